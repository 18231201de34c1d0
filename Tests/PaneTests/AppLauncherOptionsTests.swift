import Testing
@testable import Pane

/// `AppLauncher.Options.isBusy` and `wakeSources` as the launcher's runs honour them.
@MainActor
@Suite struct AppLauncherOptionsTests {
    /// A headless app with nothing to draw after its first frame, whose `beforeFrame` finishes one
    /// unit of `work` per frame (as the gallery's image service decodes between frames).
    func run(work: Int, reportsBusy: Bool) throws -> (status: Int32, frames: Int, left: Int) {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 20, height: 10)))
        var left = work
        var options = AppLauncher.Options()
        options.beforeFrame = { if left > 0 { left -= 1 } }
        if reportsBusy { options.isBusy = { left > 0 } }
        let launch = AppLauncher.Launch(app: app, panel: nil, board: BoardProfile(name: "default"),
                                        flags: try CommandLineFlags.parse([]), script: nil, options: options,
                                        profiler: nil, program: "test")
        let status = AppLauncher.runHeadless(launch)
        return (status, app.frameNumber, left)
    }

    @Test func busyKeepsAHeadlessRunGoingUntilTheWorkIsDone() throws {
        let outcome = try run(work: 3, reportsBusy: true)
        #expect(outcome.status == 0)
        // One frame per unit of work, then the run ends at the first frame that is not busy.
        #expect(outcome.left == 0)
        #expect(outcome.frames == 3)
    }

    @Test func withoutBusyTheRunEndsAfterItsFirstFrame() throws {
        let outcome = try run(work: 3, reportsBusy: false)
        #expect(outcome.frames == 1)
        #expect(outcome.left == 2)
    }

    @Test func alwaysBusyIsNotSettledAndStopsAtMaxFrames() throws {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 20, height: 10)))
        var runner = HeadlessRunner()
        runner.maxFrames = 7
        var calls = 0
        runner.beforeFrame = { calls += 1 }
        runner.isBusy = { true }
        let outcome = try runner.run(app)
        #expect(outcome.frames == 7)
        #expect(calls == 7)
        #expect(!outcome.settled)
        // Busy frames run one interval apart (the runner adds the interval per frame), never
        // skipping ahead.
        var expected = InputTime.zero
        for _ in 0..<7 { expected = expected + runner.frameInterval }
        #expect(outcome.endTime == expected)
    }
}
