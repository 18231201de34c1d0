import Testing
import PaneGeometry
import PaneGestures
import PaneInput

@MainActor
@Suite struct GestureRecognizerTests {
    @Test func aTapGoesStraightToRecognizedWithOneAction() {   // spec §7.1 T7.1a
        var seen: [GestureState] = []
        let tap = TapGestureRecognizer { seen.append($0.state) }
        let s = TouchScript([("tap", tap)])
        #expect(tap.state == .possible)
        s.send(0, .down(1, 10, 10))
        #expect(tap.state == .possible)
        s.send(0.1, .up(1))
        #expect(seen == [.recognized])
        #expect(GestureState.recognized == .ended)
        #expect(!tap.isContinuous)
    }

    @Test func aPanGoesBeganChangedEnded() {   // spec §7.1 T7.1b
        var seen: [GestureState] = []
        let pan = PanGestureRecognizer { seen.append($0.state) }
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 10, 10))
        for i in 1...5 { s.send(Double(i) * 0.01, .move(1, 10, 10 + Double(i) * 10)) }
        s.send(0.1, .up(1))
        #expect(seen == [.began, .changed, .changed, .changed, .changed, .ended])
        #expect(pan.state == .possible, "reset after the lift")
    }

    @Test func failuresSendNoAction() {   // spec §7.1 "not for failed"
        var actions = 0
        let pan = PanGestureRecognizer { _ in actions += 1 }
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 10, 10))
        s.send(0.1, .up(1))
        #expect(s.states(of: "pan") == [.failed])
        #expect(actions == 0)
    }

    @Test func locationsConvertThroughTheHost() {
        let host = TestHost()
        host.scale = 0.5
        host.offset = Point(x: 0, y: 100)
        let pan = PanGestureRecognizer()
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(2, 10, 20), .down(1, 30, 40))
        #expect(pan.numberOfTouches == 2)
        #expect(pan.location(in: nil) == Point(x: 20, y: 30))
        #expect(pan.location(in: host) == Point(x: 40, y: 160))
        #expect(pan.location(ofTouch: 0, in: nil) == Point(x: 30, y: 40), "ordered by touch id")
        #expect(pan.location(ofTouch: 1, in: host) == Point(x: 20, y: 140))
        #expect(pan.location(ofTouch: 2, in: nil) == nil)
    }

    @Test func ignoredTouchesNoLongerCount() {
        let pan = PanGestureRecognizer()
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 10, 10), .down(2, 30, 10))
        pan.ignore(pan.trackedTouches[1])
        #expect(pan.numberOfTouches == 1)
        s.send(0.1, .move(2, 30, 100))
        #expect(pan.state == .possible, "touch 2 is no longer delivered")
        #expect(s.arena.recognizers(routedTo: TouchID(2)).isEmpty)
    }

    @Test func requireToFailIgnoresItselfAndRepeats() {
        let a = TapGestureRecognizer(), b = TapGestureRecognizer()
        a.require(toFail: a)
        a.require(toFail: b)
        a.require(toFail: b)
        #expect(a.failureRequirements.count == 1 && a.failureRequirements[0] === b)
    }

    @Test func outsideAnArenaStatesFollowTheTable() {   // spec §7.1 table, no touches
        var seen: [GestureState] = []
        let pan = PanGestureRecognizer { seen.append($0.state) }
        pan.state = .changed   // not from possible: ignored
        #expect(pan.state == .possible)
        pan.state = .began
        pan.state = .changed
        pan.state = .ended
        #expect(seen == [.began, .changed, .ended])
        #expect(pan.state == .possible, "nothing is down, so it resets at once")
    }

    @Test func removingActionsSilencesTheRecognizer() {
        var actions = 0
        let tap = TapGestureRecognizer { _ in actions += 1 }
        tap.removeAllActions()
        let s = TouchScript([("tap", tap)])
        s.send(0, .down(1, 10, 10))
        s.send(0.1, .up(1))
        #expect(s.states(of: "tap") == [.recognized])
        #expect(actions == 0)
    }
}
