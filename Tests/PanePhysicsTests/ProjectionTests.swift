import PaneGeometry
import Testing
import PanePhysics

@Suite struct ProjectionTests {
    @Test("spec §3.4 T3.4a 2000 pt/s at 0.998: UIKit 994.005, WWDC 998.0, continuous 999.0; at 0.99: 198.003, WWDC 198.0")
    func models() {
        #expect(near(Projection.restingOffset(0, velocity: 2), 994.005))
        #expect(near(Projection.project(initialVelocity: 2000), 998.0))
        #expect(near(Projection.continuousDistance(velocity: 2), 999.0, 0.01))
        #expect(near(Projection.restingOffset(0, velocity: 2, rate: .fast), 198.003))
        #expect(near(Projection.project(initialVelocity: 2000, rate: .fast), 198.0))
    }

    @Test("spec §3.4 T3.4a targetContentOffset is pixel-rounded (994.005 → 994 at s 1, 994.0 at s 2)")
    func target() {
        let limits = ContentOffsetLimits(minimum: .zero, maximum: Point(x: 0, y: 10_000))
        let t = Projection.targetContentOffset(offset: .zero, velocity: Point(x: 0, y: 2), limits: limits)
        #expect(t == Point(x: 0, y: 994))
        let negative = Projection.targetContentOffset(offset: Point(x: 0, y: 5000), velocity: Point(x: 0, y: -2),
                                                      limits: limits, scale: 2)
        #expect(negative == Point(x: 0, y: 4006))
    }

    @Test("spec §3.4 T3.4b offset 3000, max 3200, 2 pt/ms → 3200 (clamped)")
    func clamped() {
        let limits = ContentOffsetLimits(minimum: .zero, maximum: Point(x: 0, y: 3200))
        #expect(Projection.targetContentOffset(offset: Point(x: 0, y: 3000), velocity: Point(x: 0, y: 2),
                                               limits: limits) == Point(x: 0, y: 3200))
    }

    @Test("spec §3.4 a slow release targets the current offset; multiplier scales the distance")
    func slowAndMultiplied() {
        let limits = ContentOffsetLimits(minimum: .zero, maximum: Point(x: 0, y: 10_000))
        #expect(Projection.targetContentOffset(offset: Point(x: 0, y: 7.3), velocity: Point(x: 0, y: 0.2),
                                               limits: limits, decelerates: false) == Point(x: 0, y: 7.3))
        #expect(Projection.restingOffset(5, velocity: 0.005) == 5)
        #expect(near(Projection.restingOffset(0, velocity: 2, multiplier: 2), 1988.01))
    }

    @Test("spec §3.2 T3.2c continuous: v(100)/v0 0.8186, v(1000)/v0 0.1351, 2 → 0.01 takes 2646.5 ms")
    func continuous() {
        #expect(near(Projection.continuousVelocity(velocity: 1, timeMs: 100), 0.8186, 1e-4))
        #expect(near(Projection.continuousVelocity(velocity: 1, timeMs: 1000), 0.1351, 1e-4))
        #expect(near(Projection.continuousDuration(from: 2, to: 0.01), 2646.5, 0.05))
        #expect(near(Projection.continuousDisplacement(velocity: 2, timeMs: .infinity), 999.0, 0.01))
    }
}
