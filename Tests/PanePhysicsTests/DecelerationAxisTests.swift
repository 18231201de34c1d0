import Testing
import PanePhysics

@Suite struct DecelerationAxisTests {
    let frame = 1000.0 / 60

    @Test("spec §3.2 T3.2a free step: frame 1 moves 32.744 and keeps v·0.9671900")
    func freeStep() {
        var a = DecelerationAxis(position: 0, velocity: 2, minimum: -1e9, maximum: 1e9)
        let bouncing = a.step(dtMs: frame)
        #expect(!bouncing)
        #expect(near(a.position, 32.744))
        #expect(near(a.velocity, 2 * 0.9671900, 1e-6))
    }

    @Test("spec §3.2 T3.2b r 0.99: frame 1 moves 30.388")
    func fastRate() {
        var a = DecelerationAxis(position: 0, velocity: 2, minimum: -1e9, maximum: 1e9, rate: .fast)
        a.step(dtMs: frame)
        #expect(near(a.position, 30.388))
    }

    @Test("spec §3.3 the fast-scroll multiplier scales free steps")
    func multiplier() {
        var plain = DecelerationAxis(position: 0, velocity: 2, minimum: -1e9, maximum: 1e9)
        var boosted = DecelerationAxis(position: 0, velocity: 2, minimum: -1e9, maximum: 1e9, multiplier: 1.9)
        plain.step(dtMs: frame)
        boosted.step(dtMs: frame)
        #expect(near(boosted.position, plain.position * 1.9, 1e-9))
        #expect(boosted.velocity == plain.velocity)
    }

    @Test("spec §4.1 a step that crosses the edge splits at t_e and resets the multiplier")
    func edgeSplit() {
        let lnR = DecelerationRate.normal.logarithm
        var a = DecelerationAxis(position: 490, velocity: 2, minimum: 0, maximum: 500, multiplier: 2)
        a.step(dtMs: frame)
        #expect(a.multiplier == 1)
        // Appendix A by hand: t_e proportional to distance, free step for t_e, spring for the rest.
        let proposed = 490 + 2 * (1 - truncatedExp(frame * lnR)) / 0.002 * 0.998 * 2
        let te = frame * (500 - 490) / (proposed - 490)
        let decayToEdge = truncatedExp(te * lnR)
        let xEdge = 490 + (1 - decayToEdge) / 0.002 * 0.998 * 2 * 2
        let vEdge = 2 * decayToEdge
        let rem = frame - te
        let d = truncatedExp(rem * lnR), k = truncatedExp(rem * -0.01005)
        #expect(near(a.position, 500 + k * (xEdge - 500) + (1 - d) * k * 0.998 * vEdge / 0.002, 1e-9))
        #expect(near(a.velocity, vEdge * d * k, 1e-12))
        #expect(a.position > 500 && a.position < proposed)
    }

    @Test("spec §4.1 bouncing means more than half a point outside")
    func bouncingFlag() {
        #expect(!DecelerationAxis(position: 500.4, velocity: 0, minimum: 0, maximum: 500).isBouncing)
        #expect(DecelerationAxis(position: 500.5, velocity: 0, minimum: 0, maximum: 500).isBouncing)
        #expect(DecelerationAxis(position: -0.6, velocity: 0, minimum: 0, maximum: 500).isBouncing)
    }

    @Test("spec §4.1 T4a from rest 100 pt past the edge: frame 6 36.80, frame 12 13.54, frame 18 4.98")
    func returnFromRest() {
        var a = DecelerationAxis(position: 600, velocity: 0, minimum: 0, maximum: 500)
        var seen: [Int: Double] = [:]
        for n in 1...18 {
            a.step(dtMs: frame)
            seen[n] = a.position - 500
        }
        #expect(near(seen[6]!, 36.80, perFrame))
        #expect(near(seen[12]!, 13.54, perFrame))
        #expect(near(seen[18]!, 4.98, perFrame))
    }

    @Test("spec §3.4 an adjusted target snaps when passed")
    func targetSnap() {
        var a = DecelerationAxis(position: 0, velocity: 2, minimum: 0, maximum: 5000, target: 20)
        a.step(dtMs: frame)
        #expect(a.position == 20 && a.velocity == 0 && !a.isApproachingTarget)
    }

    @Test("spec §3.4 [D] short of an adjusted target, a stalled axis keeps 0.05 pt/ms toward it")
    func targetApproach() {
        var a = DecelerationAxis(position: 0, velocity: 0.005, minimum: 0, maximum: 5000, target: 3)
        a.step(dtMs: frame)
        #expect(a.velocity == DecelerationAxis.targetApproachSpeed)
        for _ in 0..<10 { a.step(dtMs: frame) }
        #expect(a.position == 3 && a.velocity == 0)
    }

    @Test("pin clamps and stops; a bad dt changes nothing")
    func pinAndBadInput() {
        var a = DecelerationAxis(position: 500.48, velocity: 0.001, minimum: 0, maximum: 500)
        a.step(dtMs: .nan)
        a.step(dtMs: -5)
        #expect(a.position == 500.48)
        a.pin()
        #expect(a.position == 500 && a.velocity == 0)
    }
}
