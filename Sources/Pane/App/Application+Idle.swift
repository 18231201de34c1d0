/// A wait for the app to go idle: `Application.whenIdle(for:_:)`. Fires once each time the app
/// has been without input for `seconds`; the next touch (or key) starts a new idle stretch.
@MainActor
public final class IdleWatch {
    /// Seconds without input before the action runs.
    public let seconds: Double
    let action: @MainActor () -> Void
    /// The start of the idle stretch the watch last fired in.
    var firedAfter: InputTime?
    /// True once `cancel()` was called.
    public private(set) var isCancelled = false

    init(seconds: Double, action: @escaping @MainActor () -> Void) {
        self.seconds = max(0, seconds)
        self.action = action
    }

    /// Stops the watch; it never fires again.
    public func cancel() {
        isCancelled = true
    }
}

extension Application {
    /// Seconds since the last touch (or key) on the frame clock, or since the first frame when
    /// there was none: for attract loops and "are you still there?" screens.
    public var idleTime: Double {
        guard let start = lastInputTime ?? firstFrameTime else { return 0 }
        return max(0, now - start)
    }

    /// Runs `action` once the app has been `seconds` without input (back to the home screen,
    /// start a slideshow); once per idle stretch: any touch (or key) starts the count again, and
    /// the action runs again after the next `seconds` of quiet. The run loop wakes for it. Keep
    /// the returned watch to cancel it.
    @discardableResult
    public func whenIdle(for seconds: Double, _ action: @escaping @MainActor () -> Void) -> IdleWatch {
        let watch = IdleWatch(seconds: seconds, action: action)
        idleWatches.append(watch)
        return watch
    }

    /// Input arrived at `time`: idleness counts from here. Touches call it; so will keys.
    func noteInput(at time: InputTime) {
        lastInputTime = lastInputTime.map { max($0, time) } ?? time
    }

    /// The idle stretch in progress began here.
    private var idleStart: InputTime? { lastInputTime ?? firstFrameTime }

    /// When the next idle watch is due; `nil` when none is waiting.
    var nextIdleDeadline: InputTime? {
        idleWatches.removeAll { $0.isCancelled }
        guard let start = idleStart else { return nil }
        // A loop, not filter/map/min: this runs before every wait and frame, and allocates nothing.
        var next: InputTime?
        for watch in idleWatches where watch.firedAfter != start {
            let due = start + watch.seconds
            next = next.map { min($0, due) } ?? due
        }
        return next
    }

    /// Runs the watches due at `time`, in the order they were made.
    func fireIdleWatches(at time: InputTime) {
        guard let start = idleStart else { return }
        for watch in idleWatches where !watch.isCancelled && watch.firedAfter != start && start + watch.seconds <= time {
            watch.firedAfter = start
            watch.action()
        }
    }
}
