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
    public var x: AbsInfo
    public var y: AbsInfo
    public var displaySize: Size
    public var calibration: CalibrationMatrix
    public var rotation: Rotation

    // The folded map: px = m11·x + m12·y + m13, py = m21·x + m22·y + m23.
    private var m11 = 1.0, m12 = 0.0, m13 = 0.0, m21 = 0.0, m22 = 1.0, m23 = 0.0

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
        // Each stage is linear in (x, y) plus a constant; compose them by pushing the three
        // basis images (origin, unit x, unit y) through the stages.
        func map(_ rx: Double, _ ry: Double) -> (Double, Double) {
            let nx = (rx - Double(x.minimum)) / x.range
            let ny = (ry - Double(y.minimum)) / y.range
            let c = calibration.apply(x: nx, y: ny)
            let r: (Double, Double)
            switch rotation {
            case .none: r = (c.x, c.y)
            case .clockwise90: r = (c.y, 1 - c.x)
            case .clockwise180: r = (1 - c.x, 1 - c.y)
            case .clockwise270: r = (1 - c.y, c.x)
            }
            return (r.0 * displaySize.width, r.1 * displaySize.height)
        }
        let o = map(0, 0), ux = map(1, 0), uy = map(0, 1)
        m11 = ux.0 - o.0; m12 = uy.0 - o.0; m13 = o.0
        m21 = ux.1 - o.1; m22 = uy.1 - o.1; m23 = o.1
    }

    /// The display point for raw device values.
    @inlinable
    public func apply(x rx: Int32, y ry: Int32) -> Point {
        map(Double(rx), Double(ry))
    }

    @usableFromInline
    func map(_ rx: Double, _ ry: Double) -> Point {
        let px = m11 * rx + m12 * ry + m13
        let py = m21 * rx + m22 * ry + m23
        let maxX = Swift.max(0, displaySize.width - 1), maxY = Swift.max(0, displaySize.height - 1)
        // `min(max(...))` also turns NaN (impossible from Int32 inputs, but cheap to rule out) into 0.
        let cx = px >= 0 ? Swift.min(px, maxX) : 0
        let cy = py >= 0 ? Swift.min(py, maxY) : 0
        return Point(x: cx, y: cy)
    }
}
