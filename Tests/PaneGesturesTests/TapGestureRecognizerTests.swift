import Testing
import PaneGeometry
import PaneGestures
import PaneInput

@MainActor
@Suite struct TapGestureRecognizerTests {
    @Test func shortTapWithSmallDriftIsRecognizedAtTheLift() {   // spec §7.4 T7.4a
        var actions = 0
        let tap = TapGestureRecognizer { _ in actions += 1 }
        let s = TouchScript([("tap", tap)])
        s.send(0, .down(1, 100, 100))
        s.send(0.05, .move(1, 110, 100))
        s.send(0.1, .up(1))
        #expect(s.log == [.init(name: "tap", state: .recognized, ms: 100)])
        #expect(actions == 1)
        #expect(close(tap.location(in: nil), Point(x: 110, y: 100)))
        #expect(tap.state == .possible, "reset once its touch lifted")
    }

    @Test func driftBeyond45PointsFails() {   // spec §7.4 T7.4b
        let tap = TapGestureRecognizer()
        let s = TouchScript([("tap", tap)])
        s.send(0, .down(1, 100, 100))
        s.send(0.04, .move(1, 145, 100))
        #expect(s.log.isEmpty, "45 pt is still allowed")
        s.send(0.05, .move(1, 146, 100))
        s.send(0.1, .up(1))
        #expect(s.log == [.init(name: "tap", state: .failed, ms: 50)])
    }

    @Test func heldLongerThan075SecondsFailsAtTheDeadline() {   // spec §7.4 T7.4c
        let tap = TapGestureRecognizer()
        let s = TouchScript([("tap", tap)])
        s.send(0, .down(1, 100, 100))
        #expect(s.arena.nextDeadline == InputTime(seconds: 0.75))
        s.send(0.8, .up(1))
        #expect(s.log == [.init(name: "tap", state: .failed, ms: 750)])
    }

    @Test func doubleTapWithin035SecondsIsRecognizedOnTheSecondLift() {   // spec §7.4 T7.4d
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        let s = TouchScript([("double", tap)])
        s.send(0, .down(1, 100, 100))
        s.send(0.1, .up(1))
        #expect(s.arena.nextDeadline == InputTime(seconds: 0.45))
        s.send(0.4, .down(2, 104, 100))
        s.send(0.5, .up(2))
        #expect(s.log == [.init(name: "double", state: .recognized, ms: 500)])
    }

    @Test func secondTapAfter036SecondsFailsWhenTheIntervalRunsOut() {   // spec §7.4 T7.4d
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        let s = TouchScript([("double", tap)])
        s.send(0, .down(1, 100, 100))
        s.send(0.1, .up(1))
        s.send(0.46, .down(2, 100, 100))
        #expect(s.log.first == .init(name: "double", state: .failed, ms: 450))
        s.send(0.5, .up(2))
        s.advance(to: 2)
        #expect(s.states(of: "double") == [.failed, .failed], "the late tap starts a sequence of its own")
    }

    @Test func twoFingerTapNeedsBothFingers() {   // spec §7.4 numberOfTouchesRequired
        let tap = TapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let s = TouchScript([("tap", tap)])
        s.send(0, .down(1, 100, 100), .down(2, 140, 100))
        s.send(0.08, .up(1))
        s.send(0.1, .up(2))
        #expect(s.log == [.init(name: "tap", state: .recognized, ms: 100)])

        s.send(1, .down(3, 100, 100))
        s.send(1.1, .up(3))
        #expect(s.log.last == .init(name: "tap", state: .failed, ms: 1100), "one finger is not enough")
    }

    @Test func moreFingersThanRequiredFail() {   // spec §7.4 "more touches than required → failed"
        let tap = TapGestureRecognizer()
        let s = TouchScript([("tap", tap)])
        s.send(0, .down(1, 100, 100))
        s.send(0.02, .down(2, 150, 100))
        s.send(0.1, .up(1), .up(2))
        #expect(s.log == [.init(name: "tap", state: .failed, ms: 20)])
    }

    @Test func cancelledTouchFailsTheTap() {
        let tap = TapGestureRecognizer()
        let s = TouchScript([("tap", tap)])
        s.send(0, .down(1, 100, 100))
        s.send(0.05, .cancel(1))
        #expect(s.log == [.init(name: "tap", state: .failed, ms: 50)])
        #expect(tap.state == .possible)
    }
}
