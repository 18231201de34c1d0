import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI

@MainActor
@Suite struct FrameAnimationTests {
    @MainActor
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

    /// Notes its start and steps.
    @MainActor
    final class Recorder: FrameAnimation {
        var events: [String] = []
        var then: (() -> Void)?
        func start(at time: InputTime) { events.append("start \(ms(time))") }
        func step(to time: InputTime) -> Bool {
            events.append("step \(ms(time))")
            then?()
            then = nil
            return events.count < 3
        }
        func ms(_ t: InputTime) -> String { String(Int((t.milliseconds * 1000).rounded())) }
    }

    @Test("the lift-frame rule: an animation starts one frame interval before its first step, in that frame")
    func startsOneFrameBeforeItsFirstStep() {
        let window = Window(size: Size(width: 10, height: 10))
        let a = Recorder()
        window.addAnimation(a)   // as a lift delivered in the frame at 1 s would
        window.stepAnimations(to: InputTime(seconds: 1))
        #expect(a.events == ["start 983333", "step 1000000"], "1000 − 16.667 ms (µs shown)")
        window.stepAnimations(to: InputTime(seconds: 1) + 1.0 / 60)
        #expect(a.events == ["start 983333", "step 1000000", "step 1016667"])
        #expect(!window.isAnimating)
    }

    @Test("the start follows Window.frameInterval; an animation added by a step starts and steps in the same frame")
    func frameIntervalAndAnimationsAddedByAStep() {
        let window = Window(size: Size(width: 10, height: 10))
        window.frameInterval = 1.0 / 120
        let first = Recorder(), second = Recorder()
        first.then = { window.addAnimation(second) }
        window.addAnimation(first)
        window.stepAnimations(to: InputTime(seconds: 2))
        #expect(first.events == ["start 1991667", "step 2000000"])
        #expect(second.events == ["start 1991667", "step 2000000"])
        // Removed before its first frame: never started.
        let third = Recorder()
        window.addAnimation(third)
        window.removeAnimation(third)
        window.stepAnimations(to: InputTime(seconds: 2) + 1.0 / 120)
        #expect(third.events.isEmpty)
    }
}
