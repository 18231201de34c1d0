import Testing
import PaneGeometry
@testable import PaneInput

/// Range mapping, calibration and rotation (DESIGN.md §5, kernel.md B3, B5, B6).
@Suite struct TouchTransformTests {
    static let ft5x06 = (x: AbsInfo(minimum: 0, maximum: 799), y: AbsInfo(minimum: 0, maximum: 479))

    @Test("ranges are max-inclusive: (v - min) * W / (max - min + 1)")
    func inclusiveRange() {
        let t = TouchTransform(x: AbsInfo(minimum: 0, maximum: 32767), y: AbsInfo(minimum: 0, maximum: 32767),
                               displaySize: Size(width: 800, height: 480))
        #expect(t.apply(x: 16384, y: 16384) == Point(x: 400, y: 240))
        #expect(t.apply(x: 0, y: 0) == Point(x: 0, y: 0))
        #expect(t.apply(x: 32000, y: 32000) == Point(x: 781.25, y: 468.75))
        // 32767 maps to 799.98 and 479.99, inside the display, then clamps to the last point.
        #expect(t.apply(x: 32767, y: 32767) == Point(x: 799, y: 479))
    }

    @Test("a 1:1 panel maps each unit to its pixel")
    func oneToOne() {
        let t = TouchTransform(x: Self.ft5x06.x, y: Self.ft5x06.y, displaySize: Size(width: 800, height: 480))
        #expect(t.apply(x: 799, y: 479) == Point(x: 799, y: 479))
        #expect(t.apply(x: 123, y: 45) == Point(x: 123, y: 45))
    }

    @Test("values outside the range clamp to the display")
    func clamps() {
        let t = TouchTransform(x: AbsInfo(minimum: 30, maximum: 4040), y: AbsInfo(minimum: 60, maximum: 4035),
                               displaySize: Size(width: 800, height: 480))
        #expect(t.apply(x: 0, y: -500) == Point(x: 0, y: 0))
        #expect(t.apply(x: 9000, y: 9000) == Point(x: 799, y: 479))
        #expect(t.apply(x: 30, y: 60) == Point(x: 0, y: 0))
        #expect(t.apply(x: 2035, y: 2047) == Point(x: 2005.0 * 800 / 4011, y: 1987.0 * 480 / 3976))
    }

    @Test("a malformed range (max below min) does not divide by zero")
    func degenerateRange() {
        let t = TouchTransform(x: AbsInfo(minimum: 10, maximum: 5), y: AbsInfo(minimum: 0, maximum: 0),
                               displaySize: Size(width: 800, height: 480))
        #expect(t.apply(x: 10, y: 0) == Point(x: 0, y: 0))
        #expect(t.apply(x: 11, y: 1) == Point(x: 799, y: 479))
    }

    @Test("rotation turns normalized panel coordinates: 90° maps (x, y) to (y, 1 - x)")
    func rotations() {
        // Panel 0..799 x 0..479; the app sees 480x800 at 90° and 270°.
        let x = Self.ft5x06.x, y = Self.ft5x06.y
        let p90 = TouchTransform(x: x, y: y, displaySize: Size(width: 480, height: 800), rotation: .clockwise90)
        // Panel (200, 120): normalized (0.25, 0.25) → (0.25, 0.75) → (120, 600).
        #expect(p90.apply(x: 200, y: 120) == Point(x: 120, y: 600))
        let p180 = TouchTransform(x: x, y: y, displaySize: Size(width: 800, height: 480), rotation: .clockwise180)
        #expect(p180.apply(x: 200, y: 120) == Point(x: 600, y: 360))
        let p270 = TouchTransform(x: x, y: y, displaySize: Size(width: 480, height: 800), rotation: .clockwise270)
        #expect(p270.apply(x: 200, y: 120) == Point(x: 360, y: 200))
    }

    @Test("calibration uses libinput's matrices on normalized coordinates, before rotation")
    func calibration() throws {
        let x = Self.ft5x06.x, y = Self.ft5x06.y
        let size = Size(width: 800, height: 480)
        // libinput's "reflect along y": "-1 0 1 0 1 0".
        let mirror = try #require(CalibrationMatrix(parsing: "-1 0 1 0 1 0"))
        #expect(TouchTransform(x: x, y: y, displaySize: size, calibration: mirror).apply(x: 200, y: 120) == Point(x: 600, y: 120))
        // A half-scale, offset calibration: x' = 0.5x + 0.25, y' = 0.5y + 0.25.
        let shrink = CalibrationMatrix(0.5, 0, 0.25, 0, 0.5, 0.25)
        #expect(TouchTransform(x: x, y: y, displaySize: size, calibration: shrink).apply(x: 400, y: 240) == Point(x: 400, y: 240))
        #expect(TouchTransform(x: x, y: y, displaySize: size, calibration: shrink).apply(x: 0, y: 0) == Point(x: 200, y: 120))
        // Calibration then rotation: mirrored (0.25, 0.25) is (0.75, 0.25), turned 90° is (0.25, 0.25).
        let both = TouchTransform(x: x, y: y, displaySize: Size(width: 480, height: 800), calibration: mirror, rotation: .clockwise90)
        #expect(both.apply(x: 200, y: 120) == Point(x: 120, y: 200))
    }

    @Test("libinput's 90° calibration matrix equals Pane's .clockwise270 rotation")
    func libinputRotationMatrix() throws {
        let x = Self.ft5x06.x, y = Self.ft5x06.y
        let size = Size(width: 800, height: 480)
        let m = try #require(CalibrationMatrix(parsing: "0 -1 1 1 0 0"))
        let viaMatrix = TouchTransform(x: x, y: y, displaySize: size, calibration: m)
        let viaRotation = TouchTransform(x: x, y: y, displaySize: size, rotation: .clockwise270)
        for (px, py) in [(0, 0), (200, 120), (799, 479), (400, 17)] {
            #expect(viaMatrix.apply(x: Int32(px), y: Int32(py)) == viaRotation.apply(x: Int32(px), y: Int32(py)))
        }
    }
}
