import PaneGeometry
import Testing
import PanePhysics

@Suite struct PixelRoundTests {
    @Test("spec §1.1 T1.1a pixelRound at scales 3, 2, 1")
    func roundsToDevicePixels() {
        #expect(near(pixelRound(10.4, scale: 3), 10.333333))
        #expect(pixelRound(10.3, scale: 2) == 10.5)
        #expect(pixelRound(10.5, scale: 1) == 11)
        #expect(near(pixelRound(-51.462, scale: 3), -51.333333))
        #expect(pixelRound(-51.462, scale: 2) == -51.5)
    }

    @Test("spec §1.1 scale 1 rounds half away from zero; bad scales act as 1")
    func halfAwayFromZeroAndBadScale() {
        #expect(pixelRound(-10.5, scale: 1) == -11)
        #expect(pixelRound(10.5, scale: 0) == 11)
        #expect(pixelRound(10.5, scale: .nan) == 11)
        #expect(Point(x: 10.3, y: -51.462).pixelRounded(scale: 2) == Point(x: 10.5, y: -51.5))
    }
}
