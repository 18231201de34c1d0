import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI

/// `handsOffAtEdges`: a drag on an inner scroll view (a zoomed photo, 640 wide in 320) that
/// reaches the inner view's edge goes on moving the outer one (a pager of three 320 pages).
@MainActor
@Suite struct ScrollViewNestingTests {
    /// The pager at page 0 and, on it, an inner view scrolled to `innerStart` (its maximum is 320).
    func nested(innerStart: Double, handsOff: Bool = true) -> (h: ScrollHarness, inner: ScrollView) {
        let h = ScrollHarness(bounds: Size(width: 320, height: 480), content: Size(width: 960, height: 480))
        h.scroll.isPagingEnabled = true
        let inner = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        inner.contentSize = Size(width: 640, height: 480)
        inner.contentOffset = Point(x: innerStart, y: 0)
        inner.handsOffAtEdges = handsOff
        h.scroll.addSubview(inner)
        return (h, inner)
    }

    /// Finger at x 300 moving by `steps` (pt per frame, negative = left), one move a frame.
    func drag(_ h: ScrollHarness, _ steps: [Double], lift: Bool = true) -> [(inner: Double, outer: Double)] {
        var x = 300.0
        var seen: [(Double, Double)] = []
        h.frame(.began, x, 240)
        let inner = h.scroll.subviews.compactMap { $0 as? ScrollView }.first!
        for step in steps {
            x += step
            h.frame(.moved, x, 240)
            seen.append((inner.contentOffset.x, h.scroll.contentOffset.x))
        }
        if lift { h.frame(.ended, x, 240) }
        return seen
    }

    @Test func theInnerViewPansToItsEdgeThenTheOuterOneMovesAndTurnsThePage() {
        let (h, inner) = nested(innerStart: 280)
        let seen = drag(h, Array(repeating: -15, count: 8))
        // The translation after the pan's 10 pt hysteresis is 5, 20, 35, … 110: the inner view takes
        // the first 40 (to its edge at 320), the outer view the rest.
        #expect(seen.map(\.inner) == [285, 300, 315, 320, 320, 320, 320, 320])
        #expect(seen.map(\.outer) == [0, 0, 0, 10, 25, 40, 55, 70])
        #expect(h.scroll.isDragging == false && inner.isDragging == false)
        h.frames(60)
        // Released at 0.9 pt/ms toward the next page (spec §5.1): it turns; the inner view stays at its edge.
        #expect(h.scroll.contentOffset.x == 320)
        #expect(inner.contentOffset.x == 320)
    }

    @Test func movingBackReturnsTheOuterViewFirst() {
        let (h, inner) = nested(innerStart: 300)
        let seen = drag(h, [-15, -15, -15, 15, 15, 15], lift: false)
        // Translation 5, 20, 35, then back to 20, 5, −10: the outer view gives back its 15 first.
        #expect(seen.map(\.inner) == [305, 320, 320, 320, 305, 290])
        #expect(seen.map(\.outer) == [0, 0, 15, 0, 0, 0])
        // Released back inside the inner view: the pager stays on its page, the inner view flies on
        // to the left (the finger moved right at 0.9 pt/ms) and bounces at 0.
        h.frame(.ended, 300, 240)
        h.frames(120)
        #expect(h.scroll.contentOffset.x == 0 && !h.scroll.isDragging && !h.scroll.isDecelerating)
        #expect(inner.contentOffset.x == 0)
    }

    @Test func withoutHandOffTheInnerViewRubberBandsAndTheOuterStays() {
        let (h, inner) = nested(innerStart: 280, handsOff: false)
        let seen = drag(h, Array(repeating: -15, count: 8))
        #expect(seen.allSatisfy { $0.outer == 0 })
        #expect(seen.last!.inner > 320, "past the edge, rubber-banded")
        h.frames(60)
        #expect(h.scroll.contentOffset.x == 0 && inner.contentOffset.x == 320)
    }
}
