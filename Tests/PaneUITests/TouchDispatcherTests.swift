import Testing
import PaneGeometry
import PaneGestures
import PaneInput
@testable import PaneUI
import PaneTestSupport

@MainActor
@Suite struct TouchDispatcherTests {
    /// A 320×480 window holding `a` (left half) and `b` (right half), both logging.
    func scene() -> (Window, TouchLogView, TouchLogView, TouchLog) {
        let log = TouchLog()
        let w = Window(size: Size(width: 320, height: 480))
        let a = TouchLogView("a", log, frame: Rect(x: 0, y: 0, width: 160, height: 480))
        let b = TouchLogView("b", log, frame: Rect(x: 160, y: 0, width: 160, height: 480))
        w.addSubview(a)
        w.addSubview(b)
        return (w, a, b, log)
    }

    @Test func touchesReachTheViewTheyBeganOn() {
        let (w, a, _, log) = scene()
        let s = TouchFrames(w)
        s.send(0, .down(1, 40, 50))
        s.send(0.01, .move(1, 200, 60))   // leaves a: still a's touch, as in UIKit
        s.send(0.02, .up(1))
        #expect(log.lines == ["a began 1 @0", "a moved 1 @10", "a ended 1 @20"])
        #expect(a.lastLocalLocation == Point(x: 200, y: 60))
    }

