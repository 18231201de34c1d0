import Glibc
import Testing
import PanePhysics

@Suite struct TruncatedExpTests {
    @Test("spec §3.2 T3.2a frame-1 decay at 60 Hz, r 0.998: E(16.667·ln r) = 0.9671900")
    func frameDecay() {
        #expect(near(truncatedExp(1000.0 / 60 * log(0.998)), 0.9671900, 1e-7))
    }

    @Test("spec §3.2 E(y) is 1 + y + y²/2 from −0.5 up, exp below")
    func branches() {
        #expect(truncatedExp(-0.5) == 0.625)
        #expect(truncatedExp(0) == 1)
        #expect(truncatedExp(-0.6) == exp(-0.6))
    }
}
