import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI

@MainActor
@Suite struct ScrollViewKeyboardTests {
    /// The spec's scene: an 812-tall full-screen scroll view, safe area top 47 and bottom 34,
    /// content 375x900, a keyboard 336 tall from y 476, a field at y 700...744.
    func scene() -> (ScrollHarness, View) {
        let h = ScrollHarness(bounds: Size(width: 375, height: 812), content: Size(width: 375, height: 900))
        h.window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        h.scroll.didMoveToWindow()
        let field = View(frame: Rect(x: 0, y: 700, width: 375, height: 44))
        h.scroll.addSubview(field)
        h.window.focusedView = field
        return (h, field)
    }

    @Test("spec §9.8 T9.8a the keyboard adds 302 below and the field scrolls into view, in 0.25 s") func shows() {
        let (h, _) = scene()
        #expect(h.scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        h.log.removeAll()
        h.window.setKeyboardFrame(Rect(x: 0, y: 476, width: 375, height: 336))
        #expect(h.scroll.keyboardInset == 302)
        #expect(h.scroll.adjustedContentInset.bottom == 336)
        #expect(h.scroll.offsetLimits.maximum.y == 424)
        h.frame()            // the frame that starts the animation
        h.frames(7)          // about half way
        #expect(h.scroll.contentOffset.y > 0 && h.scroll.contentOffset.y < 268)
        h.frames(8)          // 250 ms
        #expect(h.scroll.contentOffset.y == 268)
        #expect(h.order == ["didChangeAdjustedContentInset", "didScroll"], "no scrolling-animation callback")
    }

    @Test("spec §9.8 the vertical indicator stays above the keyboard") func indicatorAboveKeyboard() {
        let (h, _) = scene()
        h.scroll.contentSize = Size(width: 375, height: 3000)
        h.window.setKeyboardFrame(Rect(x: 0, y: 476, width: 375, height: 336))
        h.frames(20)
        h.scroll.contentOffset = Point(x: 0, y: h.scroll.offsetLimits.maximum.y)
        let bar = h.scroll.verticalIndicator.convert(h.scroll.verticalIndicator.bounds, to: nil)
        #expect(abs(bar.maxY - (476 - 3)) < 1e-9, "the track ends 3 pt above the keyboard")
    }

    @Test("spec §9.8 T9.8b when it hides the inset goes back and the offset slides to the new end") func hides() {
        let (h, _) = scene()
        h.window.setKeyboardFrame(Rect(x: 0, y: 476, width: 375, height: 336))
        h.frames(30)
        h.window.setKeyboardFrame(nil)
        #expect(h.scroll.adjustedContentInset.bottom == 34 && h.scroll.offsetLimits.maximum.y == 122)
        #expect(h.scroll.contentOffset.y == 268, "animated, not at once")
        h.frames(30)
        #expect(h.scroll.contentOffset.y == 122)
    }

    @Test("spec §9.8 a scroll view the keyboard does not cover keeps its inset") func uncovered() {
        let window = Window(size: Size(width: 800, height: 480))
        let top = ScrollView(frame: Rect(x: 0, y: 0, width: 800, height: 200))
        top.contentSize = Size(width: 800, height: 1000)
        window.addSubview(top)
        window.setKeyboardFrame(Rect(x: 0, y: 260, width: 800, height: 220))
        #expect(top.keyboardInset == 0 && top.adjustedContentInset == .zero)
    }
}
