import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI

@Suite struct KeyboardInsetTests {
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

    @Test("§9.8 T9.8a the keyboard adds 302 below and the field scrolls into view") func shows() {
        let (h, _) = scene()
        #expect(h.scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        h.window.setKeyboardFrame(Rect(x: 0, y: 476, width: 375, height: 336))
        #expect(h.scroll.keyboardInset == 302)
        #expect(h.scroll.adjustedContentInset.bottom == 336)
        #expect(h.scroll.offsetLimits.maximum.y == 424)
        h.frames(30)
        #expect(h.scroll.contentOffset.y == 268)
    }

    @Test("§9.8 T9.8b when it hides the inset goes back and the offset slides to the new end") func hides() {
        let (h, _) = scene()
        h.window.setKeyboardFrame(Rect(x: 0, y: 476, width: 375, height: 336))
        h.frames(30)
        h.window.setKeyboardFrame(nil)
        #expect(h.scroll.adjustedContentInset.bottom == 34 && h.scroll.offsetLimits.maximum.y == 122)
        h.frames(30)
        #expect(h.scroll.contentOffset.y == 122)
    }

    @Test func keysTypeAndDoneHides() {
        let window = Window(size: Size(width: 800, height: 480))
        let keyboard = KeyboardView(frame: .zero)
        var typed = ""
        keyboard.onKey = { typed += $0 }
        keyboard.show(in: window)
        window.layoutIfNeeded()
        #expect(window.keyboardFrame == Rect(x: 0, y: 260, width: 800, height: 220))
        let touches = TouchDispatcher(window: window)
        func tap(_ caption: String) {
            let key = keyboard.keys.first { $0.label.text == caption }!
            let p = key.convert(Point(x: key.bounds.midX, y: key.bounds.midY), to: nil)
            touches.dispatch(TouchFrame(timestamp: .zero, touches: [Touch(id: TouchID(1), phase: .began, location: p, timestamp: .zero)]))
            touches.dispatch(TouchFrame(timestamp: .zero, touches: [Touch(id: TouchID(1), phase: .ended, location: p, timestamp: .zero)]))
        }
        tap("p"); tap("a"); tap("⌫"); tap("n")
        #expect(typed == "pa\u{8}n")
        tap("done")
        #expect(!keyboard.isShowing && window.keyboardFrame == nil && keyboard.isHidden)
    }
}
