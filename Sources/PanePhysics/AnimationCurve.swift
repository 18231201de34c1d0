/// A timing curve mapping progress in time `[0, 1]` to progress in value `[0, 1]`.
///
/// The named curves are Core Animation's `CAMediaTimingFunction` control points
/// (`easeIn` 0.42,0,1,1; `easeOut` 0,0,0.58,1; `easeInEaseOut` 0.42,0,0.58,1), which is what a
/// UIKit developer expects from `.curveEaseOut` and friends.
public enum AnimationCurve: Hashable, Sendable {
    /// Constant speed from start to end.
    case linear
    /// Starts slowly and ends at full speed (control points 0.42, 0, 1, 1).
    case easeIn
    /// Starts at full speed and slows into the end (control points 0, 0, 0.58, 1), as UIKit's
    /// `.curveEaseOut`.
    case easeOut
    /// Slow at both ends (control points 0.42, 0, 0.58, 1), Core Animation's `easeInEaseOut`.
    case easeInOut
    /// A cubic Bézier from (0,0) to (1,1) through control points (x1,y1), (x2,y2); x1 and x2
    /// are clamped to [0, 1] so the curve is a function of time.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

    /// Value progress at time progress `t` (clamped to [0, 1]). Solves the Bézier's x(u) = t by
    /// Newton steps with a bisection fallback, to 1e-9; no allocation.
    public func progress(at t: Double) -> Double {
        let t = t.isNaN ? 1 : Swift.min(Swift.max(t, 0), 1)
        switch self {
        case .linear: return t
        case .easeIn: return Self.bezier(t, 0.42, 0, 1, 1)
        case .easeOut: return Self.bezier(t, 0, 0, 0.58, 1)
        case .easeInOut: return Self.bezier(t, 0.42, 0, 0.58, 1)
        case let .cubicBezier(x1, y1, x2, y2):
            return Self.bezier(t, Swift.min(Swift.max(x1, 0), 1), y1, Swift.min(Swift.max(x2, 0), 1), y2)
        }
    }

    /// One coordinate of a cubic Bézier from 0 to 1 with control values `a`, `b` at parameter `u`.
    @inlinable
    static func cubic(_ u: Double, _ a: Double, _ b: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * a + 3 * v * u * u * b + u * u * u
    }

    private static func bezier(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if t == 0 || t == 1 { return t }
        var u = t
        for _ in 0..<8 {
            let x = cubic(u, x1, x2) - t
            if abs(x) < 1e-9 { return cubic(u, y1, y2) }
            let v = 1 - u
            let slope = 3 * v * v * x1 + 6 * v * u * (x2 - x1) + 3 * u * u * (1 - x2)
            if abs(slope) < 1e-6 { break }
            u -= x / slope
            if u < 0 || u > 1 { break }
        }
        var lo = 0.0, hi = 1.0
        u = t
        for _ in 0..<64 {
            let x = cubic(u, x1, x2)
            if abs(x - t) < 1e-9 { break }
            if x < t { lo = u } else { hi = u }
            u = (lo + hi) / 2
        }
        return cubic(u, y1, y2)
    }
}
