public import PaneGeometry

/// Maps a device's raw X/Y to display points: inclusive range mapping, then the calibration
/// matrix, then the display's rotation (DESIGN.md §5, kernel.md B3, B5, B6).
///
/// In steps, for each axis `n = (v - min) / (max - min + 1)` (libinput `absinfo_range()`, so
/// `(v - min) * W / (max - min + 1)` without calibration or rotation), then
/// `CalibrationMatrix` on the normalized pair, then `Rotation` (the picture's clockwise turn on
/// the panel: `.clockwise90` maps normalized panel `(x, y)` to `(y, 1 - x)`, libinput's
/// `"0 1 0 -1 0 1"`), then a scale to `displaySize`, the size the app sees (already swapped
/// for 90° and 270°). The result is clamped to `0...width-1`, `0...height-1` (kernel.md B3:
/// devices report values outside their range). All steps are folded into one affine map, so
/// applying it costs four multiplications.
public struct TouchTransform: Hashable, Sendable {
    /// The device's raw x axis. Set at init: assigning it later does not update `apply(x:y:)` (make a new
    /// transform).
    public var x: AbsInfo
    /// The device's raw y axis. Set at init: assigning it later does not update `apply(x:y:)` (make a new
    /// transform).
    public var y: AbsInfo
    /// The size the app sees, in points (already swapped for 90° and 270°). Set at init, like `x`.
    public var displaySize: Size
    /// The calibration applied to normalized positions. Set at init, like `x`.
    public var calibration: CalibrationMatrix
    /// The picture's turn on the panel, applied to touches after calibration. Set at init, like `x`.
    public var rotation: Rotation

    // The folded map on offsets from the minimum, dx = x - x.minimum, dy = y - y.minimum:
    // px = m11·dx + m12·dy + kx, py = m21·dx + m22·dy + ky. Folding the coefficients
    // directly (not by pushing points through) keeps 1:1 mappings exact.
    private var m11 = 1.0, m12 = 0.0, kx = 0.0, m21 = 0.0, m22 = 1.0, ky = 0.0

    /// A transform from a device's axes to a display of `displaySize`, with the steps folded into one affine
    /// map.
    public init(x: AbsInfo, y: AbsInfo, displaySize: Size, calibration: CalibrationMatrix = .identity,
                rotation: Rotation = .none) {
        self.x = x
        self.y = y
        self.displaySize = displaySize
        self.calibration = calibration
        self.rotation = rotation
        fold()
    }

    private mutating func fold() {
        // Rotation as a 2×3 map on normalized coordinates: r = R·(c, 1).
        let (r11, r12, r13, r21, r22, r23): (Double, Double, Double, Double, Double, Double)
        switch rotation {
        case .none: (r11, r12, r13, r21, r22, r23) = (1, 0, 0, 0, 1, 0)
        case .clockwise90: (r11, r12, r13, r21, r22, r23) = (0, 1, 0, -1, 0, 1)
        case .clockwise180: (r11, r12, r13, r21, r22, r23) = (-1, 0, 1, 0, -1, 1)
        case .clockwise270: (r11, r12, r13, r21, r22, r23) = (0, -1, 1, 1, 0, 0)
        }
        let m = calibration, w = displaySize.width, h = displaySize.height
        m11 = w * (r11 * m.a + r12 * m.d) / x.range
        m12 = w * (r11 * m.b + r12 * m.e) / y.range
        kx = w * (r11 * m.c + r12 * m.f + r13)
        m21 = h * (r21 * m.a + r22 * m.d) / x.range
        m22 = h * (r21 * m.b + r22 * m.e) / y.range
        ky = h * (r21 * m.c + r22 * m.f + r23)
    }

    /// The display point for raw device values.
    @inlinable
    public func apply(x rx: Int32, y ry: Int32) -> Point {
        map(Double(rx), Double(ry))
    }

    @usableFromInline
    func map(_ rx: Double, _ ry: Double) -> Point {
        let dx = rx - Double(x.minimum), dy = ry - Double(y.minimum)
        let px = m11 * dx + m12 * dy + kx
        let py = m21 * dx + m22 * dy + ky
        let maxX = Swift.max(0, displaySize.width - 1), maxY = Swift.max(0, displaySize.height - 1)
        // `min(max(...))` also turns NaN (impossible from Int32 inputs, but cheap to rule out) into 0.
        let cx = px >= 0 ? Swift.min(px, maxX) : 0
        let cy = py >= 0 ? Swift.min(py, maxY) : 0
        return Point(x: cx, y: cy)
    }
}
