public import Pane

/// Seed 002's carousel timer: after `idleTimeout` seconds without a touch the pager opens and
/// advances every `interval` seconds; dragging pauses it, and it resumes `resumeDelay` seconds
/// after the pager comes to rest. It wraps around at the end.
@MainActor
public final class Slideshow {
    public var idleTimeout: Double
    public var interval: Double
    public var resumeDelay = 2.0
    public private(set) var isRunning = false
    let app: Application
    let start: () -> Void
    let advance: () -> Void
    private var timer: FrameTimer?

    public init(app: Application, idleTimeout: Double = 30, interval: Double = 4,
                start: @escaping () -> Void, advance: @escaping () -> Void) {
        self.app = app
        self.idleTimeout = idleTimeout
        self.interval = interval
        self.start = start
        self.advance = advance
    }

    /// A touch while no show runs: the kiosk is in use, so the idle clock starts again. (While a
    /// show runs, its pager handles touches: a drag pauses it, a tap closes it with `stop`.)
    public func userTouched(at time: InputTime) {
        guard !isRunning else { return }
        schedule(at: time + idleTimeout) { [unowned self] in
            self.isRunning = true
            self.start()
            self.scheduleNext(after: self.interval)
        }
    }

    /// The show ends (its pager closed); the idle clock starts from `time`.
    public func stop(at time: InputTime) {
        isRunning = false
        userTouched(at: time)
    }

    /// The pager is being dragged: hold the next slide.
    public func pause() {
        guard isRunning else { return }
        timer?.cancel()
    }

    /// The pager came to rest: the next slide follows after `resumeDelay` (after a drag) or
    /// `interval` (after an automatic advance).
    public func resume(afterDrag: Bool) {
        guard isRunning else { return }
        scheduleNext(after: afterDrag ? resumeDelay : interval)
    }

    private func scheduleNext(after seconds: Double) {
        schedule(at: app.time + seconds) { [unowned self] in
            guard self.isRunning else { return }
            self.advance()
        }
    }

    private func schedule(at time: InputTime, _ action: @escaping @MainActor () -> Void) {
        timer?.cancel()
        timer = app.schedule(at: time, action)
    }
}
