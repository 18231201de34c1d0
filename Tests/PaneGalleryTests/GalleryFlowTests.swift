import Testing
import Glibc
import Pane
import PaneTestSupport
@testable import PaneGallery

/// The gallery's flows (issue 7 item 4), each an evemu recording of the Raspberry Pi 7" panel's
/// ft5x06 in `Recordings/` (written by `make-recordings.py`), replayed headless at 800x480 the
/// way a user's `gallery --display headless --replay FILE --trace OUT` is: `AppLauncher.run`
/// with `Gallery.setUp`. Each test reads back the `--trace` JSON lines and checks the scroll
/// views at named moments, then compares the settled end frame with a golden.
///
/// Photo pages carry no trace name in the gallery itself, so the runs here name each visible
/// `PhotoPage` `photo-N` (N its photo index) before every frame; `grid` and `pager` are the
/// gallery's own names. A screen that the navigation stack covers is hidden, so it leaves the
/// trace; `screens` records where the stack's screens were after each frame.
@MainActor
@Suite(.serialized) struct GalleryFlowTests {
    /// A flow's run: the exit status, the trace read back, the app and gallery it ran.
    @MainActor
    struct FlowRun {
        var status: Int32
        var trace: [TraceLine]
        var app: Application
        var gallery: Gallery
        /// After each frame: its time (ms, the trace's clock) and the x of the grid and of the
        /// pager's screen (`nil` while off the stack or hidden).
        var screens: [Screens]
        /// The first frame `snapshot` chose, as composited.
        var snapshot: Snapshot?

        /// The last traced frame at or before `ms` milliseconds into the recording.
        func at(_ ms: Double) -> TraceLine? { trace.last { $0.t <= ms } }
        var end: TraceLine? { trace.last }
    }

    @MainActor
    struct Screens: Equatable {
        var t: Double
        var grid: Double?
        var pager: Double?
    }

    /// A copy of one composited frame.
    @MainActor
    final class Snapshot {
        let surface: Surface
        let screens: Screens
        init(_ frame: borrowing Surface, screens: Screens) {
            var copy = Surface(width: frame.width, height: frame.height)
            for y in 0..<frame.height {
                for x in 0..<frame.width { copy[x, y] = frame[x, y] }
            }
            surface = copy
            self.screens = screens
        }
    }

    /// One `--trace` line: its time and the named scroll views.
    @MainActor
    struct TraceLine {
        var t: Double
        var views: [String: ViewState]
        subscript(_ name: String) -> ViewState? { views[name] }
    }

    @MainActor
    struct ViewState: Equatable {
        var x: Double
        var y: Double
        var zoom: Double
        var state: String
    }

    static let recordings: String = {
        let parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        return parts.dropLast().joined(separator: "/") + "/Recordings"
    }()

    /// Replays `Recordings/<name>.evemu` through `AppLauncher.run` with `--replay` and `--trace`.
    /// `snapshot` is asked after every frame; the first frame it accepts is kept.
    func run(_ name: String, galleryFlags: [String] = [], snapshot: ((Screens) -> Bool)? = nil) throws -> FlowRun {
        let tracePath = "/tmp/pane-flow-\(getpid())-\(name).jsonl"
        defer { unlink(tracePath) }
        var app: Application?
        var gallery: Gallery?
        var screens: [Screens] = []
        var kept: Snapshot?
        var start: InputTime?
        let status = AppLauncher.run(arguments: ["--display", "headless", "--size", "800x480",
                                                 "--replay", "\(Self.recordings)/\(name).evemu", "--trace", tracePath],
                                     program: "gallery") { a, board in
            var options = try Gallery.setUp(a, board: board, arguments: ["--photos", PhotoLibraryTests.photosFolder] + galleryFlags)
            let g = Gallery.retained.last!
            app = a
            gallery = g
            // Before each frame: the screens as the last frame left them (the first frame has none).
            let decode = options.beforeFrame
            var frames = 0
            options.beforeFrame = {
                decode?()
                if a.compositor.frameCount > frames {
                    frames = a.compositor.frameCount
                    let t0 = start ?? a.time
                    start = t0
                    @MainActor func x(_ v: View) -> Double? { v.window == nil || v.isHidden ? nil : v.frame.minX }
                    let s = Screens(t: (a.time - t0) * 1000, grid: x(g.grid.view), pager: x(g.pager.screen))
                    screens.append(s)
                    if kept == nil, snapshot?(s) == true { kept = Snapshot(a.compositor.frame, screens: s) }
                }
            }
            return options
        }
        let text = try readTextFile(tracePath)
        let a = try #require(app), g = try #require(gallery)
        // The last frame's screens (no frame follows it to record them).
        func x(_ v: View) -> Double? { v.window == nil || v.isHidden ? nil : v.frame.minX }
        screens.append(Screens(t: (a.time - (start ?? a.time)) * 1000, grid: x(g.grid.view), pager: x(g.pager.screen)))
        return FlowRun(status: status, trace: Self.parse(text), app: a, gallery: g, screens: screens, snapshot: kept)
    }

