import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI
@testable import PaneKit
import PaneTestSupport

@MainActor
@Suite struct StepperTests {
    @Test("touch-down on + or − steps at once (as UIKit) and sends valueChanged; limits stop it") func steps() {
        let window = Window(size: Size(width: 200, height: 100))
        let stepper = Stepper(theme: ownTheme())
        stepper.frame.origin = Point(x: 10, y: 10)
        stepper.maximumValue = 2
        window.addSubview(stepper)
        var values: [Double] = []
        stepper.addAction(for: .valueChanged) { c in values.append((c as! Stepper).value) }
        let touches = TouchFrames(window)
        for i in 0..<3 {
            touches.send(Double(i), .down(1, 90, 26))
            touches.send(Double(i) + 0.05, .up(1))
        }
        #expect(values == [1, 2], "the third tap is at the maximum")
        #expect(stepper.plus.textColor == stepper.theme.disabledTextColor)
        touches.send(5, .down(1, 20, 26))
        #expect(values == [1, 2, 1], "before the lift")
        touches.send(5.05, .up(1))
    }

    @Test("a held finger steps again after 0.5 s, then every 0.1 s; lifting stops it") func autorepeat() {
        let window = Window(size: Size(width: 200, height: 100))
        let stepper = Stepper(theme: ownTheme())
        window.addSubview(stepper)
        let touches = TouchFrames(window)
        touches.send(0, .down(1, 70, 16))
        #expect(stepper.value == 1)
        for frame in 1...45 { window.stepAnimations(to: InputTime(seconds: Double(frame) / 60)) }   // to 0.75 s
        #expect(stepper.value == 4, "steps at 0, 0.5, 0.6, 0.7")
        touches.send(0.75, .up(1))
        for frame in 46...90 { window.stepAnimations(to: InputTime(seconds: Double(frame) / 60)) }
        #expect(stepper.value == 4 && !window.isAnimating)
        stepper.autorepeat = false
        touches.send(2, .down(1, 70, 16))
        window.stepAnimations(to: InputTime(seconds: 3))
        touches.send(3, .up(1))
        #expect(stepper.value == 5)
    }

    @Test("wraps goes round; stepValue sets the step; value is clamped") func wraps() {
        let s = Stepper(theme: ownTheme())
        s.maximumValue = 10
        s.stepValue = 4
        s.wraps = true
        s.value = 8
        s.step(1)
        #expect(s.value == 0)
        s.step(-1)
        #expect(s.value == 10)
        s.value = 50
        #expect(s.value == 10 && s.intrinsicContentSize == Size(width: 94, height: 32))
    }
}
