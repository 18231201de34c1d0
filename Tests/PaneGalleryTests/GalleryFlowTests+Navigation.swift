import Testing
import Pane
import PaneTesting
@testable import PaneGallery

/// The gallery's navigation (issue 17): a tap on a photo pushes the pager over the grid with
/// UIKit's slide (0.35 s, ease-in-out; the grid moves 0.3 of the width left under it), and the
/// bar's back button, the edge swipe or a single tap on the photo pop it.
extension GalleryFlowTests {
    /// How far a slide that began in the frame at `t0` (ms) is at `t`: that frame is already one
    /// frame into it (the lift-frame rule of View.animate), so the 21st frame ends it.
    static func slide(at t: Double, from t0: Double) -> Double {
        AnimationCurve.easeInOut.progress(at: min(1, ((t - t0) + 1000.0 / 60) / 350))
    }

    /// The frames of a slide begun at `t0` before its last, and the first after it. (Positions
    /// are checked to a thousandth of a point: the virtual clock's microseconds and the curve's
    /// solver differ below that; a frame early or late is tens of points off.)
    static func slide(_ r: FlowRun, from t0: Double) -> (moving: [Screens], done: Screens?) {
        let end = t0 + 20 * 1000.0 / 60
        return (r.screens.filter { $0.t >= t0 - 0.01 && $0.t < end - 0.01 }, r.screens.first { $0.t > end - 0.01 })
    }

