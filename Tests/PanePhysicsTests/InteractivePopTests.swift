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

/// The acceleration term of the decision (issue 27 item 1: the position carried on at the release
/// velocity and acceleration over 0.35 s).
@Suite struct InteractivePopAccelerationTests {
    @Test("speeding up carries farther: v·t + a·t²/2 over 0.35 s")
    func speedingUp() {
        // 74 + 250 × 0.35 = 161.5 cancels; + 3,000 × 0.35² / 2 = 183.75 more pops.
        #expect(!InteractivePop.completes(translation: 74, velocity: 250, width: 800))
        #expect(InteractivePop.completes(translation: 74, velocity: 250, acceleration: 3000, width: 800))
        let expected: Double = 250 * 0.35 + 3000 * 0.35 * 0.35 / 2
        #expect(InteractivePop.travel(velocity: 250, acceleration: 3000, over: 0.35) == expected)
    }

    @Test("a finger slowing down stops where its speed reaches zero, and never turns back")
    func slowingDown() {
        // 105 pt/s braking at 5,000 pt/s²: stops after 21 ms and 1.1025 pt.
        let stop: Double = 105.0 * 105 / 10_000
        #expect(InteractivePop.travel(velocity: 105, acceleration: -5000, over: 0.35) == stop)
        #expect(!InteractivePop.completes(translation: 174, velocity: 105, acceleration: -5000, width: 800))
        #expect(InteractivePop.completes(translation: 174, velocity: 105, width: 800))
        // Braking gently enough to still be moving after 0.35 s: the plain formula.
        let gentle: Double = 400 * 0.35 - 1000 * 0.35 * 0.35 / 2
        #expect(InteractivePop.travel(velocity: 400, acceleration: -1000, over: 0.35) == gentle)
        // Moving back toward the edge and slowing down: stops, negative travel.
        #expect(InteractivePop.travel(velocity: -100, acceleration: 2000, over: 0.35) == -2.5)
    }

    @Test("a flick back cancels whatever the acceleration; a non-finite acceleration counts as none")
    func edges() {
        #expect(!InteractivePop.completes(translation: 300, velocity: -300, acceleration: 100_000, width: 800))
        #expect(InteractivePop.completes(translation: 174, velocity: 105, acceleration: .nan, width: 800))
        #expect(InteractivePop.completes(translation: 0, velocity: 0, acceleration: 4000, width: 800))   // 245 pt
    }
}