    @Test func severalFingersOnSeveralViewsAtOnce() {
        let (w, _, _, log) = scene()
        let s = TouchFrames(w)
        s.send(0, .down(1, 40, 50), .down(2, 200, 50), .down(3, 60, 90))
        s.send(0.01, .move(1, 41, 50), .move(2, 201, 50))
        s.send(0.02, .up(2))
        s.send(0.03, .up(1), .cancel(3))
        #expect(log.lines == ["a began 1,3 @0", "b began 2 @0",
                              "a moved 1 @10", "b moved 2 @10",
                              "b ended 2 @20",
                              "a ended 1 @30", "a cancelled 3 @30"])
    }

    @Test func untouchableViewsLetTheTouchThrough() {
        let (w, a, _, log) = scene()
        let cover = TouchLogView("cover", log, frame: Rect(x: 0, y: 0, width: 320, height: 100))
        w.addSubview(cover)
        let s = TouchFrames(w)
        cover.isHidden = true
        s.send(0, .down(1, 10, 10)); s.send(0.01, .up(1))
        cover.isHidden = false
        cover.alpha = 0.005
        s.send(0.1, .down(2, 10, 10)); s.send(0.11, .up(2))
        cover.alpha = 1
        cover.isUserInteractionEnabled = false
        s.send(0.2, .down(3, 10, 10)); s.send(0.21, .up(3))
        cover.isUserInteractionEnabled = true
        s.send(0.3, .down(4, 10, 10)); s.send(0.31, .up(4))
        #expect(log.lines == ["a began 1 @0", "a ended 1 @10", "a began 2 @100", "a ended 2 @110",
                              "a began 3 @200", "a ended 3 @210", "cover began 4 @300", "cover ended 4 @310"])
        _ = a
    }

    @Test func aPlainViewPassesTouchesToItsSuperview() {
        let (w, a, _, log) = scene()
        let plain = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        a.addSubview(plain)
        let s = TouchFrames(w)
        s.send(0, .down(1, 20, 20))
        s.send(0.01, .up(1))
        #expect(log.lines == ["a began 1 @0", "a ended 1 @10"])
    }

    @Test func aRecognizerThatBeginsCancelsTheViewsTouches() {   // spec §7.6 cancelsTouchesInView
        let (w, a, _, log) = scene()
        let pan = PanGestureRecognizer()
        w.addGestureRecognizer(pan)   // an ancestor's recognizer sees a's touches
        let s = TouchFrames(w)
        s.send(0, .down(1, 40, 50))
        s.send(0.01, .move(1, 40, 55))
        s.send(0.02, .move(1, 40, 70))   // the pan begins
        s.send(0.03, .move(1, 40, 90))
        s.send(0.04, .up(1))
        #expect(log.lines == ["a began 1 @0", "a moved 1 @10", "a cancelled 1 @20"])
        #expect(pan.state == .possible)
        _ = a
    }

    @Test func withoutCancellingTheViewKeepsItsTouches() {   // spec §7.6
        let (w, a, _, log) = scene()
        let pan = PanGestureRecognizer()
        pan.cancelsTouchesInView = false
        a.addGestureRecognizer(pan)
        let s = TouchFrames(w)
        s.send(0, .down(1, 40, 50))
        s.send(0.02, .move(1, 40, 70))
        s.send(0.04, .up(1))
        #expect(log.lines == ["a began 1 @0", "a moved 1 @20", "a ended 1 @40"])
    }

    @Test func shouldBeginNoLeavesTheViewItsTouches() {   // spec §7.1 T7.1c
        final class No: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { false }
        }
        let (w, a, _, log) = scene()
        let no = No()
        let pan = PanGestureRecognizer()
        pan.delegate = no
        a.addGestureRecognizer(pan)
        let s = TouchFrames(w)
        s.send(0, .down(1, 40, 50))
        s.send(0.02, .move(1, 40, 70))
        s.send(0.04, .up(1))
        #expect(log.lines == ["a began 1 @0", "a moved 1 @20", "a ended 1 @40"])
    }

    @Test func theViewCanVetoItsRecognizer() {   // spec §8.2 gestureRecognizerShouldBegin
        final class Vetoing: View {
            override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { false }
        }
        let w = Window(size: Size(width: 100, height: 100))
        let v = Vetoing(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        w.addSubview(v)
        var states: [GestureState] = []
        let pan = PanGestureRecognizer()
        v.addGestureRecognizer(pan)
        let s = TouchFrames(w)
        s.dispatcher.arena.addObserver { states.append($0.state) }
        s.send(0, .down(1, 40, 50))
        s.send(0.02, .move(1, 40, 70))
        #expect(states == [.failed])
    }

    @Test func delaysTouchesEndedHoldsTheLiftUntilTheTapDecides() {   // spec §7.6 delaysTouchesEnded
        let (w, a, _, log) = scene()
        let tap = TapGestureRecognizer()
        tap.cancelsTouchesInView = false
        tap.numberOfTapsRequired = 2
        a.addGestureRecognizer(tap)
        let s = TouchFrames(w)
        s.send(0, .down(1, 40, 50))
        s.send(0.1, .up(1))
        #expect(log.lines == ["a began 1 @0"])
        s.advance(to: 1)   // the second tap never comes: the tap fails at 450 ms
        #expect(log.lines == ["a began 1 @0", "a ended 1 @450"])
    }

    @Test func singleAndDoubleTapOnOneViewBehaveAsOnIOS() {   // spec §6.8, §7.4 T7.4d, spec §7.6 T7.6a
        let (w, a, _, log) = scene()
        var fired: [String] = []
        let single = TapGestureRecognizer { _ in fired.append("single") }
        let double = TapGestureRecognizer { _ in fired.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        a.addGestureRecognizer(single)
        a.addGestureRecognizer(double)
        let s = TouchFrames(w)
        s.send(0, .down(1, 40, 50))
        s.send(0.1, .up(1))
        s.send(0.4, .down(2, 42, 50))
        s.send(0.5, .up(2))
        s.advance(to: 2)
        #expect(fired == ["double"])
        // The double recognizes and takes both touches; the view hears of each as it is cancelled.
        #expect(log.lines == ["a began 1 @0", "a began 2 @400", "a cancelled 1 @500", "a cancelled 2 @500"])

        log.lines.removeAll()
        s.send(3, .down(3, 40, 50))
        s.send(3.1, .up(3))
        #expect(s.dispatcher.nextDeadline == InputTime(seconds: 3.45))
        s.advance(to: 4)
        #expect(fired == ["double", "single"])
        #expect(log.lines == ["a began 3 @3000", "a cancelled 3 @3450"])
    }

    /// A stand-in for a scroll view's "delayed touches began" recognizer (spec §8.1): holds the
    /// began for 0.15 s, fails early when the touch ends.
    @MainActor
    final class DelayRecognizer: GestureRecognizer {
        override init(action: ((GestureRecognizer) -> Void)? = nil) {
            super.init(action: action)
            delaysTouchesBegan = true
        }
        override func touchesBegan(_ touches: [Touch], at time: InputTime) { deadline = time + 0.15 }
        override func touchesEnded(_ touches: [Touch], at time: InputTime) { state = .failed }
        override func deadlineReached(at time: InputTime) { state = .failed }
    }

    @Test func aShortTapThroughADelayArrivesWholeAtTheLift() {   // spec §8.1 T8.1a
        let (w, a, _, log) = scene()
        w.addGestureRecognizer(DelayRecognizer())
        let s = TouchFrames(w)
        s.send(0, .down(1, 40, 50))
        s.send(0.08, .up(1))
        #expect(log.lines == ["a began 1 @80", "a ended 1 @80"])
        _ = a
    }

    @Test func aStillFingerArrivesWhenTheDelayRunsOut() {   // spec §8.1 T8.1b
        let (w, _, _, log) = scene()
        let delay = DelayRecognizer()
        w.addGestureRecognizer(delay)
        let s = TouchFrames(w)
        s.send(0, .down(1, 40, 50))
        #expect(s.dispatcher.nextDeadline == InputTime(seconds: 0.15))
        s.advance(to: 0.2)
        s.send(0.3, .up(1))
        #expect(log.lines == ["a began 1 @150", "a ended 1 @300"])
    }

    @Test func aPanWithinTheDelayDiscardsTheHeldTouch() {   // spec §8.1 T8.1c
        let (w, _, _, log) = scene()
        let delay = DelayRecognizer()
        let pan = PanGestureRecognizer()
        @MainActor
        final class Together: GestureRecognizerDelegate {
            func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith o: GestureRecognizer) -> Bool { true }
        }
        let together = Together()
        pan.delegate = together
        w.addGestureRecognizer(delay)
        w.addGestureRecognizer(pan)
        let s = TouchFrames(w)
        s.send(0, .down(1, 40, 50))
        s.send(0.05, .move(1, 40, 62))
        s.send(0.1, .move(1, 40, 80))
        s.send(0.2, .up(1))
        s.advance(to: 1)
        #expect(log.lines.isEmpty)
        #expect(pan.state == .possible)
    }

    @Test func viewsTouchedByARecognizerAreKnown() {   // spec §8.2 (what touchesShouldCancel asks about)
        let (w, a, b, _) = scene()
        let pan = PanGestureRecognizer()
        w.addGestureRecognizer(pan)
        let s = TouchFrames(w)
        s.send(0, .down(1, 40, 50), .down(2, 200, 50))
        let touched = s.dispatcher.views(touchedBy: pan)
        #expect(touched.count == 2 && touched[0] === a && touched[1] === b)
        s.send(0.1, .up(2))
        #expect(s.dispatcher.views(touchedBy: pan).count == 2, "b's lift is held by the possible pan")
        pan.delaysTouchesEnded = false
        s.send(0.2, .down(3, 200, 60))
        s.send(0.3, .up(3))
        #expect(s.dispatcher.views(touchedBy: pan).count == 2, "a, and b still holding touch 2")
        s.send(0.4, .move(1, 40, 80))   // the pan begins: a and b get touchesCancelled
        #expect(s.dispatcher.views(touchedBy: pan).isEmpty)
        #expect(TouchDispatcher.dispatcher(of: pan) === s.dispatcher)
    }

    @Test func aLongPressBeginsOnTheRunLoopsAdvance() {   // spec §7.5
        let (w, a, _, log) = scene()
        var began: InputTime?
        let press = LongPressGestureRecognizer()
        a.addGestureRecognizer(press)
        let s = TouchFrames(w)
        s.dispatcher.arena.addObserver { [unowned s] r in if r.state == .began { began = s.dispatcher.arena.time } }
        s.send(0, .down(1, 40, 50))
        #expect(s.dispatcher.nextDeadline == InputTime(seconds: 0.5))
        s.advance(to: 0.6)
        #expect(began == InputTime(seconds: 0.5))
        #expect(log.lines == ["a began 1 @0", "a cancelled 1 @500"])
    }

    @Test func aRecognizerOnASiblingSeesNothing() {
        let (w, a, b, _) = scene()
        var states: [GestureState] = []
        let tap = TapGestureRecognizer { states.append($0.state) }
        b.addGestureRecognizer(tap)
        let s = TouchFrames(w)
        s.send(0, .down(1, 40, 50))
        s.send(0.1, .up(1))
        #expect(states.isEmpty)
        s.send(1, .down(2, 200, 50))
        s.send(1.1, .up(2))
        #expect(states == [.recognized])
        _ = a
    }

    @Test func aTouchOutsideTheWindowGoesNowhere() {
        let (w, _, _, log) = scene()
        let s = TouchFrames(w)
        s.send(0, .down(1, 400, 50))
        s.send(0.1, .up(1))
        #expect(log.lines.isEmpty)
        #expect(s.dispatcher.records.isEmpty)
    }

    @Test func aTrackingPanKeepsANewFingerFromTheView() {
        let (w, _, _, log) = scene()
        let pan = PanGestureRecognizer()
        w.addGestureRecognizer(pan)
        let s = TouchFrames(w)
        s.send(0, .down(1, 40, 50))
        s.send(0.05, .move(1, 40, 80))
        s.send(0.1, .down(2, 200, 50))
        s.send(0.2, .up(1), .up(2))
        #expect(log.lines == ["a began 1 @0", "a cancelled 1 @50"])
    }

    @Test func cancelAllTouchesCancelsViewsAndRecognizers() {
        let (w, _, _, log) = scene()
        let press = LongPressGestureRecognizer()
        press.cancelsTouchesInView = false
        w.addGestureRecognizer(press)
        let s = TouchFrames(w)
        s.send(0, .down(1, 40, 50))
        s.advance(to: 0.6)
        s.dispatcher.cancelAllTouches(at: InputTime(seconds: 0.7))
        #expect(log.lines == ["a began 1 @0", "a cancelled 1 @700"])
        #expect(press.state == .possible)
    }
}
