/// Work to do at a frame time: a slideshow's next slide, an idle timeout. Made with
/// `Application.schedule(at:_:)`; fires in the first frame whose time reaches `deadline`, on the
/// run-loop thread, and never again.
@MainActor
public final class FrameTimer {
    /// The frame time at or after which the timer fires.
    public let deadline: InputTime
    let action: () -> Void
    /// True once `cancel()` was called; a cancelled timer never fires.
    public private(set) var isCancelled = false
    /// True once the action has run.
    public internal(set) var hasFired = false

    init(deadline: InputTime, action: @escaping () -> Void) {
        self.deadline = deadline
        self.action = action
    }

    /// Keeps the timer from firing; harmless after it fired.
    public func cancel() {
        isCancelled = true
    }
}

extension Application {
    /// Runs `action` in the first frame at or after `time`. The run loop wakes for it, so an
    /// otherwise idle app still gets that frame.
    @discardableResult
    public func schedule(at time: InputTime, _ action: @escaping () -> Void) -> FrameTimer {
        let timer = FrameTimer(deadline: time, action: action)
        let index = timers.firstIndex { $0.deadline > time } ?? timers.count
        timers.insert(timer, at: index)
        return timer
    }

    /// The earliest time something other than a touch will change the app: a gesture deadline
    /// or a timer.
    public var nextDeadline: InputTime? {
        timers.removeAll { $0.isCancelled }
        let timer = timers.first?.deadline
        guard let gesture = touches.nextDeadline else { return timer }
        return timer.map { min($0, gesture) } ?? gesture
    }

    /// Fires the timers due by `time`, in deadline order (timers scheduled meanwhile included).
    func fireTimers(upTo time: InputTime) {
        while let first = timers.first, first.deadline <= time {
            timers.removeFirst()
            guard !first.isCancelled else { continue }
            first.hasFired = true
            first.action()
        }
    }
}
