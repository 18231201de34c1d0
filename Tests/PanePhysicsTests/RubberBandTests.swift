import PaneGeometry
import Testing
import PanePhysics

@Suite struct RubberBandTests {
    @Test("spec §2.1 T2a d=800, x=100 → 51.462")
    func basic() {
        #expect(near(RubberBand.distance(100, range: 800), 44000.0 / 855))
        #expect(near(RubberBand.distance(100, range: 800), 51.462))
    }

    @Test("spec §2.1 T2b S19 checkpoints at d=800", arguments: [
        (10.0, 5.462), (40, 21.411), (200, 96.703), (400, 172.549), (4000, 586.667),
    ])
    func checkpoints(x: Double, expected: Double) {
        #expect(near(RubberBand.distance(x, range: 800), expected))
    }

    @Test("spec §2.1 T2c d=812 matches S8's measurements", arguments: [(500.0, 205.428), (1000, 327.900), (1500, 409.224)])
    func iPhoneXHeight(x: Double, expected: Double) {
        #expect(near(RubberBand.distance(x, range: 812), expected))
    }

    @Test("spec §2.1 T2d inverse: b=51.462, d=800 → 100")
    func inverse() {
        #expect(near(RubberBand.inverseDistance(51.462, range: 800), 100, 2e-3))
        #expect(near(RubberBand.inverseDistance(RubberBand.distance(100, range: 800), range: 800), 100, 1e-9))
    }

    @Test("spec §2.1 T2e drag +100 at the top of an 800-pt view → −51.462 → −51.5 at s=2")
    func dragAtTop() {
        let shown = RubberBand.offset(0 - 100, minimum: 0, maximum: 1200, range: 800)
        #expect(near(shown, -51.462))
        #expect(pixelRound(shown, scale: 2) == -51.5)
    }

    @Test("spec §1.5 T1.5b always-bounce content: min = max = 0, d = 812 → −51.511; s=2 −51.5; s=3 −51.667")
    func alwaysBounce() {
        let shown = RubberBand.offset(-100, minimum: 0, maximum: 0, range: 812)
        #expect(near(shown, -51.511))
        #expect(pixelRound(shown, scale: 2) == -51.5)
        #expect(near(pixelRound(shown, scale: 3), -51.667))
    }

    @Test("spec §2.1 past the maximum, inside unchanged, max below min treated as min")
    func edges() {
        #expect(near(RubberBand.offset(1300, minimum: 0, maximum: 1200, range: 800), 1251.462))
        #expect(RubberBand.offset(600, minimum: 0, maximum: 1200, range: 800) == 600)
        #expect(near(RubberBand.offset(100, minimum: 0, maximum: -50, range: 800), 51.462))
        let p = RubberBand.offset(Point(x: -100, y: 1300),
                                  limits: ContentOffsetLimits(minimum: .zero, maximum: Point(x: 0, y: 1200)),
                                  boundsSize: Size(width: 800, height: 800))
        #expect(near(p.x, -51.462) && near(p.y, 1251.462))
    }

    @Test("spec §4.3 T4e grabbing at −51.462 in an 800-tall view implies −100")
    func grabbedWhileBouncing() {
        #expect(near(RubberBand.unconstrainedOffset(-51.462, minimum: 0, maximum: 1200, range: 800), -100, 2e-3))
        let limits = ContentOffsetLimits(minimum: .zero, maximum: Point(x: 0, y: 1200))
        let implied = RubberBand.unconstrainedOffset(Point(x: 0, y: -51.462), limits: limits, boundsSize: Size(width: 400, height: 800))
        #expect(implied.x == 0 && near(implied.y, -100, 2e-3))
        // Moving the finger by 0 re-applies the band to the implied offset: no jump.
        #expect(near(RubberBand.offset(implied, limits: limits, boundsSize: Size(width: 400, height: 800)).y, -51.462, 1e-9))
    }

    @Test("bad input stays finite")
    func badInput() {
        #expect(RubberBand.inverseDistance(900, range: 800).isFinite)
        #expect(RubberBand.inverseDistance(10, range: 0) == 0)
        #expect(RubberBand.distance(10, range: 0) == 0)
    }
}