    @Test func tapOnAThumbnailPushesThePagerWithTheSlide() throws {
        let r = try run("open-photo", snapshot: { ($0.pager ?? 800) < 400 })
        expectSettled(r)
        let tap = try frameDelivering(try #require(liftTimes("open-photo").first), in: r)
        // The trace rounds to microseconds: the frame's own time, from the screens' record.
        let t0 = try #require(r.screens.first { $0.t > r.trace[tap].t - 0.01 }).t
        #expect(r.trace[tap - 1]["pager"] == nil && r.trace[tap]["pager"]?.x == 800)
        // Sliding: both screens on the stack, the pager from the right, the grid a third left.
        let (sliding, done) = Self.slide(r, from: t0)
        #expect(sliding.count == 20)
        for s in sliding {
            let f = Self.slide(at: s.t, from: t0)
            #expect(abs((s.pager ?? .nan) - 800 * (1 - f)) < 1e-3 && abs((s.grid ?? .nan) + 240 * f) < 1e-3, "\(s)")
        }
        #expect(r.trace.contains { $0.t > t0 && $0.t < t0 + 340 && $0["grid"] != nil && $0["pager"] != nil })
        // Settled: the grid is covered, hidden and out of the trace; the bar names the photo.
        #expect(done?.grid == nil && done?.pager == 0 && abs((done?.t ?? 0) - t0 - 20 * 1000.0 / 60) < 0.01)
        #expect(r.end?["grid"] == nil && r.end?["pager"] == ViewState(x: 800, y: 0, zoom: 1, state: "idle"))
        let bar = r.gallery.navigation.navigationBar
        #expect(bar.title == "landscape-2 · 2/12" && bar.backButton.title == "‹ Photos" && bar.rightView == nil)
        let mid = try #require(r.snapshot)
        #expect(abs(mid.screens.t - t0 - 10 * 1000.0 / 60) < 0.01, "past half-way at the 11th frame of the slide")
        let mismatch = Golden.compare(mid.surface, named: "flow-push-mid")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
        expectGolden(r, "open-photo")
    }

    @Test func theBackButtonPopsThePager() throws {
        let r = try run("back-button")
        expectSettled(r)
        let tap = try frameDelivering(try liftTimes("back-button")[1], in: r)
        // The trace rounds to microseconds: the frame's own time, from the screens' record.
        let t0 = try #require(r.screens.first { $0.t > r.trace[tap].t - 0.01 }).t
        #expect(r.trace[tap - 1]["grid"] == nil && r.trace[tap - 1]["pager"] != nil)
        // The pop slides the pager out right and the grid back from a third left.
        let (sliding, done) = Self.slide(r, from: t0)
        #expect(sliding.count == 20)
        for s in sliding {
            let f = Self.slide(at: s.t, from: t0)
            #expect(abs((s.pager ?? .nan) - 800 * f) < 1e-3 && abs((s.grid ?? .nan) + 240 * (1 - f)) < 1e-3, "\(s)")
        }
        #expect(done?.grid == 0 && done?.pager == nil && abs((done?.t ?? 0) - t0 - 20 * 1000.0 / 60) < 0.01)
        #expect(r.end?["pager"] == nil && r.end?["grid"] == ViewState(x: 0, y: -44, zoom: 1, state: "idle"))
        let nav = r.gallery.navigation
        #expect(nav.views.count == 1 && nav.navigationBar.title == "Photos · 12" && nav.navigationBar.rightView === r.gallery.filter)
        #expect(nav.navigationBar.backButton.isHidden)
        expectGolden(r, "back-button")
    }

    @Test func anEdgeSwipeFollowsTheFingerAndPops() throws {
        let r = try run("edge-swipe", snapshot: { $0.t > 1000 && ($0.pager ?? 0) >= 200 })
        expectSettled(r)
        // The pager never pages: the drag from the edge belongs to the pop gesture.
        #expect(r.trace.allSatisfy { line in
            line["pager"].map { $0.x == 800 && $0.y == 0 && ($0.state == "idle" || $0.state == "tracking") } ?? true
        })
        #expect(r.trace.contains { $0["pager"]?.state == "tracking" }, "it saw the finger, and waited")
        // While the finger is down the screens follow it: the finger's x less its 5 pt start and
        // the pan's 10 pt hysteresis (the recording moves it 25 px a report), the grid in
        // proportion from 0.3 of the width left.
        let lift = try liftTimes("edge-swipe")[1]
        let following = r.screens.filter { $0.t > 1000 && $0.t < lift }
        #expect(following.count >= 15)
        for s in following {
            let x = s.pager ?? .nan
            #expect((x - 15).truncatingRemainder(dividingBy: 25) == 0 && x >= 15 && x <= 490, "\(s)")
            #expect(abs((s.grid ?? .nan) + 240 * (1 - x / 800)) < 1e-9, "\(s)")
        }
        let mid = try #require(r.snapshot)
        #expect(mid.screens.pager == 215 && mid.screens.grid == -175.5)
        let mismatch = Golden.compare(mid.surface, named: "flow-edge-swipe-mid")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
        #expect(r.screens.contains { $0.t > lift && ($0.pager ?? 0) > 505 - 5 - 10 }, "released, it carries on out")
        #expect(r.end?["pager"] == nil && r.end?["grid"] == ViewState(x: 0, y: -44, zoom: 1, state: "idle"))
        #expect(r.gallery.navigation.views.count == 1 && !r.gallery.isPagerOpen)
        #expect(r.screens.last == Screens(t: r.screens.last?.t ?? 0, grid: 0, pager: nil))
    }

    @Test func theSlideshowPushesThePagerWhenIdleAndTheBackButtonEndsIt() throws {
        let r = try run("slideshow-from-grid", galleryFlags: ["--slideshow-after", "2", "--slide-interval", "2"])
        expectSettled(r)
        // Idle from the title-bar tap's lift: the show pushes the pager on the first photo 2 s
        // later, with the slide, and advances 2 s after that.
        let idle = try #require(liftTimes("slideshow-from-grid").first)
        let start = try #require(r.trace.first { $0.t >= idle + 2000 && $0["pager"] != nil })
        #expect(start.t - idle - 2000 < 1000.0 / 60 && start["pager"] == ViewState(x: 0, y: 0, zoom: 1, state: "idle"))
        let t0 = try #require(r.screens.first { $0.t > start.t - 0.01 }).t
        let (sliding, done) = Self.slide(r, from: t0)
        #expect(sliding.count == 20 && sliding.allSatisfy { ($0.pager ?? 0) > 0 && ($0.grid ?? 0) < 0 })
        #expect(done?.pager == 0 && done?.grid == nil)
        #expect(r.at(idle + 3900)?["pager"] == ViewState(x: 0, y: 0, zoom: 1, state: "idle"))
        #expect(r.trace.contains { $0.t > idle + 4000 && $0.t < idle + 4400 && ($0["pager"]?.x ?? 0) > 0 && ($0["pager"]?.x ?? 0) < 800 })
        #expect(r.at(4990)?["pager"] == ViewState(x: 800, y: 0, zoom: 1, state: "idle"))
        // The back button at 5 s: the show ends and the grid slides back.
        #expect(r.end?["pager"] == nil && r.end?["grid"] == ViewState(x: 0, y: -44, zoom: 1, state: "idle"))
        #expect(!r.gallery.slideshow.isRunning && r.gallery.navigation.views.count == 1)
        #expect(r.gallery.pager.navigationItem.title == "landscape-2 · 2/12")
    }
}
