import PaneGeometry
import Testing
import PanePhysics

@Suite struct DecelerationAdjustmentTests {
    @Test("spec §3.4 T3.4c delegate target +500 → r' 0.996028, v stays 2; +50 → r' 0.960982")
    func nearerTargets() {
        let a = DecelerationAdjustment.plan(offset: 0, velocity: 2, target: 500)
        #expect(a.velocity == 2 && near(a.rate.rawValue, 0.996028, 1e-6))
        let b = DecelerationAdjustment.plan(offset: 0, velocity: 2, target: 50)
        #expect(b.velocity == 2 && near(b.rate.rawValue, 0.960982, 1e-6))
    }

    @Test("spec §3.4 T3.4d target +1500 (farther) → v' 3.013004 at r 0.998")
    func fartherTarget() {
        let a = DecelerationAdjustment.plan(offset: 0, velocity: 2, target: 1500)
        #expect(a.rate == .normal && near(a.velocity, 3.013004, 1e-6))
    }

    @Test("spec §3.4 T3.4e target −100 (opposite) → candidate −0.1902 → r' 0.985, v' −1.501364")
    func oppositeTarget() {
        let a = DecelerationAdjustment.plan(offset: 0, velocity: 2, target: -100)
        #expect(a.rate.rawValue == 0.985 && near(a.velocity, -1.501364, 1e-6))
    }

    @Test("spec §3.4 D == 0 zeroes that axis; rates cap at 0.999")
    func zeroDistanceAndCap() {
        #expect(DecelerationAdjustment.plan(offset: 40, velocity: 2, target: 40).velocity == 0)
        let slow = DecelerationAdjustment.plan(offset: 0, velocity: 0.02, target: 1)
        #expect(slow.rate.rawValue <= 0.999)
    }

    @Test("spec §3.4 T3.4f target == current offset → no deceleration")
    func targetIsCurrent() {
        let limits = ContentOffsetLimits(minimum: .zero, maximum: Point(x: 0, y: 5000))
        let d = DecelerationAdjustment.deceleration(offset: Point(x: 0, y: 300), velocity: Point(x: 0, y: 2),
                                                    target: Point(x: 0, y: 300), limits: limits)
        #expect(d.isFinished && d.offset == Point(x: 0, y: 300))
    }

    @Test("spec §3.4 a flick re-aimed at +500 comes to rest exactly on 500", arguments: [500.0, 50, 1500, -100])
    func landsOnTarget(target: Double) {
        let limits = ContentOffsetLimits(minimum: Point(x: 0, y: -5000), maximum: Point(x: 0, y: 5000))
        var d = DecelerationAdjustment.deceleration(offset: .zero, velocity: Point(x: 0, y: 2),
                                                    target: Point(x: 0, y: target), limits: limits)
        var frames = 0
        while d.step(dtMs: 1000.0 / 60), frames < 1000 { frames += 1 }
        #expect(frames < 1000)
        #expect(d.offset.y == target)
    }

    @Test("spec §3.4 both axes adjusted: the smaller rate drives both, the other velocity is recomputed")
    func sharedRate() {
        let limits = ContentOffsetLimits(minimum: .zero, maximum: Point(x: 5000, y: 5000))
        let d = DecelerationAdjustment.deceleration(offset: .zero, velocity: Point(x: 2, y: 2),
                                                    target: Point(x: 500, y: 50), limits: limits)
        let ry = DecelerationAdjustment.plan(offset: 0, velocity: 2, target: 50).rate
        #expect(d.horizontal.rate == ry && d.vertical.rate == ry)
        #expect(d.vertical.velocity == 2)
        #expect(near(d.horizontal.velocity, 0.01 - 500 * ry.logarithm, 1e-9))
    }
}
