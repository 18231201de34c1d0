import Testing
import PanePhysics

/// UIKit's interactive-pop decision (issue 27 item 1), on its own.
@Suite struct InteractivePopTests {
    @Test("on an 800 pt panel a finger resting at 240 pt pops, one resting at 100 pt cancels")
    func issueExamples() {
        #expect(InteractivePop.completes(translation: 240, velocity: 0, width: 800))
        #expect(!InteractivePop.completes(translation: 100, velocity: 0, width: 800))
    }

    @Test("the threshold is 187.5 pt, or half a narrower width")
    func threshold() {
        #expect(!InteractivePop.completes(translation: 187.5, velocity: 0, width: 800))
        #expect(InteractivePop.completes(translation: 187.6, velocity: 0, width: 800))
        #expect(!InteractivePop.completes(translation: 150, velocity: 0, width: 300))
        #expect(InteractivePop.completes(translation: 150.1, velocity: 0, width: 300))
    }

    @Test("the release velocity is carried over 0.35 s; a flick back cancels")
    func velocity() {
        #expect(InteractivePop.completes(translation: 50, velocity: 400, width: 800))       // 50 + 140 > 187.5
        #expect(!InteractivePop.completes(translation: 40, velocity: 400, width: 800))      // 40 + 140 < 187.5
        #expect(!InteractivePop.completes(translation: 700, velocity: -250, width: 800))   // flicked back
        #expect(InteractivePop.completes(translation: 700, velocity: -249, width: 800))    // a slow drift back
        #expect(!InteractivePop.completes(translation: .nan, velocity: 0, width: 800))
        #expect(!InteractivePop.completes(translation: 300, velocity: 0, width: 0))
    }
}
