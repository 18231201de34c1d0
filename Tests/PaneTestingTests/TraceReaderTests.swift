import Testing
import Glibc
import Pane
import PaneTesting

@MainActor
@Suite struct TraceReaderTests {
    @Test("reads back what FrameTrace wrote: frame, time, damage, phases, named scroll views")
    func roundTrip() throws {
        let path = "/tmp/pane-trace-reader-\(getpid()).jsonl"
        defer { unlink(path) }
        let window = Window(size: Size(width: 200, height: 100))
        let scroll = ScrollView(frame: window.bounds)
        scroll.identifier = "menu"
        scroll.contentSize = Size(width: 200, height: 1000)
        scroll.contentOffset = Point(x: 0, y: 12)
        window.addSubview(scroll)
        let unnamed = ScrollView(frame: window.bounds)
        window.addSubview(unnamed)
        do {
            let trace = try FrameTrace(path: path)
            var first = FrameReport(frame: 0, time: InputTime(seconds: 2))
            first.damagedPixels = 20_000
            first.phases = [(.layout, 0.25)]
            trace.record(first, window: window)
            trace.record(FrameReport(frame: 1, time: InputTime(seconds: 2.016)), window: window)
        }
        let frames = try TraceReader.read(path: path)
        #expect(frames.count == 2)
        #expect(frames[0].frame == 0 && frames[0].t == 0 && frames[0].damage == 20_000)
        #expect(frames[0].phases == ["layout": 0.25])
        #expect(frames[0]["menu"] == TraceScrollView(offset: Point(x: 0, y: 12), zoom: 1, state: "idle"))
        #expect(frames[0].scrollViews.count == 1)
        #expect(frames[1].frame == 1 && frames[1].t == 16)
    }

    @Test("blank lines are skipped; a bad line throws with its number") func errors() throws {
        let good = #"{"frame": 3, "t": 50, "damage": 0, "phases": {}, "scrollViews": {}}"#
        #expect(try TraceReader.parse(good + "\n\n" + good + "\n").count == 2)
        #expect(throws: TraceReader.ReadError(line: 2, message: "not a trace frame (wants frame, t, damage, phases and scrollViews)")) {
            try TraceReader.parse(good + "\n{\"frame\": 1}\n")
        }
        #expect(throws: TraceReader.ReadError(line: 1, message: "byte 1: expected a key")) {
            try TraceReader.parse("{frame}")
        }
    }
}
