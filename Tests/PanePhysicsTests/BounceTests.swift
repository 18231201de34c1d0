import Testing
import PanePhysics

@Suite struct BounceTests {
    @Test("spec §4.1 T4a continuous return from 100 pt: 36.60 at 100 ms, 13.40 at 200, 4.90 at 300, < 0.5 at 527.2 ms")
    func returnFromRest() {
        #expect(near(Bounce.displacement(releasedAt: 100, timeMs: 100), 36.60, 0.01))
        #expect(near(Bounce.displacement(releasedAt: 100, timeMs: 200), 13.40, 0.01))
        #expect(near(Bounce.displacement(releasedAt: 100, timeMs: 300), 4.90, 0.01))
        #expect(near(Bounce.settleTime(releasedAt: 100), 527.2, 0.05))
        #expect(Bounce.settleTime(releasedAt: 0.3) == 0)
    }

    @Test("spec §4.1 the relaxation's time constant is 99.5 ms")
    func timeConstant() {
        #expect(near(Bounce.timeConstantMs, 99.5, 0.01))
    }

    @Test("spec §4.1 T4c crossing at v_e, r 0.998: peak 33.30·v_e, 91 ms after crossing")
    func closedFormPeak() {
        #expect(near(Bounce.timeToPeak(), 91, 0.5))
        #expect(near(Bounce.peakOvershoot(crossingSpeed: 1), 33.30, 0.01))
        #expect(near(Bounce.peakOvershoot(crossingSpeed: 2), 66.60, 0.02))
    }

    @Test("spec §4.1 the closed form composes with the per-frame spring step (exact exp, small frames)")
    func closedFormMatchesIntegrator() {
        // Start exactly at the edge with speed 1; 1-ms steps use E() close to exp.
        var a = DecelerationAxis(position: 500, velocity: 0, minimum: 0, maximum: 500)
        a.position = 500.000001
        a.velocity = 1
        for _ in 0..<91 { a.step(dtMs: 1) }
        #expect(near(a.position - 500, Bounce.overshoot(crossingSpeed: 1, timeMs: 91), 0.01))
    }
}
