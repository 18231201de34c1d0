import Testing
import PaneGeometry
import PaneInput
import PanePhysics
@testable import PaneUI

/// A finger down at (100, 100), past the 10 pt hysteresis at (100, 110) (translation 0 there),
/// then at (100, 110 + pull): `pull` points of translation.
@MainActor
private func pullDown(_ h: ScrollHarness, by pull: Double) {
    h.frame(.began, 100, 100)
    h.frame(.moved, 100, 110)
    h.frame(.moved, 100, 110 + pull)
}

@MainActor
@Suite struct ScrollViewDraggingTests {
    @Test("spec §2.1 T2a 100 pt past the edge with d = 800 shows 51.462 pt") func rubberBand() {
        let h = ScrollHarness(bounds: Size(width: 375, height: 800))
        h.scroll.screenScale = 1000   // fine enough to read the unrounded value
        pullDown(h, by: 100)
        #expect(abs(h.scroll.contentOffset.y - -51.462) < 1e-3)
        #expect(h.scroll.isDragging && h.scroll.isTracking && !h.scroll.isDecelerating)
    }

    @Test("spec §2.1 T2b the rubber band at 10, 40, 200, 400 and 4000 pt (d = 800)", arguments: [
        (10.0, 5.462), (40, 21.411), (200, 96.703), (400, 172.549), (4000, 586.667)])
    func rubberBandCheckpoints(pull: Double, shown: Double) {
        let h = ScrollHarness(bounds: Size(width: 375, height: 800))
        h.scroll.screenScale = 1000
        pullDown(h, by: pull)
        #expect(abs(h.scroll.contentOffset.y + shown) < 1e-3)
    }

    @Test("spec §2.1 T2e pulled 100 pt at scale 2 the offset reads −51.5") func rubberBandRounded() {
        let h = ScrollHarness(bounds: Size(width: 375, height: 800))
        h.scroll.screenScale = 2
        pullDown(h, by: 100)
        #expect(h.scroll.contentOffset.y == -51.5)
    }

    @Test("spec §1.5 T1.5a a short content without alwaysBounce does not move") func pinnedAxis() {
        let h = ScrollHarness(bounds: Size(width: 375, height: 812), content: Size(width: 375, height: 500))
        h.drag(from: Point(x: 100, y: 100), dy: 120, steps: 6)
        h.frames(30)
        #expect(h.scroll.contentOffset.y == 0 && h.log.isEmpty && !h.scroll.isDecelerating && !h.scroll.isTracking)
    }

    @Test("spec §1.5 T1.5b alwaysBounceVertical rubber-bands a short content: −51.511, −51.5 at 2x, −51.667 at 3x",
          arguments: [(1000.0, -51.511), (2, -51.5), (3, -51.667)])
    func alwaysBounce(scale: Double, shown: Double) {
        let h = ScrollHarness(bounds: Size(width: 375, height: 812), content: Size(width: 375, height: 500))
        h.scroll.alwaysBounceVertical = true
        h.scroll.screenScale = scale
        pullDown(h, by: 100)
        #expect(abs(h.scroll.contentOffset.y - shown) < 1e-3)
    }

    @Test("spec §1.5 T1.5c bounces off: clamped, and no dead zone when reversing") func noBounce() {
        let h = ScrollHarness()
        h.scroll.bounces = false
        pullDown(h, by: 100)
        #expect(h.scroll.contentOffset.y == 0)
        h.frame(.moved, 100, 180)
        #expect(h.scroll.contentOffset.y == 30)
    }

    @Test("spec §1.5 T1.5d a vertical-only scroller does not begin on a sideways move") func sidewaysMove() {
        let h = ScrollHarness()
        h.frame(.began, 100, 100)
        h.frame(.moved, 130, 102)
        #expect(h.scroll.panGestureRecognizer.state == .possible && !h.scroll.isDragging)
        h.frame(.ended, 130, 102)
        #expect(h.log.isEmpty && !h.scroll.isTracking)
    }

