import Glibc

/// How quickly momentum scrolling slows: the fraction of velocity kept per millisecond
/// (spec §3.1, `UIScrollView.DecelerationRate`). Any value in (0, 1) is accepted, as UIKit's
/// private per-axis setters accept it; `snapped` reproduces the public iOS 18 setter.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// Velocity kept per millisecond, in `[0.01, 0.9999]`.
    public let rawValue: Double

    /// A rate kept per millisecond. Values outside `[0.01, 0.9999]` (including NaN) are clamped,
    /// so the integrator's `1/(1 − r)` and `ln r` stay finite.
    public init(rawValue: Double) {
        self.rawValue = rawValue.isNaN ? 0.998 : Swift.min(Swift.max(rawValue, 0.01), 0.9999)
    }

    /// UIKit's default, 0.998 per ms (spec §3.1, stored as 0x3FEFEF9DB22D0E56).
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// 0.99 per ms (spec §3.1).
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// `ln(rawValue)`, negative; the continuous decay constant per ms.
    @inlinable public var logarithm: Double { log(rawValue) }

    /// The rate iOS 18.2's public `setDecelerationRate:` stores: `.fast` below 0.994, else
    /// `.normal` (spec §3.1, T3.1c). Pane itself keeps arbitrary rates; this is for compatibility.
    public var snapped: DecelerationRate { rawValue < 0.994 ? .fast : .normal }

    public var description: String { "\(rawValue)/ms" }
}
