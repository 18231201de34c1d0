import Testing
import Pane
@testable import PaneGallery

/// The pager's flows: open, page, pinch, double tap, close, and the zoomed photo handing a drag
/// over to the pager. The second photo (index 1) is opened by a tap at (300, 150) in each.
extension GalleryFlowTests {
    @Test func tapOnAThumbnailOpensThePagerOnThatPhoto() throws {
        let r = try run("open-photo")
        expectSettled(r)
        #expect(r.trace.first?["pager"] == nil)
        #expect(r.end?["pager"] == ViewState(x: 800, y: 0, zoom: 1, state: "idle"))
        #expect(r.end?["photo-1"] == ViewState(x: 0, y: 0, zoom: 1, state: "idle"))
        expectGolden(r, "open-photo")
    }

    @Test func swipeTurnsToTheNextPage() throws {
        let r = try run("page-swipe")
        expectSettled(r)
        #expect(r.at(900)?["pager"]?.x == 800)
        #expect(r.trace.contains { $0["pager"]?.state == "dragging" })
        #expect(r.trace.contains { $0["pager"]?.state == "decelerating" })
        // spec §5.1: released past half a page, moving left: the next page, reached by the spring (spec §5.2).
        #expect(r.end?["pager"] == ViewState(x: 1600, y: 0, zoom: 1, state: "idle"))
        expectGolden(r, "page-swipe")
    }

    @Test func pinchZoomsThePhotoAroundTheFingers() throws {
        let r = try run("pinch-zoom")
        expectSettled(r)
        #expect(r.trace.contains { $0["photo-1"]?.state == "zooming" })
        // spec §6.6: the pinch begins with the fingers 200 apart (past 8 pt, spec §7.3) and ends 500 apart:
        // 2.5x. spec §6.2: the centroid (400, 240) stays put, so the offset is (400, 240)·2.5 − (400, 240).
        #expect(r.end?["photo-1"] == ViewState(x: 600, y: 360, zoom: 2.5, state: "idle"))
        #expect(r.end?["pager"] == ViewState(x: 800, y: 0, zoom: 1, state: "idle"))
        expectGolden(r, "pinch-zoom")
    }

    @Test func doubleTapZoomsInThenOut() throws {
        let r = try run("double-tap-zoom")
        expectSettled(r)
        // spec §6.8/§6.5: a 2.5x rect centred on (400, 240): offset (400, 240)·2.5 − (400, 240); 0.3749 s (spec §6.4).
        #expect(r.at(2400)?["photo-1"] == ViewState(x: 600, y: 360, zoom: 2.5, state: "idle"))
        // The lift-frame rule: the frame that delivers the second tap's lift is already one frame
        // into the zoom, 1 + 1.5·16.67/374.9 (spec §6.4, linear), traced to 5 decimals.
        let lift = try frameDelivering(try liftTimes("double-tap-zoom")[2], in: r)
        #expect(r.trace[lift - 1]["photo-1"]?.zoom == 1)
        let zoom = 1 + 1.5 * (1000.0 / 60) / Zoom.animationDurationMs(from: 1, to: 2.5)
        #expect(abs((r.trace[lift]["photo-1"]?.zoom ?? 0) - zoom) < 5e-6)
        #expect(r.end?["photo-1"] == ViewState(x: 0, y: 0, zoom: 1, state: "idle"))
        #expect(r.end?["pager"]?.x == 800)
        expectGolden(r, "double-tap-zoom")
    }

    /// The gallery keeps the tap that closes the pager (UIKit's Photos toggles its bars
    /// instead): a kiosk's passer-by gets back to the grid with the tap they try first.
    @Test func singleTapClosesThePager() throws {
        let r = try run("close")
        expectSettled(r)
        #expect(r.at(900)?["pager"]?.x == 800)
        // The close tap waits for the double tap to fail: 0.35 s after the lift at 1.05 s (spec §7.6 T7.6a).
        #expect(r.at(1390)?["pager"] != nil)
        #expect(r.end?["pager"] == nil)
        #expect(r.end?["grid"] == ViewState(x: 0, y: -44, zoom: 1, state: "idle"))
        expectGolden(r, "close")
    }

    @Test func zoomedPhotoPansToItsEdgeThenThePagerTakesOver() throws {
        let r = try run("pan-handoff")
        expectSettled(r)
        #expect(r.at(2400)?["photo-1"] == ViewState(x: 600, y: 360, zoom: 2.5, state: "idle"))
        // One drag: first the photo pans right to its edge (2000 − 800) while the pager stays ...
        let drag = r.trace.filter { $0.t >= 2500 }
        #expect(drag.contains { ($0["photo-1"]?.x ?? 0) > 600 && ($0["photo-1"]?.x ?? 0) < 1200 && $0["pager"]?.x == 800 })
        // ... then the pager moves, with the photo at its edge, and turns to the next page.
        let handOver = drag.first { ($0["pager"]?.x ?? 0) > 800 }
        #expect(handOver?["photo-1"]?.x == 1200)
        #expect(r.end?["pager"] == ViewState(x: 1600, y: 0, zoom: 1, state: "idle"))
        expectGolden(r, "pan-handoff")
    }
}
