import Testing
import PaneGeometry
import PaneGestures
import PaneInput

@MainActor
@Suite struct PanGestureRecognizerTests {
    @Test func twelvePointsDownBeginsWithTheHysteresisRemoved() {   // spec §7.2 T7.2a
        var atBegan = Point.zero
        let pan = PanGestureRecognizer { if $0.state == .began { atBegan = $0.translation(in: nil) } }
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 100))
        s.send(0.008, .move(1, 100, 112))
        #expect(s.log == [.init(name: "pan", state: .began, ms: 8)])
        #expect(atBegan == Point(x: 0, y: 2))
    }

    @Test func theThresholdIsPerAxisNotEuclidean() {   // spec §7.2 T7.2b
        let pan = PanGestureRecognizer()
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 100))
        s.send(0.008, .move(1, 106, 108))   // 10 pt away, but under 10 on each axis
        #expect(pan.state == .possible)
        #expect(s.log.isEmpty)
    }

    @Test func eachAxisLosesTheHysteresisTowardZero() {   // spec §7.2 T7.2c
        let pan = PanGestureRecognizer()
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 100))
        s.send(0.008, .move(1, 85, 103))
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == Point(x: -5, y: 0))
    }

    @Test func aThirtyPointPanReportsTwenty() {   // spec §7.2, issue 4 item 6
        let pan = PanGestureRecognizer()
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 100))
        s.send(0.016, .move(1, 100, 130))
        #expect(pan.translation(in: nil) == Point(x: 0, y: 20))
        s.send(0.032, .move(1, 100, 140))
        #expect(pan.translation(in: nil) == Point(x: 0, y: 30))
        s.send(0.05, .up(1))
        #expect(s.states(of: "pan") == [.began, .changed, .ended])
    }

    @Test func velocityIsTheTwoSampleBlend() {   // spec §7.2 T7.2d
        var velocities: [Double] = []
        let pan = PanGestureRecognizer()
        pan.hysteresis = 1   // begin at once, so every move reports
        pan.addAction { [unowned pan] _ in velocities.append(pan.velocity(in: nil).y) }
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 50, 0))
        s.send(0.008, .move(1, 50, 4))
        s.send(0.016, .move(1, 50, 12))
        s.send(0.024, .move(1, 50, 24))
        #expect(velocities.count == 3)
        #expect(zip(velocities, [100.0, 600, 1100]).allSatisfy { close($0, $1) }, "\(velocities)")
    }

    @Test func translationAndVelocityConvertIntoAScaledHost() {   // spec §7.2 translation(in:)
        let host = TestHost()
        host.scale = 2
        host.offset = Point(x: 500, y: 500)   // a scrolled host: vectors ignore the offset
        let pan = PanGestureRecognizer()
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 100))
        s.send(0.01, .move(1, 130, 100))
        s.send(0.02, .move(1, 150, 100))
        #expect(pan.translation(in: nil) == Point(x: 40, y: 0))
        #expect(pan.translation(in: host) == Point(x: 20, y: 0))
        // samples 3000 then 2000 pt/s → 0.2·2000 + 0.8·3000 = 2800, halved in the host.
        #expect(close(pan.velocity(in: nil), Point(x: 2800, y: 0)))
        #expect(close(pan.velocity(in: host), Point(x: 1400, y: 0)))
        #expect(pan.location(in: host) == Point(x: 575, y: 550))
    }

    @Test func setTranslationRebases() {   // spec §7.2 setTranslation
        let host = TestHost()
        host.scale = 2
        let pan = PanGestureRecognizer()
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 100))
        s.send(0.01, .move(1, 100, 130))
        pan.setTranslation(.zero, in: host)
        #expect(pan.translation(in: nil) == .zero)
        s.send(0.02, .move(1, 100, 140))
        #expect(pan.translation(in: host) == Point(x: 0, y: 5))
        pan.setTranslation(Point(x: 1, y: 1), in: host)
        #expect(pan.translation(in: nil) == Point(x: 2, y: 2))
    }

    @Test func aFingerJoiningOrLeavingKeepsTheTranslation() {   // spec §7.2 re-basing
        let pan = PanGestureRecognizer()
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 100))
        s.send(0.01, .move(1, 100, 130))
        #expect(pan.translation(in: nil) == Point(x: 0, y: 20))
        s.send(0.02, .down(2, 300, 300))   // the centroid jumps to (200, 215)
        #expect(pan.translation(in: nil) == Point(x: 0, y: 20))
        s.send(0.03, .move(1, 100, 140), .move(2, 300, 310))
        #expect(pan.translation(in: nil) == Point(x: 0, y: 30))
        #expect(pan.numberOfTouches == 2)
        s.send(0.04, .up(2))
        #expect(pan.translation(in: nil) == Point(x: 0, y: 30))
        s.send(0.05, .move(1, 90, 140))
        #expect(pan.translation(in: nil) == Point(x: -10, y: 30))
        #expect(pan.state == .changed)
    }

    @Test func minimumTouchesHoldTheBeginning() {   // spec §7.2 min touches
        let pan = PanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 100))
        s.send(0.01, .move(1, 100, 130))
        #expect(pan.state == .possible)
        s.send(0.02, .down(2, 200, 130))
        s.send(0.03, .move(1, 100, 131), .move(2, 200, 131))
        #expect(pan.state == .began, "the raw travel already exceeds the hysteresis")
        #expect(pan.translation(in: nil) == Point(x: 0, y: 21))
    }

    @Test func tooManyFingersBeforeBeginningFail() {   // spec §7.2 max touches
        let pan = PanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 100))
        s.send(0.01, .down(2, 200, 100))
        #expect(s.log == [.init(name: "pan", state: .failed, ms: 10)])
    }

    @Test func extraFingersAfterBeginningAreIgnored() {
        let pan = PanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 100))
        s.send(0.01, .move(1, 100, 130))
        s.send(0.02, .down(2, 300, 300))
        #expect(pan.numberOfTouches == 1)
        s.send(0.03, .move(2, 300, 400))
        #expect(pan.translation(in: nil) == Point(x: 0, y: 20))
        s.send(0.04, .up(1))
        #expect(s.states(of: "pan") == [.began, .ended])
    }

    @Test func liftingBeforeBeginningFails() {   // spec §7.2 "all touches up → failed if possible"
        let pan = PanGestureRecognizer()
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 100))
        s.send(0.01, .move(1, 105, 100))
        s.send(0.02, .up(1))
        #expect(s.log == [.init(name: "pan", state: .failed, ms: 20)])
    }

    @Test func aCancelledTouchCancelsATrackingPan() {
        let pan = PanGestureRecognizer()
        let s = TouchScript([("pan", pan)])
        s.send(0, .down(1, 100, 100))
        s.send(0.01, .move(1, 100, 120))
        s.send(0.02, .cancel(1))
        #expect(s.states(of: "pan") == [.began, .cancelled])
    }
}
