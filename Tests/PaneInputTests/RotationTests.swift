import Testing
import PaneGeometry

/// PaneGeometry's `Rotation`, tested here because the input helper owns that one file.
@Suite struct RotationTests {
    @Test("degrees: 0, 90, 180, 270 and their equivalents; nothing else")
    func degrees() {
        #expect(Rotation(degrees: 0) == Rotation.none)
        #expect(Rotation(degrees: 90) == .clockwise90)
        #expect(Rotation(degrees: -90) == .clockwise270)
        #expect(Rotation(degrees: 450) == .clockwise90)
        #expect(Rotation(degrees: 45) == nil)
        #expect(Rotation.clockwise180.degrees == 180)
    }

    @Test("90° and 270° swap the app's width and height")
    func rotatedSize() {
        let panel = Size(width: 800, height: 480)
        #expect(Rotation.clockwise90.rotated(panel) == Size(width: 480, height: 800))
        #expect(Rotation.clockwise270.rotated(panel) == Size(width: 480, height: 800))
        #expect(Rotation.clockwise180.rotated(panel) == panel)
        #expect(Rotation.none.rotated(panel) == panel)
    }
}
