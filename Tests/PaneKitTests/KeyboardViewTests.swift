import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI
@testable import PaneKit
import PaneTestSupport

@MainActor
@Suite struct KeyboardViewTests {
    @MainActor
    final class Scene {
        let window = Window(size: Size(width: 800, height: 480))
        let keyboard = KeyboardView(frame: .zero)
        let touches: TouchDispatcher
        var frame = 0
        var time: InputTime { InputTime(seconds: 10 + Double(frame) / 60) }
        init() { touches = TouchDispatcher(window: window) }
        func frames(_ n: Int) {
            for _ in 0..<n {
                frame += 1
                window.stepAnimations(to: time)
                window.layoutIfNeeded()
            }
        }
        func tap(_ caption: String) {
            guard let key = keyboard.keyFrame(for: caption) else { return }
            let p = Point(x: key.midX, y: key.midY)
            touches.dispatch(TouchFrame(timestamp: time, touches: [Touch(id: TouchID(1), phase: .began, location: p, timestamp: time)]))
            frames(3)
            touches.dispatch(TouchFrame(timestamp: time, touches: [Touch(id: TouchID(1), phase: .ended, location: p, timestamp: time)]))
        }
    }

    @Test("show publishes the frame at once and slides up in 0.25 s; hide slides down and hides") func slides() {
        let s = Scene()
        s.frames(1)
        s.keyboard.show(in: s.window)
        #expect(s.window.keyboardFrame == Rect(x: 0, y: 260, width: 800, height: 220))
        #expect(s.keyboard.frame.minY == 480, "starts below the window")
        s.frames(8)
        #expect(s.keyboard.frame.minY > 260 && s.keyboard.frame.minY < 480)
        s.frames(8)
        #expect(s.keyboard.frame.minY == 260 && s.keyboard.isShowing)
        s.keyboard.hide()
        #expect(s.window.keyboardFrame == nil && !s.keyboard.isShowing && !s.keyboard.isHidden)
        s.frames(16)
        #expect(s.keyboard.frame.minY == 480 && s.keyboard.isHidden)
    }

    @Test("after an idle stretch the slide starts from the first frame, not from the old frame time") func afterIdle() {
        let s = Scene()
        s.frames(1)
        s.frame += 600   // ten idle seconds without frames
        s.keyboard.show(in: s.window)
        s.frames(1)
        #expect(s.keyboard.frame.minY > 400, "one frame into the slide")
    }

    @Test("keys type through onKey, backspace sends \\u{8}, done calls onDone and leaves hiding to it") func keysType() {
        let s = Scene()
        var typed = ""
        var done = 0
        s.keyboard.onKey = { typed += $0 }
        s.keyboard.onDone = { done += 1 }
        s.keyboard.show(in: s.window, animated: false)
        s.window.layoutIfNeeded()
        s.tap("p"); s.tap("a"); s.tap("⌫"); s.tap("n"); s.tap("space")
        #expect(typed == "pa\u{8}n ")
        s.tap("done")
        #expect(done == 1 && s.keyboard.isShowing && s.window.keyboardFrame != nil)
    }

    @Test("done with nobody listening hides the keyboard") func doneHides() {
        let s = Scene()
        s.keyboard.show(in: s.window, animated: false)
        s.window.layoutIfNeeded()
        s.tap("done")
        #expect(!s.keyboard.isShowing && s.window.keyboardFrame == nil)
        s.frames(20)
        #expect(s.keyboard.isHidden)
    }

    @Test("a key whose touch slides off it types nothing") func slideOff() {
        let s = Scene()
        var typed = ""
        s.keyboard.onKey = { typed += $0 }
        s.keyboard.show(in: s.window, animated: false)
        s.window.layoutIfNeeded()
        let key = s.keyboard.keyFrame(for: "q")!
        let p = Point(x: key.midX, y: key.midY)
        s.touches.dispatch(TouchFrame(timestamp: s.time, touches: [Touch(id: TouchID(1), phase: .began, location: p, timestamp: s.time)]))
        s.frames(2)
        s.touches.dispatch(TouchFrame(timestamp: s.time, touches: [Touch(id: TouchID(1), phase: .ended, location: Point(x: p.x, y: p.y - 200), timestamp: s.time)]))
        #expect(typed.isEmpty)
    }
}
