import Testing
import PaneGeometry
import PaneGestures
import PaneInput

@MainActor
@Suite struct GestureArenaTests {
    /// A single tap that requires a double tap to fail, both on one view, as on iOS (spec §6.8, §7.6).
    func tapPair() -> (TouchScript, TapGestureRecognizer, TapGestureRecognizer) {
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        return (TouchScript([("single", single), ("double", double)]), single, double)
    }

    @Test func singleTapFires035SecondsAfterTheLift() {   // spec §7.6 T7.6a
        let (s, _, _) = tapPair()
        s.send(0, .down(1, 100, 100))
        s.send(0.1, .up(1))
        #expect(s.log.isEmpty, "the single waits for the double")
        s.advance(to: 1)
        #expect(s.log == [.init(name: "double", state: .failed, ms: 450),
                          .init(name: "single", state: .recognized, ms: 450)])
    }

    @Test func doubleTap03SecondsApartRecognizesTheDoubleAndFailsTheSingle() {   // spec §7.4 T7.4d, spec §7.6
        var singles = 0, doubles = 0
        let (s, single, double) = tapPair()
        single.addAction { _ in singles += 1 }
        double.addAction { _ in doubles += 1 }
        s.send(0, .down(1, 100, 100))
        s.send(0.1, .up(1))
        s.send(0.4, .down(2, 102, 101))
        s.send(0.5, .up(2))
        s.advance(to: 2)
        #expect(s.log == [.init(name: "double", state: .recognized, ms: 500),
                          .init(name: "single", state: .failed, ms: 500)])
        #expect(singles == 0 && doubles == 1)
        #expect(s.arena.participants.isEmpty)
    }

    @Test func taps04SecondsApartAreTwoSingles() {   // spec §7.4 (0.35 s interval), spec §7.6
        let (s, _, _) = tapPair()
        s.send(0, .down(1, 100, 100))
        s.send(0.1, .up(1))
        s.send(0.5, .down(2, 100, 100))
        s.send(0.6, .up(2))
        s.advance(to: 2)
        #expect(s.log == [.init(name: "double", state: .failed, ms: 450),
                          .init(name: "single", state: .recognized, ms: 450),
                          .init(name: "double", state: .failed, ms: 950),
                          .init(name: "single", state: .recognized, ms: 950)])
    }

    @Test func thePanAndThePinchOfAPhotoViewerRunTogether() {   // spec §7.6 T7.6b
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer()
        let d = TestDelegate()
        d.simultaneous = [ObjectIdentifier(pinch)]
        pan.delegate = d
        let s = TouchScript([("pan", pan), ("pinch", pinch)])
        s.send(0, .down(1, 100, 100), .down(2, 200, 100))
        s.send(0.1, .move(1, 90, 120), .move(2, 230, 120))   // centroid +10 +20, distance 140
        #expect(pan.state == .began && pinch.state == .began)
        #expect(pan.translation(in: nil) == Point(x: 0, y: 10))
        #expect(close(pinch.scale, 140.0 / 108.0))
        s.send(0.2, .up(1), .up(2))
        #expect(s.states(of: "pan") == [.began, .ended])
        #expect(s.states(of: "pinch") == [.began, .ended])
    }

    @Test func withoutPermissionTheFirstToBeginWins() {   // spec §7.6 "the first to recognize makes the others fail"
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer()
        let s = TouchScript([("pan", pan), ("pinch", pinch)])
        s.send(0, .down(1, 100, 100), .down(2, 200, 100))
        s.send(0.1, .move(1, 100, 120), .move(2, 200, 120))   // a two-finger drag: only the pan
        s.send(0.2, .move(1, 80, 130), .move(2, 240, 130))   // now spread: the pinch may not join
        #expect(s.log == [.init(name: "pan", state: .began, ms: 100),
                          .init(name: "pinch", state: .failed, ms: 100),
                          .init(name: "pan", state: .changed, ms: 200)])
    }

    @Test func aTrackingRecognizerBlocksALaterOneItShares() {   // spec §7.6
        // The pan tracks finger 1; a tap that joins with finger 2 (which the pan takes too)
        // cannot recognize while the pan holds that touch.
        let pan = PanGestureRecognizer(), tap = TapGestureRecognizer()
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 100))
        s.send(0.05, .move(1, 100, 130))
        s.recognizers = [pan, tap]
        s.add(tap, named: "tap")
        s.send(0.1, .down(2, 300, 100))
        s.send(0.15, .up(2))
        #expect(s.log == [.init(name: "pan", state: .began, ms: 50),
                          .init(name: "tap", state: .failed, ms: 150)])
    }

    @Test func aPanBeginningFailsTheTap() {   // spec §7.6
        let tap = TapGestureRecognizer(), pan = PanGestureRecognizer()
        let s = TouchScript([("tap", tap), ("pan", pan)])
        s.send(0, .down(1, 100, 100))
        s.send(0.05, .move(1, 100, 115))
        s.send(0.1, .up(1))
        #expect(s.log == [.init(name: "pan", state: .began, ms: 50),
                          .init(name: "tap", state: .failed, ms: 50),
                          .init(name: "pan", state: .ended, ms: 100)])
    }

    @Test func shouldBeginNoFailsWithoutActions() {   // spec §7.1 T7.1c
        var actions = 0
        let pan = PanGestureRecognizer { _ in actions += 1 }
        let d = TestDelegate()
        d.shouldBegin = false
        pan.delegate = d
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 100))
        s.send(0.05, .move(1, 100, 130))
        s.send(0.1, .move(1, 100, 160))
        s.send(0.15, .up(1))
        #expect(s.log == [.init(name: "pan", state: .failed, ms: 50)])
        #expect(actions == 0)
    }

    @Test func theHostCanVetoToo() {   // spec §7.1, §8.2 (a scroll view's veto)
        let host = TestHost()
        host.allowsBegin = false
        let tap = TapGestureRecognizer()
        tap.host = host
        let s = TouchScript([("tap", tap)])
        s.send(0, .down(1, 100, 100))
        s.send(0.1, .up(1))
        #expect(s.log == [.init(name: "tap", state: .failed, ms: 100)])
    }

    @Test func shouldReceiveNoKeepsTheTouchAway() {
        let tap = TapGestureRecognizer()
        let d = TestDelegate()
        d.refuseTouches = true
        tap.delegate = d
        let s = TouchScript([("tap", tap)])
        s.send(0, .down(1, 100, 100))
        s.send(0.1, .up(1))
        #expect(s.log.isEmpty)
        #expect(s.arena.participants.isEmpty)
    }

    @Test func recognizersWithoutACommonTouchDoNotExcludeEachOther() {   // two fingers, two views
        let left = PanGestureRecognizer(), right = PanGestureRecognizer()
        let s = TouchScript()
        s.add(left, named: "left")
        s.add(right, named: "right")
        s.recognizers = [left]
        s.send(0, .down(1, 100, 100))
        s.recognizers = [right]
        s.send(0.01, .down(2, 500, 100))
        s.send(0.05, .move(1, 100, 130), .move(2, 500, 130))
        #expect(left.state == .began && right.state == .began)
    }

    @Test func aFailedRecognizerSeesNoNewTouchUntilItsOldOnesLift() {   // spec §7.1 reset
        let tap = TapGestureRecognizer()
        let s = TouchScript([("tap", tap)])
        s.send(0, .down(1, 100, 100))
        s.send(0.1, .move(1, 200, 100))   // failed, finger still down
        s.send(0.2, .down(2, 300, 300))
        s.send(0.3, .up(2))
        #expect(s.log == [.init(name: "tap", state: .failed, ms: 100)])
        #expect(tap.state == .failed)
        s.send(0.4, .up(1))
        #expect(tap.state == .possible)
        s.send(1, .down(3, 100, 100))
        s.send(1.1, .up(3))
        #expect(s.log.last == .init(name: "tap", state: .recognized, ms: 1100))
    }

    @Test func disablingCancelsATrackingRecognizer() {   // UIKit isEnabled
        let pan = PanGestureRecognizer()
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 100))
        s.send(0.05, .move(1, 100, 130))
        pan.isEnabled = false
        #expect(s.states(of: "pan") == [.began, .cancelled])
        s.send(0.1, .move(1, 100, 160))
        s.send(0.15, .up(1))
        #expect(s.states(of: "pan") == [.began, .cancelled])
        #expect(pan.state == .possible)
    }

    @Test func aContinuousRecognizerTracksWhileItWaits() {   // spec §7.6 require(toFail:)
        let pan = PanGestureRecognizer(), press = LongPressGestureRecognizer()
        pan.require(toFail: press)
        let s = TouchScript([("pan", pan), ("press", press)])
        s.send(0, .down(1, 100, 100))
        s.send(0.05, .move(1, 100, 110))   // pan wants to begin; press still possible (10 pt)
        #expect(pan.state == .possible && pan.isWaitingForFailure)
        s.send(0.1, .move(1, 100, 114))   // press fails: the pan begins with what it tracked
        #expect(s.log == [.init(name: "press", state: .failed, ms: 100),
                          .init(name: "pan", state: .began, ms: 100)])
        #expect(pan.translation(in: nil) == Point(x: 0, y: 4))
    }

    @Test func delegateRequirementsWorkLikeRequireToFail() {
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let d = TestDelegate()
        d.requiredToFail = [ObjectIdentifier(double)]
        single.delegate = d
        let s = TouchScript([("single", single), ("double", double)])
        s.send(0, .down(1, 100, 100))
        s.send(0.1, .up(1))
        #expect(s.log.isEmpty)
        s.advance(to: 1)
        #expect(s.states(of: "single") == [.recognized])
    }

    @Test func deadlinesFireAtTheirOwnTimeInOrder() {
        let press = LongPressGestureRecognizer(), tap = TapGestureRecognizer()
        let s = TouchScript([("press", press)])
        s.send(0, .down(1, 100, 100))
        s.recognizers = [tap]
        s.add(tap, named: "tap")
        s.send(0.3, .down(2, 300, 100))   // tap deadline 1.05, press deadline 0.5
        #expect(s.arena.nextDeadline == InputTime(seconds: 0.5))
        s.advance(to: 2)
        #expect(s.log == [.init(name: "press", state: .began, ms: 500),
                          .init(name: "tap", state: .failed, ms: 1050)])
        #expect(s.arena.nextDeadline == nil)
    }

    @Test func cancelAllEndsEverything() {
        let pan = PanGestureRecognizer(), tap = TapGestureRecognizer()
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 100))
        s.send(0.05, .move(1, 100, 130))
        s.recognizers = [tap]
        s.add(tap, named: "tap")
        s.send(0.06, .down(2, 300, 100))
        s.arena.cancelAll()
        #expect(s.states(of: "pan") == [.began, .cancelled])
        #expect(s.states(of: "tap") == [.failed])
        #expect(s.arena.participants.isEmpty)
        #expect(pan.state == .possible && tap.state == .possible)
    }
}
