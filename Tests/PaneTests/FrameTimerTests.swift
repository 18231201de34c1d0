import Testing
@testable import Pane

/// Timers on the frame clock: one-shot and repeating, cancellable, on virtual time headless;
/// a repeating timer that misses frames fires once.
@MainActor
@Suite struct FrameTimerTests {
    func app() -> Application {
        Application(display: HeadlessDisplay(size: PixelSize(width: 16, height: 16)))
    }

    @Test("schedule(after:) fires once, in the first frame at or after its time")
    func oneShot() throws {
        let app = app()
        var fired: [Double] = []
        var runner = HeadlessRunner()
        runner.until = InputTime(seconds: 3)
        let timer = app.schedule(after: 1.25) { fired.append(app.time.seconds) }
        #expect(timer.isValid && timer.interval == nil)
        _ = try runner.run(app, startTime: .zero)
        // The 60 Hz grid's first frame at or after 1.25 s is frame 75: 1.25 s exactly.
        #expect(fired.count == 1)
        #expect(abs(fired[0] - 1.25) < 1e-9)
        #expect(timer.hasFired && !timer.isValid)
    }

    @Test("schedule(every:) fires on its grid until cancelled")
    func repeating() throws {
        let app = app()
        var fired: [Double] = []
        var timer: FrameTimer?
        timer = app.schedule(every: 1) {
            fired.append(app.time.seconds)
            if fired.count == 4 { timer?.cancel() }
        }
        var runner = HeadlessRunner()
        runner.until = InputTime(seconds: 10)
        _ = try runner.run(app, startTime: .zero)
        #expect(fired.count == 4)
        for (i, t) in fired.enumerated() { #expect(abs(t - Double(i + 1)) < 1e-9) }
        #expect(timer?.isValid == false)
    }

    @Test("a repeating timer that missed frames fires once, then keeps its phase")
    func missedFramesFireOnce() throws {
        let app = app()
        var count = 0
        let timer = app.schedule(every: 0.1) { count += 1 }
        try app.runFrame(at: InputTime(seconds: 0.05))
        #expect(count == 0)
        try app.runFrame(at: InputTime(seconds: 1.05))  // ten deadlines passed
        #expect(count == 1)
        #expect(abs(timer.deadline.seconds - 1.1) < 1e-9)
        try app.runFrame(at: InputTime(seconds: 1.1))
        #expect(count == 2)
    }

    @Test("a cancelled timer never fires, and no longer wakes the run loop")
    func cancelled() throws {
        let app = app()
        var fired = false
        let timer = app.schedule(after: 0.5) { fired = true }
        #expect(app.nextDeadline != nil)
        timer.cancel()
        #expect(app.nextDeadline == nil)
        try app.runFrame(at: InputTime(seconds: 2))
        #expect(!fired && !timer.isValid)
    }

    @Test("timers scheduled from a timer's action fire in deadline order")
    func orderAndNesting() throws {
        let app = app()
        var order: [String] = []
        app.schedule(at: InputTime(seconds: 0.3)) { order.append("b") }
        app.schedule(at: InputTime(seconds: 0.1)) {
            order.append("a")
            app.schedule(at: InputTime(seconds: 0.2)) { order.append("a2") }
        }
        try app.runFrame(at: InputTime(seconds: 1))
        #expect(order == ["a", "a2", "b"])
    }

    @Test func timersFireInOrderAndWakeTheRunner() throws {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 10, height: 10)))
        var fired: [String] = []
        let start = InputTime(seconds: 5)
        app.schedule(at: start + 2) { fired.append("two") }
        let cancelled = app.schedule(at: start + 1.5) { fired.append("never") }
        app.schedule(at: start + 1) {
            fired.append("one")
            app.schedule(at: start + 1) { fired.append("same frame") }
        }
        cancelled.cancel()
        #expect(app.nextDeadline == start + 1)
        var runner = HeadlessRunner()
        runner.until = start + 3
        let outcome = try runner.run(app, startTime: start)
        #expect(fired == ["one", "same frame", "two"])
        #expect(app.nextDeadline == nil)
        // Frames: the first at 5 s, then one at each timer (6 s, 7 s); idle time in between is skipped.
        #expect(outcome.frames == 3)
    }
}
