import Testing
import Glibc
@testable import Pane

@MainActor
@Suite struct FrameTraceTests {
    @MainActor
    final class FakeScroller: View, TraceableScrollView {
        var traceIdentifier: String? { "grid" }
        var traceOffset: Point { bounds.origin }
        var traceZoom: Double { 1 }
        var traceState: String { "idle" }
    }

    @Test func oneLinePerFrameWithScrollViews() throws {
        let path = "/tmp/pane-trace-\(getpid()).jsonl"
        let trace = try FrameTrace(path: path)
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 40, height: 20)))
        let scroller = FakeScroller(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        app.window.addSubview(scroller)
        app.onFrame = { [unowned app] in trace.record($0, window: app.window) }
        try app.runFrame(at: InputTime(seconds: 2))
        scroller.bounds.origin.y = 12.5
        try app.runFrame(at: InputTime(seconds: 2) + 1.0 / 60)
        let text = try readTextFile(path)
        let lines = text.split(separator: "\n").map { line in
            // Phase timings are wall clock: drop them before comparing.
            String(line.replacing(/"phases": \{[^}]*\}/, with: "\"phases\": {}"))
        }
        #expect(lines == [
            #"{"frame": 0, "t": 0, "damage": 800, "power": "on", "phases": {}, "scrollViews": {"grid": {"offset": [0, 0], "zoom": 1, "state": "idle"}}}"#,
            #"{"frame": 1, "t": 16.667, "damage": 0, "power": "on", "phases": {}, "scrollViews": {"grid": {"offset": [0, 12.5], "zoom": 1, "state": "idle"}}}"#,
        ])
        #expect(text.contains(#""phases": {"input": "#))
        unlink(path)
    }

    /// Issue 11 item 7: a trace that cannot be written (/dev/full answers every write with
    /// ENOSPC, as a full disk does) is said once, and the app keeps running its frames.
    @Test func writeErrorsAreSaidOnceAndTheAppKeepsRunning() throws {
        let trace = try FrameTrace(path: "/dev/full")
        var said: [String] = []
        trace.reportError = { said.append($0) }
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 40, height: 20)))
        app.onFrame = { [unowned app] in trace.record($0, window: app.window) }
        for i in 0..<3 { try app.runFrame(at: InputTime(seconds: 2) + Double(i) / 60) }
        #expect(app.frameNumber == 3)
        #expect(said == ["pane: --trace: write(/dev/full): No space left on device (errno 28); "
                         + "the trace misses frames from 0 on, the app keeps running"])
        #expect(trace.writeError?.errno == ENOSPC)
    }
}
