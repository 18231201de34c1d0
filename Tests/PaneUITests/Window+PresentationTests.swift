import Testing
import PaneGeometry
import PaneInput
import PanePixels
@testable import PaneUI
import PaneTestSupport

@MainActor
@Suite struct WindowPresentationTests {
    static let dimming = Color(red: 0, green: 0, blue: 0, alpha: 0x66)

    /// A view whose natural size is 52×44.
    @MainActor
    final class Card: View {
        override var intrinsicContentSize: Size { Size(width: 52, height: 44) }
    }

    @MainActor
    final class Scene {
        let window = Window(size: Size(width: 400, height: 300))
        let log = TouchLog()
        let screen: TouchLogView
        var frame = 0
        init() {
            screen = TouchLogView("screen", log, frame: window.bounds)
            window.addSubview(screen)
        }
        func run(to seconds: Double) {
            while Double(frame) / 60 < seconds - 1e-9 {
                frame += 1
                window.stepAnimations(to: InputTime(seconds: Double(frame) / 60))
            }
        }
    }

    @Test("a sheet slides up to the middle over a fading dimming view; dismiss reverses and removes both") func sheet() {
        let s = Scene()
        let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        var presented = 0, dismissed = 0
        s.window.present(card, dimmingColor: Self.dimming, completion: { presented += 1 })
        #expect(s.window.presentedView === card && card.center == Point(x: 200, y: 350))
        let dimming = s.window.subviews[1]
        #expect(dimming.alpha == 0 && dimming.frame == s.window.bounds && dimming.backgroundColor == Self.dimming)
        s.run(to: 0.3)
        #expect(card.frame == Rect(x: 100, y: 100, width: 200, height: 100) && dimming.alpha == 1 && presented == 1)
        s.window.dismiss(completion: { dismissed += 1 })
        #expect(s.window.presentedView == nil && card.superview != nil)
        s.run(to: 0.6)
        #expect(card.superview == nil && dimming.superview == nil && dismissed == 1)
    }

    @Test("the dimming takes the touches meant for the screen underneath") func blocksTouches() {
        let s = Scene()
        s.window.present(View(frame: Rect(x: 0, y: 0, width: 100, height: 50)), animated: false, dimmingColor: Self.dimming)
        let touches = TouchFrames(s.window)
        touches.send(0, .down(1, 10, 10))
        touches.send(0.05, .up(1))
        #expect(s.log.lines.isEmpty)
        s.window.dismiss(animated: false)
        touches.send(1, .down(1, 10, 10))
        touches.send(1.05, .up(1))
        #expect(s.log.lines == ["screen began 1 @1000", "screen ended 1 @1050"])
    }

    @Test("an alert-style presentation fades in from 1.2×; a view with no size takes its natural size") func alertStyle() {
        let s = Scene()
        let card = Card()
        s.window.present(card, style: .alert, dimmingColor: Self.dimming)
        #expect(card.bounds.size == Size(width: 52, height: 44) && card.transform == Transform(scale: 1.2) && card.alpha == 0)
        s.run(to: 0.3)
        #expect(card.transform == .identity && card.alpha == 1 && card.center == Point(x: 200, y: 150))
    }

    @Test("dismissing with nothing presented just completes") func dismissNothing() {
        let s = Scene()
        var done = false
        s.window.dismiss { done = true }
        #expect(done)
    }
}
