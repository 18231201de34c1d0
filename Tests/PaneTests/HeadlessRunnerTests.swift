import Testing
import Glibc
@testable import Pane

@MainActor
@Suite struct HeadlessRunnerTests {
    /// A scripted tap at (100, 50) on a button that turns red when tapped.
    func tapScript(at point: Point, down: Double, up: Double) -> TouchScript {
        let id = TouchID(1)
        return TouchScript(frames: [
            TouchFrame(timestamp: InputTime(seconds: down), touches: [Touch(id: id, phase: .began, location: point, timestamp: InputTime(seconds: down))]),
            TouchFrame(timestamp: InputTime(seconds: up), touches: [Touch(id: id, phase: .ended, location: point, timestamp: InputTime(seconds: up))]),
        ])
    }

    @Test func replaysATapInVirtualTimeAndSettles() throws {
        let display = HeadlessDisplay(size: PixelSize(width: 200, height: 100))
        let app = Application(display: display)
        let button = View(frame: Rect(x: 50, y: 25, width: 100, height: 50))
        button.backgroundColor = .blue
        let tap = TapGestureRecognizer { [unowned button] _ in button.backgroundColor = .red }
        button.addGestureRecognizer(tap)
        app.window.addSubview(button)
        let outcome = try HeadlessRunner().run(app, script: tapScript(at: Point(x: 100, y: 50), down: 10, up: 10.08))
        #expect(outcome.settled)
        #expect(display.screen[100, 50] == Color.red.argb)
        // Two frames: the first, at the touch-down (the clock starts there), and the first frame on
        // the 60 Hz grid after the lift at 80 ms (83.3 ms), where the tap recognizes and the
        // button repaints. The frames in between have nothing to do and are skipped.
        #expect(outcome.frames == 2)
        #expect(outcome.endTime == InputTime(seconds: 10) + 6.0 / 60)
    }

    @Test func writesFramesAsPNG() throws {
        let dir = "/tmp/pane-runner-\(getpid())"
        let display = HeadlessDisplay(size: PixelSize(width: 20, height: 10))
        let app = Application(display: display)
        var runner = HeadlessRunner()
        runner.framesDirectory = dir
        let outcome = try runner.run(app)
        #expect(outcome.frames == 1)
        #expect(outcome.writtenFiles == ["\(dir)/frame-00000.png"])
        let back = try PNG.decode(contentsOf: "\(dir)/frame-00000.png")
        #expect(back.width == 20 && back[0, 0] == Color.black.argb)
        unlink("\(dir)/frame-00000.png")
        rmdir(dir)
    }
}

extension HeadlessRunnerTests {
    /// Which frame (its target time, ms after 10 s) delivered each touch frame of a script with
    /// reports at 0, 40, 60.000001 and 100 ms, frames every 20 ms from the first report.
    func deliveries(busy: Bool) throws -> [Double] {
        let id = TouchID(1), p = Point(x: 5, y: 5)
        func at(_ ns: Int64, _ phase: TouchPhase) -> TouchFrame {
            let t = InputTime(nanoseconds: 10_000_000_000 + ns)
            return TouchFrame(timestamp: t, touches: [Touch(id: id, phase: phase, location: p, timestamp: t)])
        }
        let script = TouchScript(frames: [at(0, .began), at(40_000_000, .moved), at(60_000_001, .moved),
                                          at(100_000_000, .ended)])
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 10, height: 10)))
        var delivered: [Double] = []
        app.onTouches = { [unowned app] _ in delivered.append(((app.time - InputTime(seconds: 10)) * 1000 * 1000).rounded() / 1000) }
        var runner = HeadlessRunner()
        runner.frameInterval = 0.02
        // Busy: a frame every 20 ms; idle: the runner jumps to the frame of the next report.
        if busy { runner.isBusy = { app.time < InputTime(seconds: 10.2) } }
        _ = try runner.run(app, script: script)
        return delivered
    }

    @Test("a report whose time equals a frame's target time belongs to that frame; 1 ns later, to the next")
    func frameMembership() throws {
        #expect(try deliveries(busy: true) == [0, 40, 80, 100])
        #expect(try deliveries(busy: false) == [0, 40, 80, 100])
    }
}
