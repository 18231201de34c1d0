/// When each of the desktop window's input events happened, on the monotonic clock the touches
/// and frames use (nanoseconds).
///
/// SDL stamps an event when it reads it from the display server, so every event read in one go
/// carries one time: an app that fell behind (a heavy frame, a debug build, an emulated CPU) saw
/// a drag that rested before its release as a flick, and recorded it so. On X11 the server's
/// own time of each core key and pointer event comes through (`pane_sdl_event.server_time`):
/// Xorg, Xvfb and Xwayland keep it in milliseconds of CLOCK_MONOTONIC (xserver's
/// `GetTimeInMillis`), so an event the server stamped less than `trustedLag` ago is placed at
/// that time. The rest (Wayland, XInput2's touches and hovering, a server on another machine,
/// whose clock is not this one) keep SDL's reading time, but no later than the next event with
/// a server time in the same batch, which happened after them. Times never go backwards: the
/// touches are one stream.
public struct WindowEventClock: Sendable {
    /// How far behind now a server time may be and still be taken as this machine's monotonic
    /// clock: a minute, far beyond any stall an app recovers from, far below the 49.7 days after
    /// which X's 32-bit milliseconds come round again.
    public static let trustedLag: UInt32 = 60_000

    /// One input event as SDL gave it: its SDL stamp (SDL_GetTicks milliseconds) and the X
    /// server's time (milliseconds), when there is one.
    public struct Stamp: Sendable {
        /// SDL_GetTicks when SDL read the event.
        public var ticks: UInt32
        /// The X server's time of the event.
        public var server: UInt32?

        /// An event SDL read at `ticks`, which the server stamped `server`.
        public init(ticks: UInt32, server: UInt32? = nil) {
            self.ticks = ticks
            self.server = server
        }
    }

    /// The last input event's time, in nanoseconds.
    public private(set) var last = Int64.min

    /// A clock that has given no time yet.
    public init() {}

    /// When SDL read an event it stamped `ticks`, SDL's clock saying `ticksNow` when the
    /// monotonic clock said `now` (nanoseconds): the time of events that are not input (a
    /// window's), which take no part in the input's order.
    public static func readingTime(ticks: UInt32, ticksNow: UInt32, now: Int64) -> Int64 {
        // Signed: SDL may read (and stamp) more events after `ticksNow` was taken.
        min(now, now - Int64(Int32(bitPattern: ticksNow &- ticks)) * 1_000_000)
    }

    /// The server's time `server` on the monotonic clock, when it is this machine's clock and
    /// less than `trustedLag` old; an event stamped just after `now` was read is at `now`.
    public static func serverTime(_ server: UInt32, now: Int64) -> Int64? {
        let nowMilliseconds = now / 1_000_000
        let behind = UInt32(truncatingIfNeeded: nowMilliseconds) &- server
        if behind < trustedLag { return (nowMilliseconds - Int64(behind)) * 1_000_000 }
        return behind > UInt32.max - 1_000 ? now : nil
    }

    /// The times of a batch of input events (keys, the pointer, touches) read together, in the
    /// order SDL gave them, SDL's clock saying `ticksNow` when the monotonic clock said `now`.
    public mutating func times(_ stamps: [Stamp], ticksNow: UInt32, now: Int64) -> [Int64] {
        let server = stamps.map { stamp in stamp.server.flatMap { Self.serverTime($0, now: now) } }
        var times = stamps.indices.map { server[$0] ?? Self.readingTime(ticks: stamps[$0].ticks, ticksNow: ticksNow, now: now) }
        // An event without a server time happened before the next one with it.
        var bound = now
        for i in times.indices.reversed() {
            if server[i] != nil { bound = times[i] } else { times[i] = min(times[i], bound) }
        }
        for i in times.indices {
            times[i] = min(max(times[i], last), now)
            last = times[i]
        }
        return times
    }
}
