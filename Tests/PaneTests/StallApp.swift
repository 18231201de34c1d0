import Glibc
@testable import Pane

/// The test app of issue 14's proof: a finger drags for one second at 60 Hz (60 touch frames
/// from t = 1 s, one every refresh interval, the last a lift), each moving a square by 4 px;
/// the frame that delivers touch frame 20 simulates 50 ms of work in virtual time. Runs
/// headless through `AppLauncher` with `--profile`, and returns the exit status.
@MainActor
enum StallApp {
    static let touchFrames = 60
    static let stalledTouch = 20

    static func script() -> TouchScript {
        let id = TouchID(1)
        return TouchScript(frames: (0..<touchFrames).map { n in
            let t = InputTime(seconds: 1) + Double(n) / 60
            let phase: TouchPhase = n == 0 ? .began : n == touchFrames - 1 ? .ended : .moved
            return TouchFrame(timestamp: t, touches: [Touch(id: id, phase: phase, location: Point(x: 10 + Double(n), y: 10), timestamp: t)])
        })
    }

    /// `pacing` is `--pacing`'s value: the report tests check the frame-at-vblank schedule's
    /// figures (`LatePacingTests` the late one's).
    static func run(profile path: String, pacing: String = "vblank", extra: [String] = []) -> Int32 {
        AppLauncher.run(arguments: ["--display", "headless", "--size", "400x100", "--profile", path, "--pacing", pacing] + extra,
                        program: "stall") { app, _ in
            let square = View(frame: Rect(x: 0, y: 40, width: 20, height: 20))
            square.backgroundColor = .white
            app.window.addSubview(square)
            var seen = 0
            app.onTouches = { [unowned app] _ in
                if seen == stalledTouch { app.simulateWork(seconds: 0.05) }
                seen += 1
                square.frame.origin.x += 4
            }
            return AppLauncher.Options(defaultScript: script())
        }
    }
}
