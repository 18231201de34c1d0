/// A touch calibration in libinput's convention: the first two rows `a b c / d e f` of a 3×3
/// matrix applied to normalized device coordinates (each axis 0..1 over its inclusive range), so
/// `x' = a·x + b·y + c`, `y' = d·x + e·y + f` (libinput src/libinput.h,
/// `libinput_device_config_calibration_set_matrix`; the udev property
/// `LIBINPUT_CALIBRATION_MATRIX` holds the same six numbers).
///
/// An installation calibrated for libinput or Wayland therefore works unchanged: copy its six
/// numbers into the board profile or `--touch-calibration`.
public struct CalibrationMatrix: Hashable, Sendable, CustomStringConvertible {
    /// The six entries, row by row: `x' = a·x + b·y + c`, `y' = d·x + e·y + f` on coordinates normalized to
    /// 0...1.
    public var a, b, c, d, e, f: Double

    /// A matrix from its six entries in libinput's order, `a b c d e f`.
    public init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// `1 0 0 0 1 0`: positions pass through unchanged.
    public static let identity = CalibrationMatrix(1, 0, 0, 0, 1, 0)

    /// Parses six numbers separated by spaces or commas, as in `LIBINPUT_CALIBRATION_MATRIX="1 0 0 0 1 0"`;
    /// `nil` unless there are exactly six finite numbers.
    public init?(parsing text: some StringProtocol) {
        let fields = text.split { $0 == " " || $0 == "," || $0 == "\t" }
        guard fields.count == 6 else { return nil }
        var v: [Double] = []
        for field in fields {
            guard let n = Double(field), n.isFinite else { return nil }
            v.append(n)
        }
        self.init(v[0], v[1], v[2], v[3], v[4], v[5])
    }

    public var description: String { "\(a) \(b) \(c) \(d) \(e) \(f)" }

    func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        (a * x + b * y + c, d * x + e * y + f)
    }
}
