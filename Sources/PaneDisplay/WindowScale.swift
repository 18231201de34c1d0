/// How many window pixels one picture pixel takes in the desktop window (`--window-scale`):
/// half for a panel larger than the desktop, double for a small one. Only these three, so that
/// every window pixel maps back to exactly one picture position and a click lands where a finger
/// on the panel would.
public enum WindowScale: String, Sendable, CaseIterable {
    /// One window pixel per 2×2 picture pixels (the top left one is shown).
    case half = "0.5"
    /// One window pixel per picture pixel: the panel's own pixels.
    case one = "1"
    /// 2×2 window pixels per picture pixel.
    case double = "2"

    /// The scale as a fraction `numerator / denominator` of window pixels per picture pixel.
    public var fraction: (numerator: Int, denominator: Int) {
        switch self {
        case .half: (1, 2)
        case .one: (1, 1)
        case .double: (2, 1)
        }
    }

    /// The scale as a number: 0.5, 1 or 2.
    public var factor: Double { Double(fraction.numerator) / Double(fraction.denominator) }

    /// `length` picture pixels in window pixels, rounded up (an odd width at half scale keeps its last column).
    public func windowLength(_ length: Int) -> Int {
        let (n, d) = fraction
        return (length * n + d - 1) / d
    }
}
