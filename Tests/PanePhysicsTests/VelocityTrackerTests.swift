import PaneGeometry
import Testing
import PanePhysics

@Suite struct VelocityTrackerTests {
    @Test("spec §7.2 T7.2d events every 8 ms at y 0, 4, 12, 24 → 100, 600, 1100 pt/s")
    func blend() {
        var t = VelocityTracker()
        var seen: [Double] = []
        for (i, y) in [0.0, 4, 12, 24].enumerated() {
            t.add(Point(x: 0, y: y), at: Double(i) * 0.008)
            seen.append(t.velocity.y)
        }
        #expect(seen[0] == 0)
        #expect(near(seen[1], 100, 1e-9) && near(seen[2], 600, 1e-9) && near(seen[3], 1100, 1e-9))
    }

    @Test("spec §7.2 samples with Δt ≤ 0 are skipped")
    func nonIncreasingTime() {
        var t = VelocityTracker()
        t.add(Point(x: 0, y: 0), at: 0)
        t.add(Point(x: 0, y: 4), at: 0.008)
        t.add(Point(x: 0, y: 50), at: 0.008)
        t.add(Point(x: 0, y: 50), at: 0.004)
        #expect(near(t.velocity.y, 100, 1e-9))
    }

    @Test("spec §7.2 a previous sample whose interval was ≤ 2⁻²³ s is not used (0.2·latest)")
    func tinyPreviousInterval() {
        var t = VelocityTracker()
        t.add(.zero, at: 0)
        t.add(Point(x: 0, y: 1e-9), at: 1e-8)
        t.add(Point(x: 8, y: 1e-9), at: 0.008)
        #expect(near(t.velocity.x, 0.2 * 8 / (0.008 - 1e-8), 1e-9))
        t.reset()
        #expect(t.velocity == .zero)
    }

    @Test("spec §7.3 pinch velocity: 0.75·previous + 0.25·current when previous ≠ 0")
    func scaleVelocity() {
        var s = ScaleVelocityTracker()
        s.add(1.0, at: 0)
        s.add(1.1, at: 0.1)
        #expect(near(s.velocity, 1.0, 1e-9))
        s.add(1.3, at: 0.2)
        #expect(near(s.velocity, 0.75 * 1.0 + 0.25 * 2.0, 1e-9))
    }
}
