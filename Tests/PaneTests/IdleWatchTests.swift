import Testing
@testable import Pane

/// Idleness: the time since the last touch, and a watch that fires after N seconds without input,
/// once per quiet stretch, reset by any input (attract loops).
@MainActor
@Suite struct IdleWatchTests {
    func tap(at seconds: Double, id: Int = 1) -> [TouchFrame] {
        let down = InputTime(seconds: seconds), up = InputTime(seconds: seconds + 0.05)
        let p = Point(x: 5, y: 5)
        return [TouchFrame(timestamp: down, touches: [Touch(id: TouchID(id), phase: .began, location: p, timestamp: down)]),
                TouchFrame(timestamp: up, touches: [Touch(id: TouchID(id), phase: .ended, location: p, timestamp: up)])]
    }

    @Test("fires after the quiet time from the last touch, once per stretch, again after new input")
    func attractLoop() throws {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 16, height: 16)))
        var fired: [Double] = []
        app.whenIdle(for: 30) { fired.append(app.time.seconds) }
        var runner = HeadlessRunner()
        runner.until = InputTime(seconds: 200)
        // Touches at 10 s and 100 s: quiet from the first frame (0 s) to 10 s is too short; from
        // 10.05 s the watch fires at 40.05 s; from 100.05 s at 130.05 s; never twice in a stretch.
        let script = TouchScript(frames: tap(at: 10) + tap(at: 100, id: 2))
        _ = try runner.run(app, script: script, startTime: .zero)
        #expect(fired.count == 2)
        // On the 60 Hz grid from 0: the first frames at or after 40.05 s and 130.05 s.
        #expect(fired.count == 2 && abs(fired[0] - 40.05) < 1.0 / 60 + 1e-9 && fired[0] >= 40.05)
        #expect(fired.count == 2 && abs(fired[1] - 130.05) < 1.0 / 60 + 1e-9 && fired[1] >= 130.05)
        #expect(app.lastInputTime == InputTime(seconds: 100.05))
        #expect(abs(app.idleTime - (200 - 100.05)) < 1e-6)
    }

    @Test("idle from the first frame when nobody touched; a cancelled watch never fires")
    func noInput() throws {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 16, height: 16)))
        var first = 0, second = 0
        app.whenIdle(for: 5) { first += 1 }
        let cancelled = app.whenIdle(for: 6) { second += 1 }
        cancelled.cancel()
        var runner = HeadlessRunner()
        runner.until = InputTime(seconds: 60)
        _ = try runner.run(app, startTime: .zero)
        #expect(first == 1 && second == 0)
        #expect(abs(app.idleTime - 60) < 1e-6)
    }
}
