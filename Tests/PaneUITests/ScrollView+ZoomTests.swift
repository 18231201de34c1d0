import Testing
import PaneGeometry
import PaneInput
import PanePhysics
@testable import PaneUI

@MainActor
@Suite struct ScrollViewZoomTests {
    /// spec §6.2's scene: bounds 320×480, a 1000×1000 zoom view at scale 1, offset 0, range 1…4.
    func scene() -> (ScrollHarness, View) {
        let h = ScrollHarness(bounds: Size(width: 320, height: 480), content: Size(width: 1000, height: 1000))
        let photo = View(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        h.scroll.addSubview(photo)
        h.zoomView = photo
        h.scroll.maximumZoomScale = 4
        h.scroll.delegate = h
        return (h, photo)
    }

    @Test("spec §6.1 zooming is on only with a zoom view and a range; the pan then takes two fingers at most") func zoomAvailability() {
        let h = ScrollHarness()
        #expect(!h.scroll.pinchGestureRecognizer.isEnabled && h.scroll.zoomScale == 1)
        let (z, _) = scene()
        #expect(z.scroll.pinchGestureRecognizer.isEnabled && z.scroll.panGestureRecognizer.maximumNumberOfTouches == 2)
        z.scroll.maximumZoomScale = 1
        #expect(!z.scroll.pinchGestureRecognizer.isEnabled)
    }

    @Test("spec §6.2 T6a-c the pinch zooms around the fingers, and a moving centroid pans (spec §7.6 T7.6b)") func anchor() {
        let (h, photo) = scene()
        let c = Point(x: 160, y: 240)
        h.fingers(.began, centre: c, distance: 100)
        h.fingers(.moved, centre: c, distance: 109)    // began: the zoom scale (1) at 109 pt
        h.fingers(.moved, centre: c, distance: 218)    // scale 2
        #expect(h.scroll.zoomScale == 2 && h.scroll.contentSize == Size(width: 2000, height: 2000))
        #expect(photo.frame == Rect(x: 0, y: 0, width: 2000, height: 2000))
        #expect(h.scroll.contentOffset == Point(x: 160, y: 240), "T6a")
        h.fingers(.moved, centre: Point(x: 170, y: 250), distance: 218)
        #expect(h.scroll.contentOffset == Point(x: 150, y: 230), "T6b")
        #expect(h.scroll.panGestureRecognizer.state.isActive, "the pan runs with the pinch")
        h.fingers(.moved, centre: c, distance: 327)
        #expect(h.scroll.zoomScale == 3 && h.scroll.contentOffset == Point(x: 320, y: 480), "T6c")
        for _ in 0..<8 { h.fingers(.stationary, centre: c, distance: 327) }   // rest, then lift: no fling
        h.fingers(.ended, centre: c, distance: 327)
        h.frames(30)
        #expect(h.scroll.zoomScale == 3 && h.scroll.contentOffset == Point(x: 320, y: 480) && !h.scroll.isZooming)
    }

    @Test("spec §6.6 T6g from zoom 2 the fingers 100 apart, recognized at 109, now 150 → 2.7523") func pinchFromZoomed() {
        let (h, _) = scene()
        h.scroll.setZoomScale(2, animated: false)
        let c = Point(x: 160, y: 240)
        h.fingers(.began, centre: c, distance: 100)
        h.fingers(.moved, centre: c, distance: 109)
        h.fingers(.moved, centre: c, distance: 150)
        #expect(abs(h.scroll.zoomScale - 2 * 150 / 109) < 1e-9 && abs(h.scroll.zoomScale - 2.7523) < 1e-4)
    }

    @Test("spec §6.3 past the maximum the scale rubber-bands (6 → 5.3333) and springs back to 4 in 0.1863 s") func zoomRubberBand() {
        let (h, _) = scene()
        let c = Point(x: 160, y: 240)
        h.fingers(.began, centre: c, distance: 100)
        h.fingers(.moved, centre: c, distance: 109)
        h.fingers(.moved, centre: c, distance: 654)    // raw scale 6
        #expect(abs(h.scroll.zoomScale - 5.3333) < 1e-4)
        h.log.removeAll()
        h.fingers(.ended, centre: c, distance: 654)   // the lift frame: the spring-back's first step
        #expect(h.scroll.isZoomBouncing && !h.scroll.isZooming && h.scroll.zoomScale < 5.3333)
        h.frames(10)                                  // 183 ms
        #expect(h.scroll.zoomScale > 4 && !h.log.contains { $0.hasPrefix("didEndZooming") })
        h.frames(1)                                   // 200 ms ≥ 186.3 ms
        #expect(h.scroll.zoomScale == 4 && h.log.last == "didEndZooming(4.0)" && !h.scroll.isZoomBouncing)
    }

    @Test("spec §6.3 bouncesZoom off: the pinch stops at the maximum") func noZoomBounce() {
        let (h, _) = scene()
        h.scroll.bouncesZoom = false
        let c = Point(x: 160, y: 240)
        h.fingers(.began, centre: c, distance: 100)
        h.fingers(.moved, centre: c, distance: 109)
        h.fingers(.moved, centre: c, distance: 654)
        #expect(h.scroll.zoomScale == 4)
    }

    @Test("spec §6.9 a pinch: willBeginZooming, then didScroll and didZoom per change, then didEndZooming") func zoomCallbacks() {
        let (h, _) = scene()
        let c = Point(x: 160, y: 240)
        h.fingers(.began, centre: c, distance: 100)
        h.fingers(.moved, centre: c, distance: 109)
        h.fingers(.moved, centre: c, distance: 218)
        h.fingers(.ended, centre: c, distance: 218)
        h.frames(5)
        // At began the scale is still 1 and the content does not move: only didZoom.
        #expect(h.log == ["willBeginZooming", "didZoom", "didScroll", "didZoom", "didEndZooming(2.0)"])
    }

    @Test("spec §6.5 T6d zoom(to:) (100,100,128,192): scale 2.5, offset (250,250), in 0.3749 s") func zoomToRect() {
        let (h, _) = scene()
        h.scroll.zoom(to: Rect(x: 100, y: 100, width: 128, height: 192), animated: true)
        h.frames(22)       // 366.7 ms: the next frame is the first step
        #expect(h.scroll.zoomScale < 2.5)
        h.frames(1)        // 383.3 ms
        #expect(h.scroll.zoomScale == 2.5 && h.scroll.contentOffset == Point(x: 250, y: 250))
        #expect(h.log.last == "didEndZooming(2.5)")
    }

    @Test("spec §6.5 T6e/f zoom(to:) clamps the offset and the scale") func zoomToRectClamped() {
        let (h, _) = scene()
        h.scroll.zoom(to: Rect(x: 0, y: 0, width: 128, height: 192), animated: false)
        #expect(h.scroll.zoomScale == 2.5 && h.scroll.contentOffset == .zero)
        h.scroll.setZoomScale(1, animated: false)
        h.scroll.zoom(to: Rect(x: 900, y: 900, width: 50, height: 50), animated: false)
        #expect(h.scroll.zoomScale == 4 && h.scroll.contentOffset == Point(x: 3540, y: 3460))
    }

    @Test("spec §6.4 setZoomScale(animated:) takes min(|ln s − ln t|·0.3 + 0.1, 0.4) s: 1 → 2.5 in 0.3749 s") func setZoomScaleAnimated() {
        let (h, _) = scene()
        h.scroll.setZoomScale(2.5, animated: true)
        h.frames(22)
        #expect(h.scroll.zoomScale < 2.5)
        h.frames(1)
        #expect(h.scroll.zoomScale == 2.5 && h.scroll.contentSize == Size(width: 2500, height: 2500))
    }

    @Test("spec §6.1 setZoomScale clamps to the range and keeps the visible centre") func setZoomScale() {
        let (h, photo) = scene()
        h.scroll.setZoomScale(2, animated: false)
        #expect(photo.frame == Rect(x: 0, y: 0, width: 2000, height: 2000))
        #expect(h.scroll.contentOffset == Point(x: 160, y: 240), "the visible centre (160, 240) → (320, 480) − (160, 240)")
        h.scroll.setZoomScale(9, animated: false)
        #expect(h.scroll.zoomScale == 4)
        h.scroll.setZoomScale(0.1, animated: false)
        #expect(h.scroll.zoomScale == 1)
    }

    /// A 1280×800 view on a 2000×1200 zoom view at scale 1, offset (560, 400), range 1…3: the
    /// visible centre is zoom-view point (1200, 800).
    func wide() -> ScrollHarness {
        let h = ScrollHarness(bounds: Size(width: 1280, height: 800), content: Size(width: 2000, height: 1200))
        let photo = View(frame: Rect(x: 0, y: 0, width: 2000, height: 1200))
        h.scroll.addSubview(photo)
        h.zoomView = photo
        h.scroll.maximumZoomScale = 3
        h.scroll.delegate = h
        h.scroll.contentOffset = Point(x: 560, y: 400)
        return h
    }

    @Test("spec §6.2 300 small setZoomScale steps from 1 to 3 about the centre end where one call does: (2960, 2000)")
    func manyZoomStepsDoNotDrift() {
        let one = wide()
        one.scroll.setZoomScale(3, animated: false)
        // (1200, 800)·3 − (640, 400).
        #expect(one.scroll.contentOffset == Point(x: 2960, y: 2000))
        let many = wide()
        for i in 1...300 {
            many.scroll.setZoomScale(1 + 2 * Double(i) / 300, animated: false)
            // Each step is drawn at whole pixels (spec §1.1) …
            #expect(many.scroll.contentOffset == many.scroll.contentOffset.pixelRounded(scale: 1))
        }
        // … but the anchor is taken from the exact offset, so the rounding does not add up.
        #expect(many.scroll.zoomScale == 3)
        #expect(many.scroll.contentOffset == Point(x: 2960, y: 2000))
    }

    @Test("spec §1.1 the exact offset follows bounds set directly, and setContentOffset keeps the unrounded value")
    func exactOffsetState() {
        let h = wide()
        h.scroll.contentOffset = Point(x: 100.4, y: 50.6)
        #expect(h.scroll.contentOffset == Point(x: 100, y: 51) && h.scroll.exactContentOffset == Point(x: 100.4, y: 50.6))
        h.scroll.bounds.origin = Point(x: 7, y: 9)
        #expect(h.scroll.exactContentOffset == Point(x: 7, y: 9))
    }
}
