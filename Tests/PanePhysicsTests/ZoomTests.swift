import PaneGeometry
import Testing
import PanePhysics

@Suite struct ZoomTests {
    @Test("spec §6.3 rubber-band scale (min 1, max 4): 6 → 5.3333, 8 → 6, ∞ → 8, 0.5 → 0.6667, 0.25 → 0.5714")
    func rubberBand() {
        #expect(near(Zoom.rubberBandScale(6, minimum: 1, maximum: 4), 5.3333, 1e-4))
        #expect(near(Zoom.rubberBandScale(8, minimum: 1, maximum: 4), 6.0))
        #expect(Zoom.rubberBandScale(.infinity, minimum: 1, maximum: 4) == 8)
        #expect(near(Zoom.rubberBandScale(1e12, minimum: 1, maximum: 4), 8))
        #expect(near(Zoom.rubberBandScale(0.5, minimum: 1, maximum: 4), 0.6667, 1e-4))
        #expect(near(Zoom.rubberBandScale(0.25, minimum: 1, maximum: 4), 0.5714, 1e-4))
        #expect(Zoom.rubberBandScale(2.5, minimum: 1, maximum: 4) == 2.5)
        #expect(Zoom.rubberBandScale(.nan, minimum: 1, maximum: 4) == 1)
    }

