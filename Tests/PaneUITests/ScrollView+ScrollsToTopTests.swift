import Testing
import PaneGeometry
import PaneGestures
import PaneInput
@testable import PaneUI

@MainActor
@Suite struct ScrollViewScrollsToTopTests {
    /// spec §9.7's scene: 812 tall, top inset 47, at y 1200, a 44 pt status-bar strip on top that
    /// calls `scrollToTop()` when tapped (what PaneKit's `StatusBar` does).
    func scene() -> (ScrollHarness, View) {
        let h = ScrollHarness(bounds: Size(width: 375, height: 812), content: Size(width: 375, height: 3000))
        h.scroll.contentInset = EdgeInsets(top: 47, left: 0, bottom: 0, right: 0)
        h.scroll.contentOffset = Point(x: 0, y: 1200)
        h.window.statusBarHeight = 44
        let bar = View(frame: Rect(x: 0, y: 0, width: 375, height: h.window.statusBarHeight))
        let tap = TapGestureRecognizer()
        tap.addAction { [unowned window = h.window] _ in window.scrollToTop() }
        bar.addGestureRecognizer(tap)
        h.window.addSubview(bar)
        h.log.removeAll()
        return (h, bar)
    }

    func tapStatusBar(_ h: ScrollHarness) {
        h.frame(.began, 100, 20)
        h.frame(.ended, 100, 20)
    }

    @Test("spec §9.7 T9.7a a tap on the status bar scrolls the one candidate to −47, then didScrollToTop") func scrollsToTop() {
        let (h, _) = scene()
        tapStatusBar(h)
        h.frames(9)
        #expect(h.scroll.contentOffset.y < 1200 && h.scroll.contentOffset.y > -47, "animated, 0.3 s")
        h.frames(20)
        #expect(h.scroll.contentOffset.y == -47)
        #expect(h.order == ["shouldScrollToTop", "didScroll", "didScrollToTop"])
        #expect(!h.log.contains("didEndScrollingAnimation"))
    }

    @Test("spec §9.7 T9.7b two candidates: nothing scrolls") func twoCandidates() {
        let (h, _) = scene()
        let other = ScrollView(frame: Rect(x: 0, y: 400, width: 375, height: 200))
        other.contentSize = Size(width: 375, height: 1000)
        other.contentOffset = Point(x: 0, y: 50)
        h.window.insertSubview(other, at: 1)
        tapStatusBar(h)
        h.frames(30)
        #expect(h.scroll.contentOffset.y == 1200 && other.contentOffset.y == 50 && h.log.isEmpty)
    }

    @Test("spec §9.7 a second scroll view with scrollsToTop off, or hidden, is no candidate") func oneOfTwo() {
        let (h, _) = scene()
        let other = ScrollView(frame: Rect(x: 0, y: 400, width: 375, height: 200))
        other.contentSize = Size(width: 375, height: 1000)
        other.contentOffset = Point(x: 0, y: 50)
        other.scrollsToTop = false
        h.window.insertSubview(other, at: 1)
        #expect(h.window.scrollToTop() === h.scroll)
        h.frames(30)
        #expect(h.scroll.contentOffset.y == -47 && other.contentOffset.y == 50)
    }

    @Test("spec §9.7 T9.7c already at the top: nothing") func alreadyAtTop() {
        let (h, _) = scene()
        h.scroll.contentOffset = Point(x: 0, y: -47)
        h.log.removeAll()
        tapStatusBar(h)
        h.frames(30)
        #expect(h.log.isEmpty)
    }

    @Test("spec §9.7 the delegate may refuse; scrolling disabled refuses (spec §1.7)") func refusals() {
        let (h, _) = scene()
        h.allowsScrollToTop = false
        tapStatusBar(h)
        h.frames(30)
        #expect(h.scroll.contentOffset.y == 1200 && h.log == ["shouldScrollToTop"])
        h.allowsScrollToTop = true
        h.scroll.isScrollEnabled = false
        h.log.removeAll()
        #expect(h.window.scrollToTop() == nil && h.log.isEmpty)
    }
}