    /// Reads FrameTrace's lines (Sources/Pane/Profiling/FrameTrace.swift gives the format).
    static func parse(_ text: String) -> [TraceLine] {
        text.split(separator: "\n").compactMap { line in
            guard let t = line.firstMatch(of: /"t": (-?[0-9.]+)/).flatMap({ Double($0.1) }) else { return nil }
            var views: [String: ViewState] = [:]
            for m in line.matches(of: /"([^"]+)": \{"offset": \[(-?[0-9.]+), (-?[0-9.]+)\], "zoom": (-?[0-9.]+), "state": "([a-z]+)"\}/) {
                views[String(m.1)] = ViewState(x: Double(m.2) ?? .nan, y: Double(m.3) ?? .nan, zoom: Double(m.4) ?? .nan,
                                               state: String(m.5))
            }
            return TraceLine(t: t, views: views)
        }
    }

    /// When the recording's fingers lift, in ms from its first report (the trace's `t` clock).
    func liftTimes(_ name: String) throws -> [Double] {
        let script = try TouchScript(recordingAt: "\(Self.recordings)/\(name).evemu", displaySize: Size(width: 800, height: 480))
        let start = try #require(script.startTime)
        return script.frames.filter { $0.touches.contains { $0.phase == .ended } }.map { ($0.timestamp - start) * 1000 }
    }

    /// The index of the traced frame that delivered a report at `ms`: the first at or after it
    /// (a report whose time equals a frame's belongs to that frame).
    func frameDelivering(_ ms: Double, in run: FlowRun) throws -> Int {
        try #require(run.trace.firstIndex { $0.t >= ms })
    }

    func expectGolden(_ run: FlowRun, _ name: String, filePath: String = #filePath) {
        let mismatch = Golden.compare(run.app.compositor.frame, named: "flow-\(name)", filePath: filePath)
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }

    func expectSettled(_ run: FlowRun) {
        #expect(run.status == 0)
        #expect(run.app.isSettled)
        #expect(!run.trace.isEmpty)
    }

    // MARK: The grid

    @Test func gridFlickGlidesToTheBottomAndASlowDragScrollsByTheFingerLessHysteresis() throws {
        let r = try run("grid-flick-scroll")
        expectSettled(r)
        #expect(r.trace.first?["grid"]?.y == -44, "the grid starts under the 44 pt title bar")
        #expect(r.gallery.grid.view.indicatorStyle == .white, "light bars on the dark grid (spec §10)")
        #expect(r.trace.contains { $0["grid"]?.state == "decelerating" }, "the flick decelerates")
        // 12 photos in 3 rows of 190 pt cells: content 602 tall, so the bottom is at 602 - 480 (spec §1.4).
        #expect(r.at(2900)?["grid"] == ViewState(x: 0, y: 122, zoom: 1, state: "idle"))
        // A slow drag down 100 px: 10 pt of hysteresis removed (spec §7.2), no momentum (spec §3.3).
        #expect(r.trace.contains { $0.t > 3000 && $0["grid"]?.state == "dragging" })
        #expect(r.end?["grid"] == ViewState(x: 0, y: 32, zoom: 1, state: "idle"))
        expectGolden(r, "grid-flick-scroll")
    }

    @Test func titleBarTapScrollsTheGridToTheTop() throws {
        let r = try run("status-bar-tap")
        expectSettled(r)
        #expect(r.at(2900)?["grid"]?.y == 122)
        // spec §9.7: animated to the top inset, not a jump.
        #expect(r.trace.contains { $0.t > 3000 && ($0["grid"]?.y ?? 0) > -44 && ($0["grid"]?.y ?? 0) < 122 })
        // The lift-frame rule: the frame that delivers the tap's lift is already 16.67 ms into the
        // 0.3 s ease-out from 122 to −44.
        let tap = try frameDelivering(try #require(liftTimes("status-bar-tap").last), in: r)
        #expect(r.trace[tap - 1]["grid"]?.y == 122)
        let p = AnimationCurve.easeOut.progress(at: (1000.0 / 60) / 300)
        #expect(r.trace[tap]["grid"]?.y == (122 - 166 * p).rounded())
        #expect(r.end?["grid"] == ViewState(x: 0, y: -44, zoom: 1, state: "idle"))
        expectGolden(r, "status-bar-tap")
    }

    @Test func typingOnTheKeyboardFiltersTheGridAboveTheKeyboard() throws {
        let r = try run("filter-keyboard")
        expectSettled(r)
        let g = r.gallery
        #expect(g.filter.text == "str" && g.library.photos.count == 4 && g.gridItem.title == "Photos · 4")
        #expect(g.navigation.navigationBar.title == "Photos · 4" && g.navigation.navigationBar.rightView === g.filter)
        #expect(g.keyboard.isShowing && r.app.window.keyboardFrame == Rect(x: 0, y: 260, width: 800, height: 220))
        #expect(g.grid.view.keyboardInset == 220, "the grid makes room above the keyboard (spec §9.8)")
        #expect(g.grid.view.tiledContent.visibleViews.count == 4)
        #expect(r.end?["grid"] == ViewState(x: 0, y: -44, zoom: 1, state: "idle"))
        expectGolden(r, "filter-keyboard")
    }

    @Test func slideshowStartsWhenIdleAdvancesAndATapEndsIt() throws {
        let r = try run("slideshow", galleryFlags: ["--slideshow-after", "5", "--slide-interval", "2"])
        expectSettled(r)
        // The tap at 0 s opens photo 1; idle from its lift (0.05 s), the show starts at 5.05 s and
        // advances every 2 s: photo 2 at 7.05 s, photo 3 at 9.05 s.
        #expect(r.at(4900)?["pager"] == ViewState(x: 800, y: 0, zoom: 1, state: "idle"))
        #expect(r.at(6900)?["pager"]?.x == 800)
        #expect(r.trace.contains { $0.t > 7050 && $0.t < 7500 && ($0["pager"]?.x ?? 0) > 800 && ($0["pager"]?.x ?? 0) < 1600 })
        #expect(r.at(8900)?["pager"] == ViewState(x: 1600, y: 0, zoom: 1, state: "idle"))
        #expect(r.at(9990)?["pager"] == ViewState(x: 2400, y: 0, zoom: 1, state: "idle"))
        // The tap at 10 s pops the pager (0.35 s after the lift, spec §7.4, then the 0.35 s slide)
        // and the show stops.
        #expect(r.end?["pager"] == nil && r.end?["grid"]?.y == -44)
        #expect(!r.gallery.slideshow.isRunning)
        expectGolden(r, "slideshow")
    }

    // MARK: `make run`'s flow, and the real executable

    @Test func demoFlowEndsBackOnTheGrid() throws {
        let r = try run("demo")
        expectSettled(r)
        #expect(r.at(2400)?["grid"]?.y == 122)
        #expect(r.at(3900)?["grid"]?.y == -44)
        #expect(r.at(5400)?["pager"] == ViewState(x: 0, y: 0, zoom: 1, state: "idle"))
        #expect(r.at(7400)?["pager"] == ViewState(x: 800, y: 0, zoom: 1, state: "idle"))
        #expect(r.at(8900)?["photo-1"]?.zoom == 2.5)
        #expect(r.at(10400)?["photo-1"]?.zoom == 1)
        #expect(r.end?["pager"] == nil && r.end?["grid"]?.y == -44)
        expectGolden(r, "demo")
    }

    /// The `gallery` executable built next to the tests, run as a user would: exit status 0,
    /// `pane: settled`, the same trace (bar the wall-clock phase timings) and the same last frame.
    @Test func theGalleryExecutableReplaysARecordingHeadless() throws {
        let products = PanelVM.productsDirectory
        try #require(access(products + "/gallery", X_OK) == 0, "build it first: swift build --build-tests")
        let scratch = "/tmp/pane-flow-e2e-\(getpid())"
        mkdir(scratch, 0o755)
        let status = PanelVM.spawn([products + "/gallery", "--display", "headless", "--size", "800x480",
                                    "--replay", "\(Self.recordings)/demo.evemu", "--trace", scratch + "/trace.jsonl",
                                    "--frames-out", scratch + "/frames", "--every", "1000000",
                                    "--photos", PhotoLibraryTests.photosFolder],
                                   output: scratch + "/out.log")
        let log = PanelVM.readText(scratch + "/out.log")
        #expect(status == 0, "\(log)")
        #expect(log.split(separator: "\n").last == "pane: settled", "\(log)")
        let inProcess = try run("demo")
        let outside = Self.parse(PanelVM.readText(scratch + "/trace.jsonl"))
        #expect(outside.count == inProcess.trace.count)
        // The executable does not name photo pages; grid and pager must agree frame for frame.
        for (a, b) in zip(outside, inProcess.trace) {
            #expect(a.t == b.t && a["grid"] == b["grid"] && a["pager"] == b["pager"])
        }
        let last = try #require(GallerySession.lastFrame(in: scratch + "/frames"))
        let frame = try PNG.decode(contentsOf: last)
        let mismatch = Golden.compare(frame, named: "flow-demo")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }
}

extension GalleryFlowTests {
    /// `make run` plays `DemoScript`: the demo recording kept as text in the executable.
    @Test func makeRunPlaysTheDemoRecording() throws {
        let file = try readTextFile("\(Self.recordings)/demo.evemu")
        #expect(DemoScript.recording == file, "re-copy Recordings/demo.evemu into DemoScript.swift")
        let size = Size(width: 800, height: 480)
        let replayed = try TouchScript(recordingAt: "\(Self.recordings)/demo.evemu", displaySize: size)
        let script = DemoScript.make(size: size)
        #expect(script.frames.count == replayed.frames.count && script.frames.count == 36)
        #expect(script.frames.map(\.timestamp) == replayed.frames.map(\.timestamp))
        #expect(script.frames.map { $0.touches.map(\.location) } == replayed.frames.map { $0.touches.map(\.location) })
    }
}
