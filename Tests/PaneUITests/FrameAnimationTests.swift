import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI

@Suite struct FrameAnimationTests {
    final class Slide: FrameAnimation {
        let view: View
        let start: InputTime
        var steps: [Double] = []
        init(_ view: View, start: InputTime) { self.view = view; self.start = start }
        func step(to time: InputTime) -> Bool {
            let t = min(1, (time - start) / 0.1)
            steps.append(t)
            view.frame.origin.x = 100 * t
            return t < 1
        }
    }

    @Test func animationsStepEachFrameUntilDone() {
        let window = Window(size: Size(width: 200, height: 100))
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        let slide = Slide(v, start: InputTime(seconds: 1))
        window.addAnimation(slide)
        window.addAnimation(slide)
        #expect(window.isAnimating && window.needsFrame)
        for frame in 1...7 {
            window.stepAnimations(to: InputTime(seconds: 1) + Double(frame) / 60)
        }
        #expect(slide.steps.count == 6, "one step per frame, the sixth reaches t = 1 and ends it")
        #expect(v.frame.origin.x == 100)
        #expect(!window.isAnimating)
        #expect(window.frameTime == InputTime(seconds: 1) + 7.0 / 60)
    }

    @Test func removedAnimationsStopAtOnce() {
        let window = Window(size: Size(width: 200, height: 100))
        let slide = Slide(View(), start: .zero)
        window.addAnimation(slide)
        window.removeAnimation(slide)
        window.stepAnimations(to: InputTime(seconds: 0.05))
        #expect(slide.steps.isEmpty && !window.isAnimating)
    }
}
