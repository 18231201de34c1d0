import Testing
import PaneGeometry
import PaneGestures
import PaneInput
@testable import PaneUI
import PaneTestSupport

@MainActor
@Suite struct ViewGesturesTests {
    @Test func addingAttachesAndMovingDetaches() {
        let a = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let b = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let tap = TapGestureRecognizer()
        a.addGestureRecognizer(tap)
        a.addGestureRecognizer(tap)
        #expect(a.gestureRecognizers.count == 1 && tap.view === a)
        b.addGestureRecognizer(tap)
        #expect(a.gestureRecognizers.isEmpty && b.gestureRecognizers.count == 1 && tap.view === b)
        b.removeGestureRecognizer(tap)
        #expect(b.gestureRecognizers.isEmpty && tap.view == nil)
    }

    @Test func removingATrackingRecognizerCancelsIt() {
        let w = Window(size: Size(width: 100, height: 100))
        var states: [GestureState] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        w.addGestureRecognizer(pan)
        let s = TouchFrames(w)
        s.send(0, .down(1, 10, 10))
        s.send(0.01, .move(1, 10, 40))
        w.removeGestureRecognizer(pan)
        s.send(0.02, .move(1, 10, 60))
        #expect(states == [.began, .cancelled])
        #expect(pan.state == .possible)
    }

    @Test func aDisabledRecognizerSeesNoTouch() {
        let w = Window(size: Size(width: 100, height: 100))
        var states: [GestureState] = []
        let tap = TapGestureRecognizer { states.append($0.state) }
        tap.isEnabled = false
        w.addGestureRecognizer(tap)
        let s = TouchFrames(w)
        s.send(0, .down(1, 10, 10))
        s.send(0.1, .up(1))
        #expect(states.isEmpty)
        tap.isEnabled = true
        s.send(1, .down(2, 10, 10))
        s.send(1.1, .up(2))
        #expect(states == [.recognized])
    }

    @Test func translationIsInTheViewsCoordinatesAndIgnoresScrolling() {   // spec §7.2 translation(in:)
        let w = Window(size: Size(width: 320, height: 480))
        let zoomed = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        zoomed.transform = Transform(scale: 2)   // covers (-50,-50)…(150,150) on screen
        let scroller = View(frame: Rect(x: 0, y: 200, width: 320, height: 280))
        w.addSubview(zoomed)
        w.addSubview(scroller)
        let pan = PanGestureRecognizer { _ in }
        scroller.addGestureRecognizer(pan)
        let s = TouchFrames(w)
        s.send(0, .down(1, 100, 300))
        s.send(0.01, .move(1, 100, 340))
        scroller.bounds.origin.y = 500   // the content scrolls under the finger
        #expect(pan.translation(in: scroller) == Point(x: 0, y: 30))
        #expect(pan.translation(in: zoomed) == Point(x: 0, y: 15))
        #expect(pan.location(in: scroller) == Point(x: 100, y: 640))
        #expect(pan.location(in: zoomed) == Point(x: 75, y: 195))
        pan.setTranslation(.zero, in: zoomed)
        #expect(pan.translation(in: nil) == .zero)
    }
}