    @Test("spec §6.3 inverse: 5.3333 → 6.0; below min min·(2 − min/rb)")
    func inverse() {
        #expect(near(Zoom.scale(forRubberBandScale: 16.0 / 3, minimum: 1, maximum: 4), 6.0, 1e-9))
        #expect(near(Zoom.scale(forRubberBandScale: 5.3333, minimum: 1, maximum: 4), 6.0, 1e-3))
        #expect(near(Zoom.scale(forRubberBandScale: Zoom.rubberBandScale(0.25, minimum: 1, maximum: 4),
                                minimum: 1, maximum: 4), 0.25, 1e-12))
        #expect(Zoom.scale(forRubberBandScale: 8, minimum: 1, maximum: 4) == .infinity)
    }

    @Test("spec §6.3 release at 5.3333 animates to 4 in 0.1863 s")
    func releaseDuration() {
        #expect(near(Zoom.animationDurationMs(from: 16.0 / 3, to: 4), 186.3, 0.05))
    }

    @Test("spec §6.4 durations: 1→2.5 0.3749 s; 1→1.5 0.2216 s; 2→1 0.3079 s; 1→4 0.4 s",
          arguments: [(1.0, 2.5, 374.9), (1, 1.5, 221.6), (2, 1, 307.9), (1, 4, 400)])
    func durations(from: Double, to: Double, ms: Double) {
        #expect(near(Zoom.animationDurationMs(from: from, to: to), ms, 0.05))
    }

    @Test("spec §6.2 T6a–c anchor: (160,240) at s 1; s 2 → offset (160,240); centroid (170,250) → (150,230); s 3 → (320,480)")
    func anchor() {
        let p = Zoom.anchor(centroid: Point(x: 160, y: 240), offset: .zero, scale: 1)
        #expect(p == Point(x: 160, y: 240))
        #expect(Zoom.anchoredOffset(anchor: p, scale: 2, centroid: Point(x: 160, y: 240)) == Point(x: 160, y: 240))
        #expect(Zoom.anchoredOffset(anchor: p, scale: 2, centroid: Point(x: 170, y: 250)) == Point(x: 150, y: 230))
        #expect(Zoom.anchoredOffset(anchor: p, scale: 3, centroid: Point(x: 160, y: 240)) == Point(x: 320, y: 480))
    }

    let bounds = Size(width: 320, height: 480)
    let zoomView = Size(width: 1000, height: 1000)

    @Test("spec §6.5 T6d rect (100,100,128,192) → s 2.5, offset (250,250), 0.3749 s")
    func zoomToRect() {
        let r = Zoom.zoom(to: Rect(x: 100, y: 100, width: 128, height: 192), boundsSize: bounds, zoomViewSize: zoomView,
                          minimumScale: 1, maximumScale: 4)
        #expect(r.scale == 2.5 && r.offset == Point(x: 250, y: 250))
        #expect(near(Zoom.animationDurationMs(from: 1, to: r.scale), 374.9, 0.05))
    }

    @Test("spec §6.5 T6e rect (0,0,128,192) → offset (0,0)")
    func zoomToCorner() {
        let r = Zoom.zoom(to: Rect(x: 0, y: 0, width: 128, height: 192), boundsSize: bounds, zoomViewSize: zoomView,
                          minimumScale: 1, maximumScale: 4)
        #expect(r.offset == .zero)
    }

    @Test("spec §6.5 T6f rect (900,900,50,50) → s 6.4 clamped to 4 → offset (3540,3460)")
    func zoomClamped() {
        let r = Zoom.zoom(to: Rect(x: 900, y: 900, width: 50, height: 50), boundsSize: bounds, zoomViewSize: zoomView,
                          minimumScale: 1, maximumScale: 4)
        #expect(r.scale == 4 && r.offset == Point(x: 3540, y: 3460))
    }

    @Test("spec §6.6 T6g z0 2, recognized at 109, now 150 → 2.7523; spec §7.3 T7.3a reference 108: 109 → 1.00926, 150 → 1.38889")
    func pinch() {
        #expect(near(Zoom.pinchScale(initialScale: 2, referenceDistance: 109, distance: 150), 2.7523, 1e-4))
        #expect(near(Zoom.pinchScale(initialScale: 1, referenceDistance: 108, distance: 109), 1.00926, 1e-5))
        #expect(near(Zoom.pinchScale(initialScale: 1, referenceDistance: 108, distance: 150), 1.38889, 1e-5))
        #expect(Zoom.pinchScale(initialScale: 2, referenceDistance: 0, distance: 150) == 2)
    }

    @Test("spec §6.7 T6h 200×100 in 320×480 → origin (60,190); at s 2 (400×200) → (0,140)")
    func centering() {
        #expect(Zoom.centeringOrigin(zoomViewSize: Size(width: 200, height: 100), boundsSize: bounds) == Point(x: 60, y: 190))
        #expect(Zoom.centeringOrigin(zoomViewSize: Size(width: 400, height: 200), boundsSize: bounds) == Point(x: 0, y: 140))
    }

    @Test("spec §6.8 T6i target 2.5, tap (160,240) → rect (96,144,128,192)")
    func doubleTapRect() {
        #expect(Zoom.zoomRect(scale: 2.5, center: Point(x: 160, y: 240), boundsSize: bounds)
                == Rect(x: 96, y: 144, width: 128, height: 192))
    }

    @Test("spec §6.8 double-tap target: zoomed in → min; at min → min(max, 2·current)")
    func doubleTapScale() {
        #expect(Zoom.doubleTapScale(current: 2, minimum: 1, maximum: 4) == 1)
        #expect(Zoom.doubleTapScale(current: 1, minimum: 1, maximum: 4) == 2)
        #expect(Zoom.doubleTapScale(current: 1, minimum: 1, maximum: 1.5) == 1.5)
        #expect(Zoom.doubleTapScale(current: 1, minimum: 1, maximum: 4, toMaximum: true) == 4)
    }

    @Test("spec §6.8 T6j image 2000×3000 in 320×480 → min 0.16; max 1/screenScale raised to min")
    func photoRange() {
        let r = Zoom.aspectFitScaleRange(imageSize: Size(width: 2000, height: 3000), boundsSize: bounds, screenScale: 2)
        #expect(near(r.minimum, 0.16, 1e-12) && r.maximum == 0.5)
        let small = Zoom.aspectFitScaleRange(imageSize: Size(width: 100, height: 100), boundsSize: bounds, screenScale: 2)
        #expect(small.minimum == 3.2 && small.maximum == 3.2)
    }
}
