import Testing
import PaneGeometry
import PaneGestures
import PaneInput

@MainActor
@Suite struct LongPressGestureRecognizerTests {
    @Test func beginsWhenHalfASecondHasPassedInVirtualTime() {   // spec §7.5
        var locations: [Point] = []
        let press = LongPressGestureRecognizer { locations.append($0.location(in: nil)) }
        let s = TouchScript([("press", press)])
        s.send(0.2, .down(1, 50, 60))
        s.send(0.3, .move(1, 58, 60))
        #expect(s.arena.nextDeadline == InputTime(seconds: 0.7))
        s.advance(to: 0.69)
        #expect(s.log.isEmpty)
        s.advance(to: 0.9)
        #expect(s.log == [.init(name: "press", state: .began, ms: 700)])
        s.send(1.0, .move(1, 100, 60))
        s.send(1.1, .up(1))
        #expect(s.states(of: "press") == [.began, .changed, .ended])
        #expect(locations == [Point(x: 58, y: 60), Point(x: 100, y: 60), Point(x: 100, y: 60)])
    }

    @Test func movingMoreThan10PointsFirstFails() {   // spec §7.5 allowableMovement
        let press = LongPressGestureRecognizer()
        let s = TouchScript([("press", press)])
        s.send(0, .down(1, 50, 60))
        s.send(0.1, .move(1, 56, 68))   // 10 pt exactly: allowed
        #expect(s.log.isEmpty)
        s.send(0.2, .move(1, 57, 68))
        #expect(s.log == [.init(name: "press", state: .failed, ms: 200)])
        s.advance(to: 1)
        #expect(s.log.count == 1, "a failed press does not begin at its old deadline")
    }

    @Test func liftingEarlyFails() {
        let press = LongPressGestureRecognizer()
        let s = TouchScript([("press", press)])
        s.send(0, .down(1, 50, 60))
        s.send(0.3, .up(1))
        s.advance(to: 1)
        #expect(s.log == [.init(name: "press", state: .failed, ms: 300)])
    }

    @Test func aSecondFingerFailsAOneFingerPress() {
        let press = LongPressGestureRecognizer()
        let s = TouchScript([("press", press)])
        s.send(0, .down(1, 50, 60))
        s.send(0.1, .down(2, 150, 60))
        s.advance(to: 1)
        #expect(s.log == [.init(name: "press", state: .failed, ms: 100)])
    }

    @Test func twoFingerPressTimesFromTheSecondFinger() {
        let press = LongPressGestureRecognizer()
        press.numberOfTouchesRequired = 2
        let s = TouchScript([("press", press)])
        s.send(0, .down(1, 50, 60))
        s.send(0.1, .down(2, 150, 60))
        s.advance(to: 1)
        #expect(s.log == [.init(name: "press", state: .began, ms: 600)])
        #expect(press.location(in: nil) == Point(x: 100, y: 60))
    }
}
