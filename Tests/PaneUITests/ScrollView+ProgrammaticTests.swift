import Testing
import PaneGeometry
import PaneInput
import PanePhysics
@testable import PaneUI

@MainActor
@Suite struct ScrollViewProgrammaticTests {
    @Test("spec §9.4 T9.4a animated setContentOffset: 150 at 150 ms, 300 at 300 ms, one didEndScrollingAnimation") func animatedOffset() {
        let h = ScrollHarness()
        h.scroll.setContentOffset(Point(x: 0, y: 300), animated: true)
        h.frames(9)               // t = 150 ms: the next frame is the first step (t = 16.7 ms)
        #expect(h.scroll.contentOffset.y == 150)
        h.frames(9)               // t = 300 ms
        #expect(h.scroll.contentOffset.y == 300)
        h.frames(3)
        #expect(h.log == didScrolls(18) + ["didEndScrollingAnimation"])
        #expect(!h.scroll.isDecelerating && !h.scroll.isAnimatingContent)
    }

    @Test("spec §9.4 T9.4b not animated: one didScroll, nothing else; not clamped") func immediateOffset() {
        let h = ScrollHarness()
        h.scroll.setContentOffset(Point(x: 0, y: 10), animated: false)
        h.scroll.setContentOffset(Point(x: 0, y: 99_999), animated: false)
        h.frames(5)
        #expect(h.log == ["didScroll", "didScroll"] && h.scroll.contentOffset.y == 99_999)
    }

    @Test("spec §9.4 an animated scroll to where the content is already sends nothing but its end") func animatedNowhere() {
        let h = ScrollHarness()
        h.scroll.setContentOffset(.zero, animated: true)
        h.frames(20)
        #expect(h.log == ["didEndScrollingAnimation"])
    }

    @Test("spec §9.5 a second animated scroll retargets the first") func retarget() {
        let h = ScrollHarness()
        h.scroll.setContentOffset(Point(x: 0, y: 300), animated: true)
        h.frames(10)
        h.scroll.setContentOffset(Point(x: 0, y: 600), animated: true)
        h.frames(30)
        #expect(h.scroll.contentOffset.y == 600 && h.log.filter { $0 == "didEndScrollingAnimation" }.count == 1)
    }

    @Test("spec §1.7 T1.7b programmatic scrolling works with scrolling disabled") func disabledStillScrolls() {
        let h = ScrollHarness()
        h.scroll.isScrollEnabled = false
        h.scroll.setContentOffset(Point(x: 0, y: 300), animated: false)
        #expect(h.scroll.contentOffset.y == 300 && h.log == ["didScroll"])
    }

    func rects() -> ScrollHarness {
        ScrollHarness(bounds: Size(width: 320, height: 480), content: Size(width: 320, height: 2000))
    }

    @Test("spec §9.5 T9.5a a rect below scrolls the least: its bottom to the bottom edge") func rectBelow() {
        let h = rects()
        h.scroll.scrollRectToVisible(Rect(x: 0, y: 600, width: 320, height: 100), animated: false)
        #expect(h.scroll.contentOffset == Point(x: 0, y: 220))
    }

    @Test("spec §9.5 T9.5b a visible rect scrolls nothing") func rectVisible() {
        let h = rects()
        h.scroll.scrollRectToVisible(Rect(x: 0, y: 100, width: 320, height: 100), animated: true)
        h.frames(30)
        #expect(h.log.isEmpty && h.scroll.contentOffset == .zero)
    }

    @Test("spec §9.5 T9.5c a rect above: its top to the top edge") func rectAbove() {
        let h = rects()
        h.scroll.contentOffset = Point(x: 0, y: 1000)
        h.scroll.scrollRectToVisible(Rect(x: 0, y: 200, width: 320, height: 100), animated: false)
        #expect(h.scroll.contentOffset.y == 200)
    }

    @Test("spec §9.5 T9.5d a rect taller than the view aligns its bottom") func tallRect() {
        let h = rects()
        h.scroll.scrollRectToVisible(Rect(x: 0, y: 600, width: 320, height: 800), animated: false)
        #expect(h.scroll.contentOffset.y == 920)
    }

    @Test("spec §9.5 T9.5e a rect past the content is clipped to it first") func clippedRect() {
        let h = rects()
        h.scroll.scrollRectToVisible(Rect(x: 0, y: 1950, width: 320, height: 100), animated: false)
        #expect(h.scroll.contentOffset.y == 1520)
    }

    @Test("spec §9.5 T9.5f with insets the top inset shows above a rect at the top") func rectWithInsets() {
        let h = ScrollHarness(bounds: Size(width: 375, height: 812), content: Size(width: 375, height: 2000))
        h.scroll.contentInset = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        h.scroll.contentOffset = Point(x: 0, y: 500)
        h.scroll.scrollRectToVisible(Rect(x: 0, y: 0, width: 375, height: 44), animated: false)
        #expect(h.scroll.contentOffset.y == -47)
    }

    @Test("spec §9.5 animated: 0.3 s, then didEndScrollingAnimation") func rectAnimated() {
        let h = rects()
        h.scroll.scrollRectToVisible(Rect(x: 0, y: 600, width: 320, height: 100), animated: true)
        h.frame()
        h.frames(18)
        #expect(h.scroll.contentOffset.y == 220 && h.log.last == "didEndScrollingAnimation")
    }
}