    @Test("spec §1.7 T1.7a scrolling disabled: a 200 pt drag moves nothing and tells the delegate nothing") func scrollDisabled() {
        let h = ScrollHarness()
        h.scroll.contentOffset = Point(x: 0, y: 500)
        h.log.removeAll()
        h.scroll.isScrollEnabled = false
        h.drag(from: Point(x: 100, y: 600), dy: -200, steps: 5)
        h.frames(30)
        #expect(h.scroll.contentOffset.y == 500 && h.log.isEmpty)
    }

    @Test("spec §9.1 a drag that stops before lifting: the exact delegate calls, no momentum") func dragWithoutMomentum() {
        let h = ScrollHarness()
        h.scroll.contentOffset = Point(x: 0, y: 500)
        h.log.removeAll()
        h.drag(from: Point(x: 100, y: 400), dy: -200, steps: 10, hold: 10)
        #expect(h.log == ["willBeginDragging"] + didScrolls(10) + ["willEndDragging", "didEndDragging(false)"])
        #expect(h.endDragging?.velocity == .zero && h.endDragging?.target == Point(x: 0, y: 690))
        #expect(h.scroll.contentOffset.y == 690)
        #expect(!h.scroll.isDecelerating && !h.scroll.isDragging && !h.scroll.isTracking)
    }

    @Test("isTracking from touch-down, isDragging once the pan began") func states() {
        let h = ScrollHarness()
        h.frame(.began, 100, 300)
        #expect(h.scroll.isTracking && !h.scroll.isDragging)
        h.frame(.moved, 100, 295)
        #expect(h.scroll.isTracking && !h.scroll.isDragging)
        h.frame(.moved, 100, 280)
        #expect(h.scroll.isTracking && h.scroll.isDragging)
        h.frame(.ended, 100, 280)
        #expect(!h.scroll.isTracking && !h.scroll.isDragging)
    }

    /// Touches at explicit times (ms after 100 s) on a scroll view at offset 1000, scale 1000.
    func timedDrag(_ events: [(ms: Double, y: Double)], liftAt lift: Double) -> ScrollHarness {
        let h = ScrollHarness()
        h.scroll.screenScale = 1000
        h.scroll.contentOffset = Point(x: 0, y: 1000)
        h.log.removeAll()
        func send(_ phase: TouchPhase, _ ms: Double, _ y: Double) {
            let t = InputTime(seconds: 100 + ms / 1000)
            h.touches.dispatch(TouchFrame(timestamp: t, touches: [Touch(id: TouchID(1), phase: phase, location: Point(x: 100, y: 300 + y), timestamp: t)]))
        }
        for (i, e) in events.enumerated() { send(i == 0 ? .began : .moved, e.ms, e.y) }
        send(.ended, lift, events.last?.y ?? 0)
        return h
    }

    @Test("spec §3.3 T3.3a events every 8 ms at y 0, 4, 12, 24: release −0.725 pt/ms, target 357.142 back, one fast flick") func releaseVelocity() {
        let h = timedDrag([(0, 0), (8, 4), (16, 12), (24, 24)], liftAt: 32)
        let v = h.endDragging?.velocity ?? .zero
        #expect(v.x == 0 && abs(v.y - -0.725) < 1e-9)
        #expect(h.scroll.contentOffset.y == 1000 - 14, "24 pt less the 10 pt hysteresis")
        #expect(abs((h.endDragging?.target.y ?? 0) - (986 - 357.142)) < 1e-3)
        #expect(h.scroll.fastScroll.count == 1)
        #expect(h.log.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
    }

    @Test("spec §3.3 T3.3b a release at 200 pt/s does not decelerate") func slowRelease() {
        let h = timedDrag([(0, 0), (50, 10), (100, 20), (150, 30)], liftAt: 160)
        #expect(h.log.suffix(2) == ["willEndDragging", "didEndDragging(false)"])
        #expect(h.endDragging?.velocity == .zero && !h.scroll.isDecelerating)
    }

