import Testing
import Glibc
import PanePhysics
@testable import Pane

/// `Application.runFrame`'s order, through recordings: evemu streams of the 800x480 ft5x06 in
/// `Recordings/` (written by `make-recordings.py`), decoded and replayed by `HeadlessRunner` on
/// the 60 Hz grid from the touch-down. In each, the last move lands in the frame at 66.7 ms and
/// the lift (or tap) alone in the frame at 83.3 ms.
///
/// The lift-frame rule (`FrameAnimation`): the frame that delivers the lift or tap shows the
/// first step of what it starts, never the last drag position again (spec §3.2: the first
/// momentum step on the first frame after the release).
@MainActor
@Suite struct ApplicationTests {
    static let recordings: String = {
        let parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        return parts.dropLast().joined(separator: "/") + "/Recordings"
    }()

    /// What one frame showed: its time since the touch-down (ms), the offset and zoom scale.
    @MainActor
    struct Shown {
        var ms: Double
        var offset: Point
        var zoom: Double
    }

    /// An 800x480 app with one full-window scroll view (set up by `configure`), replaying
    /// `Recordings/<name>.evemu`; returns what every frame showed.
    func replay(_ name: String, frameInterval: Double = 1.0 / 60,
                configure: (Application, ScrollView) -> Void) throws -> [Shown] {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480)))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        app.window.addSubview(scroll)
        configure(app, scroll)
        let script = try TouchScript(recordingAt: "\(Self.recordings)/\(name).evemu",
                                     displaySize: Size(width: 800, height: 480))
        let start = try #require(script.startTime)
        var shown: [Shown] = []
        app.onFrame = { report in
            shown.append(Shown(ms: (report.time - start) * 1000, offset: scroll.contentOffset, zoom: scroll.zoomScale))
        }
        var runner = HeadlessRunner()
        runner.frameInterval = frameInterval
        let outcome = try runner.run(app, script: script)
        #expect(outcome.settled)
        return shown
    }

    /// The frame before the lift frame and the lift frame (83.3 ms).
    func liftFrames(_ shown: [Shown]) throws -> (before: Shown, lift: Shown) {
        let i = try #require(shown.firstIndex { $0.ms > 72 })
        #expect(abs(shown[i].ms - 250.0 / 3) < 1e-3 && abs(shown[i - 1].ms - 200.0 / 3) < 1e-3)
        return (shown[i - 1], shown[i])
    }

    func tall(_ app: Application, _ scroll: ScrollView) {
        scroll.contentSize = Size(width: 800, height: 20_000)
    }

    @Test("spec §3.2 T3.2a a 2 pt/ms flick: the lift frame moves 32.744 (to 143), 181.04 after six frames")
    func momentumStartsInTheLiftFrame() throws {
        let shown = try replay("flick-2", configure: tall)
        let (before, lift) = try liftFrames(shown)
        // 120 px of finger travel less the 10 pt hysteresis (spec §7.2).
        #expect(before.offset.y == 110)
        #expect(lift.offset.y == 143, "110 + 32.744, rounded to the pixel (spec §1.1)")
        let i = try #require(shown.firstIndex { $0.ms > 72 })
        #expect(shown[i + 5].offset.y == 291, "110 + 181.04 after six steps (100 ms)")
    }

    @Test("spec §3.2 at 120 Hz the lift frame's first step is one 120 Hz frame: 16.511 (110 → 127)")
    func momentumAt120Hz() throws {
        let shown = try replay("flick-2", frameInterval: 1.0 / 120, configure: tall)
        // The lift (72 ms) alone in the frame at 75 ms; the last move (62 ms) in the one at 66.7 ms.
        let i = try #require(shown.firstIndex { $0.ms > 72 })
        #expect(abs(shown[i].ms - 75) < 1e-3 && abs(shown[i - 1].ms - 200.0 / 3) < 1e-3)
        #expect(shown[i - 1].offset.y == 110)
        // spec §3.2: dt = 1000/maxFPS = 8.333 ms; 2·0.998·(1 − E(8.333·ln 0.998))/0.002 = 16.511.
        #expect(shown[i].offset.y == 127)
    }

    @Test("spec §3.2 a 4 pt/ms flick: the lift frame moves 65.489 (230 → 295)")
    func fastFlickStartsInTheLiftFrame() throws {
        let (before, lift) = try liftFrames(try replay("flick-4", configure: tall))
        #expect(before.offset.y == 230)
        #expect(lift.offset.y == 295)
    }

    @Test("spec §4.1 §4.2 released pulled past the top at 2 pt/ms: the spring's first step is in the lift frame (−54 → −73)")
    func edgeBounceStartsInTheLiftFrame() throws {
        let (before, lift) = try liftFrames(try replay("pull-down", configure: tall))
        // spec §2.1: 110 pt past the top on a 480 pt view shows 110·480·0.55/(480 + 0.55·110) = 53.728.
        #expect(before.offset.y == -54)
        // spec §4.1 spring step over 16.67 ms from −54 at −2 pt/ms: k = E(−0.01005·dt), d = E(dt·ln 0.998),
        // x = k·x + (1 − d)·k·r·v/(1 − r) = −73.43: still moving outward (spec §4.2).
        let dt = 1000.0 / 60
        let k = 1 + (-0.01005 * dt) * (1 + 0.5 * (-0.01005 * dt))
        let y = dt * log(0.998), d = 1 + y * (1 + 0.5 * y)
        let x = k * -54 + (1 - d) * k * 0.998 * -2 / 0.002
        #expect(abs(x - -73.4316) < 1e-4)
        #expect(lift.offset.y == -73)
    }

    @Test("spec §5.2 a swipe to the next page: the spring's first 16 iterations are in the lift frame (910 → 953)")
    func pageSettleStartsInTheLiftFrame() throws {
        let (before, lift) = try liftFrames(try replay("swipe-left") { _, scroll in
            scroll.isPagingEnabled = true
            scroll.contentSize = Size(width: 2400, height: 480)
            scroll.contentOffset = Point(x: 800, y: 0)
        })
        #expect(before.offset.x == 910)
        // spec §5.1: 2 pt/ms > 0.3 → the next page, 1600. spec §5.2 at dim 800, floor(16.67) = 16 iterations.
        let pull = 800 * -1.84659091e-7 + 3.59090909e-4, friction = 800 * 9.94318182e-6 + 0.966818182
        var x = 910.0, v = 2.0
        for _ in 0..<16 {
            v += (1600 - x) * pull
            v *= friction
            x += v
        }
        #expect(abs(x - 952.7227) < 1e-4)
        #expect(lift.offset.x == 953)
    }

    /// A zoom view the delegate names.
    @MainActor
    final class Zooming: ScrollViewDelegate {
        let view = View(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        func viewForZooming(in scrollView: ScrollView) -> View? { view }
    }

    @Test("spec §6.3 §6.4 a pinch released past the maximum: the spring-back's first frame is the lift frame")
    func zoomSpringBackStartsInTheLiftFrame() throws {
        let zooming = Zooming()
        let (before, lift) = try liftFrames(try replay("pinch-out") { _, scroll in
            scroll.addSubview(zooming.view)
            scroll.contentSize = zooming.view.frame.size
            scroll.maximumZoomScale = 1.5
            scroll.delegate = zooming
        })
        // Rubber-banded past 1.5 (spec §6.3) when the fingers lift.
        #expect(before.zoom > 1.5 && before.zoom < 3)
        // spec §6.3: animated back to 1.5 over min(|ln s − ln 1.5|·0.3 + 0.1, 0.4) s, linearly; the lift
        // frame is 16.67 ms into it.
        let duration = Zoom.animationDurationMs(from: before.zoom, to: 1.5)
        let expected = before.zoom + (1.5 - before.zoom) * (1000.0 / 60) / duration
        #expect(abs(lift.zoom - expected) < 1e-9 && lift.zoom < before.zoom)
    }

    @Test("spec §9.7 a status-bar tap: the lift frame is 16.67 ms into the 0.3 s ease-out to the top")
    func scrollToTopStartsInTheTapFrame() throws {
        let shown = try replay("status-bar-tap") { app, scroll in
            scroll.contentSize = Size(width: 800, height: 4000)
            scroll.contentOffset = Point(x: 0, y: 1000)
            app.window.statusBarHeight = 20
            app.window.addSubview(StatusBar(frame: Rect(x: 0, y: 0, width: 800, height: 20)))
        }
        // The tap lifts at 55 ms: the frame at 66.7 ms delivers it.
        let i = try #require(shown.firstIndex { $0.ms > 55 })
        #expect(abs(shown[i].ms - 200.0 / 3) < 1e-3 && shown[i - 1].offset.y == 1000)
        let p = AnimationCurve.easeOut.progress(at: (1000.0 / 60) / 300)
        #expect(shown[i].offset.y == (1000 - 1000 * p).rounded())
        #expect(shown[i].offset.y < 1000)
        #expect(shown.last?.offset.y == 0)
    }
}
