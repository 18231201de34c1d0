import PaneGeometry
import Testing
import PanePhysics

@Suite struct GestureMathTests {
    @Test("spec §7.2 T7.2a (0,12) begins with (0,2); T7.2b (6,8) stays possible; T7.2c (−15,3) begins with (−5,0)")
    func panHysteresis() {
        #expect(PanHysteresis.begins(translation: Point(x: 0, y: 12)))
        #expect(PanHysteresis.removing(from: Point(x: 0, y: 12)) == Point(x: 0, y: 2))
        #expect(!PanHysteresis.begins(translation: Point(x: 6, y: 8)))
        #expect(PanHysteresis.begins(translation: Point(x: -15, y: 3)))
        #expect(PanHysteresis.removing(from: Point(x: -15, y: 3)) == Point(x: -5, y: 0))
    }

    @Test("spec §7.2 T7.2e sloppiness 1.5 → h 15; spec §1.5 T1.5d a vertical-only scroller ignores (30, 2)")
    func sloppinessAndAxes() {
        #expect(!PanHysteresis.begins(translation: Point(x: 0, y: 12), hysteresis: 10 * 1.5))
        #expect(PanHysteresis.begins(translation: Point(x: 0, y: 15), hysteresis: 10 * 1.5))
        #expect(!PanHysteresis.begins(translation: Point(x: 30, y: 2), canPanHorizontally: false))
    }

    @Test("spec §1.6 T1.6a Δ(10,3) 16.70° → horizontal, then (5,5) moves only x; T1.6b Δ(10,5) → none; T1.6c Δ(2,10) → vertical")
    func directionalLock() {
        let lock = DirectionalLock.decide(delta: Point(x: 10, y: 3))
        #expect(lock == .horizontal)
        #expect(lock.apply(to: Point(x: 5, y: 5)) == Point(x: 5, y: 0))
        #expect(DirectionalLock.decide(delta: Point(x: 10, y: 5)) == DirectionalLock.none)
        #expect(DirectionalLock.decide(delta: Point(x: 2, y: 10)) == .vertical)
        #expect(DirectionalLock.decide(delta: Point(x: 0, y: -4)) == .vertical)
        #expect(DirectionalLock.decide(delta: Point(x: 10, y: 3), canScrollHorizontally: false) == DirectionalLock.none)
        #expect(DirectionalLock.none.apply(to: Point(x: 10, y: 3)) == Point(x: 10, y: 3))
    }

    @Test("spec §7.3 T7.3a 100 → 107 possible; 109 → began, scale 1.00926; 150 → 1.38889")
    func pinch() {
        #expect(PinchHysteresis.referenceDistance(initial: 100, current: 107) == nil)
        let reference = PinchHysteresis.referenceDistance(initial: 100, current: 109)
        #expect(reference == 108)
        #expect(near(109 / (reference ?? 0), 1.00926, 1e-5))
        #expect(near(150 / (reference ?? 0), 1.38889, 1e-5))
        #expect(PinchHysteresis.referenceDistance(initial: 100, current: 80) == 92)
    }
}
