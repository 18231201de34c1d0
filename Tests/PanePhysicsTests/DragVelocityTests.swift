import PaneGeometry
import Testing
import PanePhysics

@Suite struct DragVelocityTests {
    @Test("spec §3.3 T3.3a recognizer 100, 600, 1100 pt/s → prev −0.6, latest −1.1, fast, release −0.725 pt/ms, target −357.142")
    func flickRelease() {
        var d = DragVelocity()
        for v in [100.0, 600, 1100] { d.record(velocityInView: Point(x: 0, y: v)) }
        #expect(near(d.previous.y, -0.6, 1e-12) && near(d.latest.y, -1.1, 1e-12))
        let release = d.release(velocityInView: Point(x: 0, y: 1100))
        #expect(release.tier == .fast && release.decelerates)
        #expect(near(release.velocity.y, -0.725, 1e-12))
        #expect(near(Projection.restingOffset(0, velocity: release.velocity.y), -357.142))
    }

    @Test("spec §3.3 T3.3b 200 pt/s → |v|² 0.04 < 0.0625 → no deceleration")
    func slowRelease() {
        var d = DragVelocity()
        d.record(velocityInView: Point(x: 0, y: 200))
        let release = d.release(velocityInView: Point(x: 0, y: 200))
        #expect(release.tier == .tooSlow && !release.decelerates && release.velocity == .zero)
    }

    @Test("spec §3.3 tiers: 0.25 ≤ |v| < 0.6 normal; the test uses the 2-D magnitude")
    func tiers() {
        var d = DragVelocity()
        #expect(d.release(velocityInView: Point(x: 0, y: 400)).tier == .normal)
        d.reset()
        #expect(d.release(velocityInView: Point(x: 200, y: 200)).tier == .normal) // |v|² = 0.08
        d.reset()
        #expect(d.release(velocityInView: Point(x: 0, y: 600)).tier == .fast)
    }

    @Test("spec §3.3 T3.3c one movement event (prev = 0) → released velocity is the raw latest")
    func singleEvent() {
        var d = DragVelocity()
        d.record(velocityInView: Point(x: 0, y: -800))
        let release = d.release(velocityInView: Point(x: 0, y: -800))
        #expect(release.velocity == Point(x: 0, y: 0.8))
    }

    @Test("spec §3.3 an exactly zero re-read clears both values; non-scrollable axes read 0")
    func zeroAndMasking() {
        var d = DragVelocity()
        d.record(velocityInView: Point(x: 500, y: 900), canScrollHorizontally: false)
        #expect(d.latest == Point(x: 0, y: -0.9))
        d.record(velocityInView: Point(x: 500, y: 900), canScrollHorizontally: false)
        let release = d.release(velocityInView: .zero)
        #expect(release.tier == .tooSlow && d.previous == .zero && d.latest == .zero)
    }

    @Test("spec §0 view velocity (pt/s) → offset velocity (pt/ms) is −v/1000")
    func conversion() {
        #expect(DragVelocity.offsetVelocity(fromVelocityInView: Point(x: -2000, y: 500)) == Point(x: 2, y: -0.5))
    }
}
