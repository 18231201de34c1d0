#if canImport(Glibc)
import Glibc
#endif
import Testing
import Pane
import PaneGallery
import PaneTestSupport

extension GalleryWindowTests {
    /// The times of the recording at `path`'s touch reports, seconds from its first.
    static func reportTimes(_ path: String) throws -> [Double] {
        try TouchScript(recordingAt: path, displaySize: Size(width: 800, height: 480)).frames.map(\.timestamp.seconds)
    }

    @Test("an app that reads its events late (stopped through the whole drag) keeps the pointer's rhythm: the 2 s drag and the 0.6 s rest are in its recording, it rests where the finger left the grid, and its pixels equal the headless replay's")
    func lateReadingKeepsTheRhythm() throws {
        try Self.withWindow(screen: (1024, 768)) { run in
            let initial = try run.capture()
            let settled = run.app.settledCount
            // The app is stopped: the X server keeps the drag's events, and the app reads them all
            // at once when it goes on, as an app busy for seconds would.
            #expect(kill(run.app.pid, SIGSTOP) == 0)
            let drag = run.server.run(["xdotool"] + Self.dragCommands(window: run.app.windowID, from: (400, 400), to: (400, 200),
                                                                     steps: 100, pause: 0.02, rest: 0.6))
            #expect(kill(run.app.pid, SIGCONT) == 0)
            #expect(drag.status == 0, "\(drag.output)")
            #expect(run.app.waitUntilSettled(after: settled), "no rest after the release: \(AppProcess.readText(run.app.output))")
            let shown = try run.capture()
            run.end()

            // The press, 100 moves at least 20 ms apart (xdotool's sleeps; the X server's clock
            // counts whole milliseconds), the release at least 0.6 s after the last move.
            let times = try Self.reportTimes(run.recording)
            #expect(times.count == 102, "\(times)")
            if times.count == 102 {
                let steps = zip(times.dropFirst(), times).map { $0 - $1 }
                #expect(steps.dropLast().allSatisfy { $0 >= 0.019 }, "\(steps)")
                #expect(steps.last.map { $0 >= 0.599 } == true, "\(steps)")
            }
            let headless = try run.headlessReplay()
            #expect(Self.differingPixels(shown, headless) == 0)
            #expect(Self.differingPixels(initial, shown) > 10_000, "the drag did not scroll the grid")
        }
    }
}
