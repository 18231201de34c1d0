#if canImport(Glibc)
import Glibc
#endif
internal import CPaneShims

/// The one thread that waits: on registered file descriptors (touch devices, hot-plug
/// watches), the display's descriptor (page-flip events), a timerfd (the next frame or
/// deadline), an eventfd (work posted from other threads) and, when asked, a signalfd
/// (SIGINT, SIGTERM, SIGHUP), and the main dispatch queue's descriptor: on the process's first
/// thread the loop is the main actor's executor, running its queued work (tasks' main-actor
/// parts, `MainActor.run`, `DispatchQueue.main.async`) as soon as it is queued, between frames
/// (`MainQueue`). It sleeps in `poll` with no timeout when nothing is due, so an
/// idle kiosk costs no CPU (DESIGN.md §2).
///
/// Frames: call `setNeedsFrame()`; the loop calls `onFrame` with the frame's target time once
/// the display can take a frame. After a frame that flipped, the next waits for the flip event
/// (frames are paced by the panel) and, with `pacing`, then for its late start before the next
/// vblank; otherwise frames are at least `frameInterval` apart.
/// `onFrame` asks for the next frame itself (an animation calls `setNeedsFrame()` every frame).
///
/// Time: with `.monotonic` the target time is `CLOCK_MONOTONIC` when the frame starts. With
/// `.virtual` the clock starts at a given time and moves only by whole `frameInterval`s: one
/// per frame, and idle stretches up to the next deadline are skipped without sleeping; so a
/// headless run gives the same frames every time.
///
/// Everything runs on the thread that calls `run()`; only `poster` may be used elsewhere.
@MainActor
public final class RunLoop {
    /// What the loop's time is: the kernel's monotonic clock on a panel, or virtual time that only frames
    /// advance.
    public enum Clock: Sendable {
        /// `CLOCK_MONOTONIC`, the clock touches are stamped with: what a panel runs on.
        case monotonic
        /// Virtual time from `start`, advanced by `frameInterval` per frame.
        case virtual(start: InputTime)
    }

    /// A registered descriptor.
    public struct SourceID: Hashable, Sendable {
        let value: Int
    }

    /// Which clock `now` reads, fixed at init.
    public let clock: Clock
    /// Seconds between frames when the display does not pace them (1/60 by default; use
    /// `Display.refreshInterval` on a panel).
    public var frameInterval: Double
    /// Called for each frame with its target time.
    public var onFrame: ((InputTime) -> Void)?
    /// The earliest time something will change without input (a gesture deadline, a timer);
    /// asked before each wait. The loop makes a frame when it is reached.
    public var nextDeadline: (() -> InputTime?)?
    /// Called when the loop is about to sleep with no frame wanted: the moment to check whether
    /// an app is settled (print a marker, write a trace). On the monotonic clock this includes
    /// sleeps until a later timer (a slideshow's, say); in virtual time only sleeps with nothing
    /// scheduled at all, which is also when `stopsWhenIdle` ends the run.
    public var onIdle: (() -> Void)?
    /// Called with the signal number when SIGINT, SIGTERM or SIGHUP arrives (after
    /// `handleTerminationSignals()`); the loop then stops.
    public var onTerminate: ((Int32) -> Void)?
    /// With `.virtual` time: return from `run()` when idle instead of waiting on descriptors.
    public var stopsWhenIdle = true
    /// Lets other threads hand work to this loop.
    public let poster: RunLoopPoster

    /// The display frames go to, once `attach(_:)` was called.
    public private(set) var display: (any Display)?
    /// Frames run so far.
    public private(set) var frameCount = 0
    /// The target time of the last frame.
    public private(set) var lastFrameTime: InputTime?
    /// When frames that follow a flip start (`FramePacing`), on the monotonic clock with a
    /// display that reports its vblanks; `nil` starts them as soon as the flip completed. The
    /// loop measures each frame's cost into it.
    public var pacing: FramePacing?
    /// The late start of the frame after the last flip, while it is waited for.
    private var pacedStart: InputTime?

    private let timerFD: Int32
    private var signalFD: Int32 = -1
    private var sources: [(id: SourceID, fd: Int32, handler: (InputTime) -> Void)] = []
    private var nextSourceID = 0
    private var needsFrame = false
    private var stopped = false
    private var virtualNow: InputTime
    /// The last frame presented with a flip; the next waits for its event.
    private var waitingForFlip = false
    private var flipArrived = false
    private var wasPaused = false
    private var pollSet: [pollfd] = []
    /// How many times the loop has polled: an idle loop's count stays put (tests check it).
    private(set) var pollCount = 0