    @Test("spec §3.3 T3.3c one movement before the release: the raw latest velocity, not a quarter of it") func singleSample() {
        let h = timedDrag([(0, 0), (8, 24)], liftAt: 16)
        let v = h.endDragging?.velocity ?? .zero
        #expect(abs(v.y - -0.6) < 1e-9)
    }

    @Test("spec §4.3 T4e grabbing a bouncing view keeps it still; its unconstrained offset is −100") func grabBouncing() {
        let h = ScrollHarness(bounds: Size(width: 375, height: 800))
        h.scroll.screenScale = 1000
        h.scroll.contentOffset = Point(x: 0, y: -51.462)
        h.scroll.bounceIfNeeded()
        h.frames(1)
        let shown = h.scroll.contentOffset.y
        #expect(h.scroll.isDecelerating)
        h.frame(.began, 100, 300)
        #expect(h.scroll.isDragging && !h.scroll.isDecelerating)
        #expect(abs(h.scroll.drag.start.y - RubberBand.unconstrainedOffset(shown, minimum: 0, maximum: 3200, range: 800)) < 1e-9)
        h.frame(.moved, 100, 300)
        #expect(h.scroll.contentOffset.y == shown)
        // spec §4.3 with the spec's numbers: −51.462 shown is −100 unconstrained.
        #expect(abs(RubberBand.unconstrainedOffset(-51.462, minimum: 0, maximum: 3200, range: 800) - -100) < 1e-3)
    }
}

@MainActor
@Suite struct ScrollViewDirectionalLockTests {
    func harness() -> ScrollHarness {
        let h = ScrollHarness(bounds: Size(width: 400, height: 400), content: Size(width: 2000, height: 2000))
        h.scroll.contentOffset = Point(x: 500, y: 500)
        return h
    }

    func moves(_ h: ScrollHarness, _ points: [Point]) {
        h.frame(.began, 200, 200)
        for p in points { h.frame(.moved, p.x, p.y) }
    }

    @Test("spec §1.6 T1.6a a shallow first move locks horizontal; later diagonal moves change only x") func locksHorizontal() {
        let h = harness()
        h.scroll.isDirectionalLockEnabled = true
        // Began at (212, 200): 2 pt past the 10 pt hysteresis on x; then (10, 3), then (5, 5).
        moves(h, [Point(x: 212, y: 200), Point(x: 222, y: 203), Point(x: 227, y: 208)])
        #expect(h.scroll.contentOffset == Point(x: 500 - 17, y: 500))
    }

    @Test("spec §1.6 T1.6b a 26.57° move (10, 5) leaves both axes free") func unlockedDiagonal() {
        let h = harness()
        h.scroll.isDirectionalLockEnabled = true
        // (10, 5) from touch-down begins the pan with translation (0, 0): nothing decided yet.
        moves(h, [Point(x: 210, y: 205)])
        #expect(h.scroll.contentOffset == Point(x: 500, y: 500))
        h.frame(.moved, 220, 210)   // the move (10, 5): 26.57°, neither ≤ 20° nor ≥ 70°
        #expect(h.scroll.contentOffset == Point(x: 490, y: 495))
    }

    @Test("spec §1.6 T1.6c a steep move locks vertical") func locksVertical() {
        let h = harness()
        h.scroll.isDirectionalLockEnabled = true
        moves(h, [Point(x: 200, y: 212), Point(x: 202, y: 222), Point(x: 210, y: 227)])
        #expect(h.scroll.contentOffset == Point(x: 500, y: 500 - 17))
    }

    @Test("spec §1.6 T1.6d without the lock both axes move") func unlocked() {
        let h = harness()
        moves(h, [Point(x: 212, y: 200), Point(x: 222, y: 203), Point(x: 227, y: 208)])
        #expect(h.scroll.contentOffset == Point(x: 500 - 17, y: 500 - 8))
    }
}
