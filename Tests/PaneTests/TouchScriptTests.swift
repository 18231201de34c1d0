import Testing
import Glibc
@testable import Pane

/// `--replay` as a kiosk developer meets it through `AppLauncher` (issue 11 items 3 and 6).
@MainActor
@Suite struct TouchScriptTests {
    static let fixtures: String = {
        let file = String(#filePath)
        return String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)]) + "/../PaneInputTests/Fixtures"
    }()

    /// Runs `AppLauncher.run` headless with `arguments`, collecting the touches the app gets.
    static func launch(_ arguments: [String], maxFrames: Int = 2000) -> (status: Int32, touches: [Touch], frames: Int) {
        var touches: [Touch] = []
        var frames = 0
        let status = AppLauncher.run(arguments: ["--display", "headless"] + arguments, program: "test") { app, _ in
            app.onTouches = { touches += $0.touches }
            app.onFrame = { frames = $0.frame + 1 }
            var options = AppLauncher.Options()
            options.maxHeadlessFrames = maxFrames
            return options
        }
        return (status, touches, frames)
    }

    /// Fixtures/fault-ends-finger-down.evemu ends with its finger down: the replay cancels it at
    /// the last event and the run settles (it used to run 100,000 frames and exit 0 unsettled).
    @Test func aRecordingEndingWithAFingerDownSettles() {
        let run = Self.launch(["--size", "800x480", "--replay", "\(Self.fixtures)/fault-ends-finger-down.evemu"])
        #expect(run.status == 0)
        #expect(run.touches.map(\.phase) == [.began, .moved, .moved, .cancelled])
        #expect(run.frames < 100, "settled soon after the recording, not at a frame cap")
    }

    /// Issue 11 item 6: with a board rotated 90° (the panel's 800x480 shown as 480x800), a
    /// replayed touch lands where the live panel's would: TouchTransform maps normalized panel
    /// (x, y) to (y, 1 - x), so panel (400, 300) is (300, 400) on the turned display and the
    /// recorded swipe up the panel's y axis runs along the app's x axis.
    @Test func replayAppliesTheBoardRotation() throws {
        let board = "/tmp/pane-rotated-\(getpid()).board"
        let fd = open(board, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let text = "mode = 800x480\nrotation = 90\n"
        _ = text.withCString { write(fd, $0, strlen($0)) }
        close(fd)
        defer { unlink(board) }
        let run = Self.launch(["--board", board, "--replay", "\(Self.fixtures)/fault-ends-finger-down.evemu"])
        #expect(run.status == 0)
        #expect(run.touches.map(\.location) == [Point(x: 300, y: 400), Point(x: 280, y: 400), Point(x: 260, y: 400),
                                                Point(x: 260, y: 400)])
    }

    /// Issue 11 item 3: reaching the frame cap is an error (status 1), never a silent 0.
    @Test func reachingTheFrameCapIsAnError() {
        var frames = 0
        let status = AppLauncher.run(arguments: ["--display", "headless", "--size", "40x20"], program: "test") { app, _ in
            app.onFrame = { frames = $0.frame + 1 }
            var options = AppLauncher.Options()
            options.isBusy = { true }
            options.maxHeadlessFrames = 5
            return options
        }
        #expect(status == 1)
        #expect(frames == 5)
    }

    /// Issue 11 item 7: `--replay /dev/zero` stops at the size limit with a clear error.
    @Test func anEndlessReplayFileIsRefused() {
        do {
            _ = try TouchScript(recordingAt: "/dev/zero", displaySize: Size(width: 800, height: 480))
            Issue.record("/dev/zero was read as a recording")
        } catch {
            #expect(error.description == "/dev/zero: longer than the limit of 128 MiB; is it the right file?")
        }
    }
}
