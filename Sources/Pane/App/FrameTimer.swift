/// Work to do on the frame clock: a slideshow's next slide, a clock's next tick, a screen that
/// refreshes its prices every minute. Made with `Application.schedule(after:_:)`,
/// `schedule(every:_:)` or `schedule(at:_:)`; fires in the first frame whose time reaches
/// `deadline`, on the main actor (the run loop), and the run loop wakes for it, so an otherwise
/// idle app still gets that frame. Headless, the frame clock is virtual time, so timers fire at
/// the same frames on every run.
///
/// A repeating timer keeps its phase: after firing it is due at the next multiple of `interval`
/// after its first deadline that lies after the frame. So when frames were missed (the panel was
/// paused, a frame took long) it fires once, not once for each interval missed, as `Timer` in
/// Foundation skips the fire dates it missed.
@MainActor
public final class FrameTimer {
    /// The frame time at or after which the timer fires next.
    public private(set) var deadline: InputTime
    /// Seconds between fires for a repeating timer; `nil` fires once.
    public let interval: Double?
    let action: @MainActor () -> Void
    /// True once `cancel()` was called; a cancelled timer never fires again.
    public private(set) var isCancelled = false
    /// True once the action has run (at least once, for a repeating timer).
    public internal(set) var hasFired = false

    init(deadline: InputTime, interval: Double? = nil, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.interval = interval.map { max($0, 1e-3) }  // a zero interval would fire every frame forever
        self.action = action
    }

    /// Keeps the timer from firing again (`Timer.invalidate()` in Foundation); harmless after it fired.
    public func cancel() {
        isCancelled = true
    }

    /// Whether the timer will fire again: not cancelled, and repeating or not yet fired.
    public var isValid: Bool { !isCancelled && (interval != nil || !hasFired) }

    /// Moves a repeating timer past `time`, on its grid.
    func advance(past time: InputTime) {
        guard let interval else { return }
        let missed = ((time - deadline) / interval).rounded(.down)
        deadline = deadline + interval * (max(0, missed) + 1)
    }
}

extension Application {
    /// Runs `action` in the first frame at or after `time`. The run loop wakes for it, so an
    /// otherwise idle app still gets that frame.
    @discardableResult
    public func schedule(at time: InputTime, _ action: @escaping @MainActor () -> Void) -> FrameTimer {
        insert(FrameTimer(deadline: time, action: action))
    }

    /// Runs `action` once, `seconds` after `now` on the frame clock.
    @discardableResult
    public func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> FrameTimer {
        insert(FrameTimer(deadline: now + max(0, seconds), action: action))
    }

    /// Runs `action` every `seconds` on the frame clock, the first time `seconds` after `now`,
    /// until the timer is cancelled. Missed fires are skipped (see `FrameTimer`).
    @discardableResult
    public func schedule(every seconds: Double, _ action: @escaping @MainActor () -> Void) -> FrameTimer {
        let timer = FrameTimer(deadline: now + max(1e-3, seconds), interval: seconds, action: action)
        return insert(timer)
    }

    private func insert(_ timer: FrameTimer) -> FrameTimer {
        let index = timers.firstIndex { $0.deadline > timer.deadline } ?? timers.count
        timers.insert(timer, at: index)
        return timer
    }

    /// The earliest time something other than a touch will change the app: a gesture deadline,
    /// the screen reader's touch-exploration deadline, a timer or an idle watch.
    public var nextDeadline: InputTime? {
        timers.removeAll { $0.isCancelled }
        var next = timers.first?.deadline
        func consider(_ t: InputTime?) {
            guard let t else { return }
            next = next.map { min($0, t) } ?? t
        }
        consider(touches.nextDeadline)
        consider(screenReader.touchExplorationDeadline)
        consider(nextIdleDeadline)
        return next
    }

    /// Fires the timers due by `time`, in deadline order (timers scheduled meanwhile included);
    /// a repeating timer fires once and moves to its next deadline after `time`.
    func fireTimers(upTo time: InputTime) {
        var rescheduled: [FrameTimer] = []
        while let first = timers.first, first.deadline <= time {
            timers.removeFirst()
            guard !first.isCancelled else { continue }
            first.hasFired = true
            first.action()
            if first.interval != nil && !first.isCancelled {
                first.advance(past: time)
                rescheduled.append(first)
            }
        }
        for timer in rescheduled { _ = insert(timer) }
    }
}
