import PaneGeometry

/// UIKit's rubber band: how far the content follows a finger that drags past an edge
/// (spec §2.1, UIKit `_rubberBandOffsetForOffset…`; the 0.55 coefficient is runtime-verified, S19).
///
/// A drag `x` points past the edge shows `x·d·c / (d + c·x)`, asymptotic to the viewport
/// dimension `d` on that axis. The scroll view pixel-rounds the result (spec §2.1, T2e).
public enum RubberBand {
    /// UIKit's `_currentRubberBandCoefficient` for touch input (spec §2.1).
    public static let coefficient = 0.55

    /// The displayed distance past the edge for an unconstrained distance `x ≥ 0`.
    /// `range` is the bounds dimension on the axis (`bounds.height` for vertical scrolling).
    @inlinable
    public static func distance(_ x: Double, range d: Double, coefficient c: Double = coefficient) -> Double {
        let denominator = d + c * x
        guard denominator > 0 else { return 0 }
        return x * d * c / denominator
    }

    /// The inverse of `distance(_:range:coefficient:)`: `x = b·d / (c·(d − b))` (spec §2.1).
    ///
    /// `b` at or beyond the asymptote `d` has no finite preimage; it is treated as a hair
    /// (1e-6·d) inside it, so a bad input yields a large finite distance instead of infinity.
    @inlinable
    public static func inverseDistance(_ b: Double, range d: Double, coefficient c: Double = coefficient) -> Double {
        guard d > 0, c > 0, b > 0 else { return 0 }
        let shown = Swift.min(b, d * (1 - 1e-6))
        return shown * d / (c * (d - shown))
    }

    /// A proposed offset on one axis rubber-banded into `[minimum, maximum]` (spec §2.1,
    /// Appendix A `rubberBand`). Offsets inside the range are returned unchanged; the result is
    /// not pixel-rounded.
    @inlinable
    public static func offset(_ o: Double, minimum: Double, maximum: Double, range d: Double,
                              coefficient c: Double = coefficient) -> Double {
        let hi = Swift.max(maximum, minimum)
        if o > hi { return hi + distance(o - hi, range: d, coefficient: c) }
        if o < minimum { return minimum - distance(minimum - o, range: d, coefficient: c) }
        return o
    }

    /// The unconstrained offset that `offset(_:minimum:maximum:range:coefficient:)` maps to the
    /// displayed offset `shown`. A scroll view grabbed while bouncing re-bases its drag on this
    /// value so the content does not jump (spec §4.3, UIKit `_adjustStartOffsetForGrabbedBouncingScrollView`).
    @inlinable
    public static func unconstrainedOffset(_ shown: Double, minimum: Double, maximum: Double, range d: Double,
                                           coefficient c: Double = coefficient) -> Double {
        let hi = Swift.max(maximum, minimum)
        if shown > hi { return hi + inverseDistance(shown - hi, range: d, coefficient: c) }
        if shown < minimum { return minimum - inverseDistance(minimum - shown, range: d, coefficient: c) }
        return shown
    }

    /// Both axes of a proposed content offset rubber-banded into `limits`; each axis uses the
    /// bounds dimension along it as its range.
    public static func offset(_ p: Point, limits: ContentOffsetLimits, boundsSize: Size,
                              coefficient c: Double = coefficient) -> Point {
        Point(x: offset(p.x, minimum: limits.minimum.x, maximum: limits.maximum.x, range: boundsSize.width, coefficient: c),
              y: offset(p.y, minimum: limits.minimum.y, maximum: limits.maximum.y, range: boundsSize.height, coefficient: c))
    }

    /// Both axes of `unconstrainedOffset(_:minimum:maximum:range:coefficient:)`.
    public static func unconstrainedOffset(_ p: Point, limits: ContentOffsetLimits, boundsSize: Size,
                                           coefficient c: Double = coefficient) -> Point {
        Point(x: unconstrainedOffset(p.x, minimum: limits.minimum.x, maximum: limits.maximum.x,
                                     range: boundsSize.width, coefficient: c),
              y: unconstrainedOffset(p.y, minimum: limits.minimum.y, maximum: limits.maximum.y,
                                     range: boundsSize.height, coefficient: c))
    }
}
