import Testing
import PaneDisplay

/// The desktop window's event times: the X server's when it has them and they are this
/// machine's clock, SDL's reading time otherwise, never backwards.
struct WindowEventClockTests {
    /// 1,000 s of monotonic clock, in nanoseconds, and SDL's ticks then.
    static let now: Int64 = 1_000_000_000_000
    static let ticksNow: UInt32 = 5_000
    typealias Stamp = WindowEventClock.Stamp

    @Test("without a server time an event is placed at SDL's reading time, on the monotonic clock; one read after `now` at now")
    func sdlTime() {
        var clock = WindowEventClock()
        #expect(clock.times([Stamp(ticks: 4_900), Stamp(ticks: 5_000), Stamp(ticks: 5_003)], ticksNow: Self.ticksNow, now: Self.now)
                == [Self.now - 100_000_000, Self.now, Self.now])
        #expect(WindowEventClock.readingTime(ticks: 4_990, ticksNow: Self.ticksNow, now: Self.now) == Self.now - 10_000_000)
    }

    @Test("events SDL read in one go at one tick keep the X server's times, 20 ms apart, and the rest before the release")
    func serverTimesOfABatch() {
        var clock = WindowEventClock()
        // The server's clock is the monotonic one in milliseconds: now is 1,000,000 ms.
        let stamps = [998_000, 998_020, 998_040, 998_640].map { Stamp(ticks: 5_000, server: UInt32($0)) }
        #expect(clock.times(stamps, ticksNow: Self.ticksNow, now: Self.now)
                == [998_000_000_000, 998_020_000_000, 998_040_000_000, 998_640_000_000])
    }

    @Test("an event without a server time (XInput2's hovering) read with later ones that have it is placed no later than the next of them")
    func boundedByTheNext() {
        var clock = WindowEventClock()
        let stamps = [Stamp(ticks: 5_000), Stamp(ticks: 5_000, server: 996_000), Stamp(ticks: 5_000), Stamp(ticks: 5_000, server: 996_100),
                      Stamp(ticks: 5_000)]
        #expect(clock.times(stamps, ticksNow: Self.ticksNow, now: Self.now)
                == [996_000_000_000, 996_000_000_000, 996_100_000_000, 996_100_000_000, Self.now])
    }

    @Test("X's 32-bit milliseconds that came round between the event and now still place it")
    func wrapped() {
        var clock = WindowEventClock()
        // Now is 2^32 + 30 ms; the event was 50 ms before, at 2^32 − 20 (server time 4294967276).
        let now = (Int64(1) << 32) * 1_000_000 + 30_000_000
        #expect(clock.times([Stamp(ticks: 9, server: UInt32.max - 19)], ticksNow: 10, now: now) == [now - 50_000_000])
    }

    @Test("a server time a minute or more behind (another machine's clock) gives way to SDL's; one just after now is now")
    func untrusted() {
        #expect(WindowEventClock.serverTime(UInt32(1_000_000 - 60_000), now: Self.now) == nil)
        #expect(WindowEventClock.serverTime(UInt32(1_000_000 - 59_999), now: Self.now) == Self.now - 59_999_000_000)
        #expect(WindowEventClock.serverTime(1_000_003, now: Self.now) == Self.now)
        var remote = WindowEventClock()
        #expect(remote.times([Stamp(ticks: 4_990, server: 12_345)], ticksNow: Self.ticksNow, now: Self.now) == [Self.now - 10_000_000])
    }

    @Test("times never go backwards, within a batch or across batches")
    func monotonic() {
        var clock = WindowEventClock()
        let first = clock.times([Stamp(ticks: 4_990)], ticksNow: Self.ticksNow, now: Self.now)
        #expect(first == [Self.now - 10_000_000])
        // The server says this happened earlier still: it is placed at the last time given.
        #expect(clock.times([Stamp(ticks: 4_995, server: 999_000)], ticksNow: Self.ticksNow, now: Self.now) == first)
        #expect(clock.last == first[0])
    }
}
