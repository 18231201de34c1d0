import Testing
import PaneGeometry
import PaneGestures
import PaneInput

@MainActor
@Suite struct PinchGestureRecognizerTests {
    /// Two fingers 100 pt apart on a horizontal line centred on (150, 100).
    func start(_ pinch: PinchGestureRecognizer) -> TouchScript {
        let s = TouchScript([("pinch", pinch)])
        s.send(0, .down(1, 100, 100), .down(2, 200, 100))
        return s
    }

    @Test func beginsPast8PointsWithAShiftedReference() {   // spec §7.3 T7.3a
        let pinch = PinchGestureRecognizer()
        let s = start(pinch)
        s.send(0.1, .move(2, 207, 100))
        #expect(pinch.state == .possible)
        s.send(0.2, .move(2, 209, 100))
        #expect(s.log == [.init(name: "pinch", state: .began, ms: 200)])
        #expect(close(pinch.scale, 1.00926, 1e-5))
        s.send(0.3, .move(2, 250, 100))
        #expect(close(pinch.scale, 1.38889, 1e-5))
        #expect(pinch.location(in: nil) == Point(x: 175, y: 100), "the centroid")
    }

    @Test func fingersClosingShiftTheReferenceTheOtherWay() {   // spec §7.3 "d0 ± 8"
        let pinch = PinchGestureRecognizer()
        let s = start(pinch)
        s.send(0.1, .move(2, 191, 100))
        #expect(pinch.state == .began)
        #expect(close(pinch.scale, 91.0 / 92.0))
        s.send(0.2, .move(2, 146, 100))
        #expect(close(pinch.scale, 0.5))
    }

    @Test func scaleSetAtBeganIsTheBase() {   // spec §7.3 T7.3b, spec §6.6 T6g
        let pinch = PinchGestureRecognizer { if $0.state == .began { $0.scale = 2 } }
        let s = start(pinch)
        s.send(0.1, .move(2, 209, 100))
        s.send(0.2, .move(2, 250, 100))
        #expect(close(pinch.scale, 2.7523))
    }

    @Test func velocityBlendsTheTwoLatestSamples() {   // spec §7.3 velocity
        let pinch = PinchGestureRecognizer()
        let s = start(pinch)
        s.send(0.1, .move(2, 209, 100))
        #expect(pinch.velocity == 0)
        s.send(0.2, .move(2, 250, 100))
        let first = (150.0 - 109.0) / 108.0 / 0.1   // 3.7963 /s, no previous sample
        #expect(close(pinch.velocity, first))
        s.send(0.3, .move(2, 260, 100))
        let second = 10.0 / 108.0 / 0.1
        #expect(close(pinch.velocity, 0.75 * first + 0.25 * second))
    }

    @Test func endsWhenBothFingersHaveLifted() {   // spec §7.3, UIKit header "Ends: when both fingers have lifted"
        let pinch = PinchGestureRecognizer()
        let s = start(pinch)
        s.send(0.1, .move(2, 250, 100))
        s.send(0.2, .up(1))
        s.send(0.3, .move(2, 300, 100))
        #expect(s.states(of: "pinch") == [.began])
        #expect(pinch.location(in: nil) == Point(x: 300, y: 100))
        s.send(0.4, .up(2))
        #expect(s.states(of: "pinch") == [.began, .ended])
    }

    @Test func oneFingerNeverBegins() {
        let pinch = PinchGestureRecognizer()
        let s = TouchScript([("pinch", pinch)])
        s.send(0, .down(1, 100, 100))
        s.send(0.1, .move(1, 300, 100))
        s.send(0.2, .up(1))
        #expect(s.log == [.init(name: "pinch", state: .failed, ms: 200)])
    }

    @Test func aThirdFingerIsIgnored() {
        let pinch = PinchGestureRecognizer()
        let s = start(pinch)
        s.send(0.1, .down(3, 500, 500))
        #expect(pinch.numberOfTouches == 2)
        s.send(0.2, .move(2, 250, 100))
        #expect(close(pinch.scale, 150.0 / 108.0))
    }
}