    /// A loop on `clock` that runs frames `frameInterval` seconds apart when no display paces them; throws
    /// when its wake-up descriptors cannot be made.
    public init(clock: Clock = .monotonic, frameInterval: Double = 1.0 / 60) throws(RunLoopError) {
        self.clock = clock
        self.frameInterval = frameInterval
        if case .virtual(let start) = clock { virtualNow = start } else { virtualNow = .zero }
        timerFD = pane_timerfd_create()
        guard timerFD >= 0 else { throw RunLoopError(call: "timerfd_create", errno: errno) }
        let event = pane_eventfd_create()
        guard event >= 0 else {
            let e = errno
            Glibc.close(timerFD)
            throw RunLoopError(call: "eventfd", errno: e)
        }
        poster = RunLoopPoster(eventFD: event)
    }

    deinit {
        Glibc.close(timerFD)
        if signalFD >= 0 {
            Glibc.close(signalFD)
            pane_signalfd_unblock()
        }
    }

    /// The loop's time now: `CLOCK_MONOTONIC`, or the virtual clock.
    public var now: InputTime {
        switch clock {
        case .monotonic: return Self.monotonicNow()
        case .virtual: return virtualNow
        }
    }

    nonisolated static func monotonicNow() -> InputTime {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return InputTime(nanoseconds: Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec))
    }

    /// Watches `fd` for input; `handler` runs on this loop with the time it became readable.
    @discardableResult
    public func addSource(_ fd: Int32, _ handler: @escaping (InputTime) -> Void) -> SourceID {
        let id = SourceID(value: nextSourceID)
        nextSourceID += 1
        sources.append((id, fd, handler))
        return id
    }

    /// Stops watching the descriptor registered as `id`; an unknown id is ignored.
    public func removeSource(_ id: SourceID) {
        sources.removeAll { $0.id == id }
    }

    /// Frames go to `display`: the loop watches its descriptor, waits for its flips and, while
    /// it is paused, calls `handleEvents()` every `retryInterval` seconds.
    public func attach(_ display: any Display) {
        self.display = display
    }

    /// Asks for a frame as soon as the display can take one.
    public func setNeedsFrame() {
        needsFrame = true
    }

    /// Ends `run()` after the current step.
    public func stop() {
        stopped = true
    }

    /// Takes SIGINT, SIGTERM and SIGHUP through a signalfd: they stop the loop (after
    /// `onTerminate`) instead of killing the process, so the app can restore the panel's CRTC.
    /// Call it before starting other threads (the signals are blocked in this thread, and
    /// threads inherit the mask).
    public func handleTerminationSignals() throws(RunLoopError) {
        guard signalFD < 0 else { return }
        let fd = pane_signalfd_create_for_termination()
        guard fd >= 0 else { throw RunLoopError(call: "signalfd", errno: errno) }
        signalFD = fd
    }

    /// Runs until `stop()`, a termination signal, or (virtual time, `stopsWhenIdle`) idleness.
    public func run() {
        stopped = false
        MainQueue.drain()  // work queued before the loop started (an app's set-up starting tasks)
        while !stopped { step(blocking: true) }
    }

    /// One pass: run a frame if one is due, else wait (when `blocking`) for a descriptor or the
    /// timer, then dispatch what became ready. Tests drive the loop with it.
    public func step(blocking: Bool) {
        let time = now
        if let deadline = nextDeadline?(), deadline <= time { needsFrame = true }
        if let display {
            let paused = display.retryInterval != nil
            if wasPaused && !paused { needsFrame = true }  // the panel is back: repaint
            wasPaused = paused
        }
        let ready = display?.isReadyToPresent ?? true
        if needsFrame && ready && !waitingForFlip {
            let due = frameDueTime()
            if flipArrived, let start = pacedStart, time < start {
                // Paced: wait for the late start, taking input meanwhile.
                wait(blocking: blocking, now: time)
                return
            }
            if due <= time || flipArrived {
                runFrame(at: time)
                // Virtual time never sleeps between frames: still look at the descriptors.
                if case .virtual = clock { pollAndDispatch(timeout: 0) }
                return
            }
            if case .virtual = clock {
                virtualNow = due
                return
            }
        }
        wait(blocking: blocking, now: time)
    }

    /// `frameInterval` in whole nanoseconds: virtual time moves by exactly this much per frame.
    private var intervalNanoseconds: Int64 { max(1, Int64((frameInterval * 1e9).rounded())) }

    /// The earliest time the next frame may run when no flip paces it.
    private func frameDueTime() -> InputTime {
        guard let last = lastFrameTime else { return InputTime(nanoseconds: .min) }
        if case .virtual = clock { return InputTime(nanoseconds: last.nanoseconds + intervalNanoseconds) }
        // A small slack so a timer that fires a little early still gets its frame.
        return last + frameInterval * 0.9
    }

    private func runFrame(at time: InputTime) {
        needsFrame = false
        flipArrived = false
        pacedStart = nil
        lastFrameTime = time
        frameCount += 1
        onFrame?(time)
        if case .monotonic = clock, pacing != nil { pacing!.learn(cost: (Self.monotonicNow() - time)) }
        if let display, !display.isReadyToPresent, display.retryInterval == nil { waitingForFlip = true }
        if case .virtual = clock { virtualNow = InputTime(nanoseconds: time.nanoseconds + intervalNanoseconds) }
    }

    /// When the timer should fire: the next paced frame, the next deadline, the display's retry.
    private func wakeTime(now time: InputTime) -> InputTime? {
        var wake: InputTime?
        func consider(_ t: InputTime?) {
            guard let t else { return }
            wake = wake.map { min($0, t) } ?? t
        }
        if needsFrame && !waitingForFlip && (display?.isReadyToPresent ?? true) {
            consider(flipArrived ? (pacedStart ?? time) : frameDueTime())
        }
        consider(nextDeadline?())
        if let retry = display?.retryInterval { consider(time + retry) }
        return wake
    }

    private func wait(blocking: Bool, now time: InputTime) {
        let wake = wakeTime(now: time)
        var timeout: Int32 = blocking ? -1 : 0
        if case .virtual = clock {
            if let wake, wake > time, !waitingForFlip {
                // Skip the idle stretch on the frame grid (as HeadlessRunner does).
                let gap = wake.nanoseconds - time.nanoseconds, step = intervalNanoseconds
                virtualNow = InputTime(nanoseconds: time.nanoseconds + max(1, (gap + step - 1) / step) * step)
                timeout = 0
            } else if wake == nil && !needsFrame && !waitingForFlip {
                onIdle?()
                if stopsWhenIdle {
                    stopped = true
                    return
                }
            } else {
                timeout = 0
            }
        } else {
            if !needsFrame && !waitingForFlip { onIdle?() }
            pane_timerfd_arm(timerFD, wake.map { max(0, $0.nanoseconds) } ?? -1)
        }
        pollAndDispatch(timeout: timeout)
    }

    private func pollAndDispatch(timeout: Int32) {
        pollSet.removeAll(keepingCapacity: true)
        pollSet.append(pollfd(fd: timerFD, events: Int16(POLLIN), revents: 0))
        pollSet.append(pollfd(fd: poster.eventFD, events: Int16(POLLIN), revents: 0))
        pollSet.append(pollfd(fd: signalFD, events: Int16(POLLIN), revents: 0))  // -1 is ignored by poll
        let displayFD = display?.eventDescriptor ?? -1
        pollSet.append(pollfd(fd: displayFD, events: Int16(POLLIN), revents: 0))
        pollSet.append(pollfd(fd: MainQueue.descriptor, events: Int16(POLLIN), revents: 0))
        for source in sources { pollSet.append(pollfd(fd: source.fd, events: Int16(POLLIN), revents: 0)) }
        let count = poll(&pollSet, nfds_t(pollSet.count), timeout)
        pollCount += 1
        if let display, display.retryInterval != nil {
            // Paused: no event will say when the panel is free again; ask each time the loop
            // wakes (the timer set for the retry woke it; in virtual time the clock jumped there).
            try? display.handleEvents()
            waitingForFlip = false
        }
        guard count > 0 else { return }  // timeout, or EINTR: the next step recomputes
        let time = now
        let readable = { (i: Int) in self.pollSet[i].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }
        if readable(0) {
            var expirations: UInt64 = 0
            _ = read(timerFD, &expirations, 8)
        }
        if readable(1) { poster.drain() }
        if readable(2) {
            var signal = pane_signalfd_read(signalFD)
            while signal > 0 {
                onTerminate?(signal)
                stopped = true
                signal = pane_signalfd_read(signalFD)
            }
        }
        if readable(3), let display {
            try? display.handleEvents()
            if waitingForFlip && display.isReadyToPresent {
                waitingForFlip = false
                flipArrived = true
                if case .monotonic = clock, let pacing, let vblank = display.lastVblankNanoseconds {
                    pacedStart = pacing.frameStart(afterVblank: InputTime(nanoseconds: vblank))
                }
            }
        }
        if readable(4) { MainQueue.drain() }
        // Handlers may add or remove sources: dispatch from a snapshot by id.
        let ready = sources.indices.filter { readable(5 + $0) }.map { sources[$0] }
        for source in ready where sources.contains(where: { $0.id == source.id }) { source.handler(time) }
    }
}

/// A failed setup call of the run loop, with its errno.
public struct RunLoopError: Error, CustomStringConvertible {
    /// The call that failed, such as `"eventfd"`.
    public var call: String
    /// The `errno` the call left.
    public var errno: Int32

    public var description: String {
        "\(call) failed: \(String(cString: strerror(errno))) (errno \(errno))"
    }
}
