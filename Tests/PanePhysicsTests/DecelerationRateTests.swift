import Testing
import PanePhysics

@Suite struct DecelerationRateTests {
    @Test("spec §3.1 T3.1a normal is 0.998; T3.1b fast is 0.99")
    func constants() {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
        #expect(DecelerationRate(rawValue: 0.99) == .fast)
    }

    @Test("spec §3.1 T3.1c compat snapping: 0.993 → 0.99, 0.995 → 0.998; arbitrary values kept otherwise")
    func snapping() {
        #expect(DecelerationRate(rawValue: 0.993).snapped == .fast)
        #expect(DecelerationRate(rawValue: 0.995).snapped == .normal)
        #expect(DecelerationRate(rawValue: 0.995).rawValue == 0.995)
    }

    @Test("rates outside (0, 1) are clamped so the integrator stays finite")
    func clamping() {
        #expect(DecelerationRate(rawValue: 1).rawValue == 0.9999)
        #expect(DecelerationRate(rawValue: -3).rawValue == 0.01)
        #expect(DecelerationRate(rawValue: .nan) == .normal)
    }
}
