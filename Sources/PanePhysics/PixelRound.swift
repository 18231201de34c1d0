import PaneGeometry

/// Rounds `x` to the nearest device pixel at screen scale `scale`, as UIKit rounds a proposed
/// `contentOffset` (spec §1.1, UIKit `_roundedProposedContentOffset:`).
///
/// At scale 1 this is `roundHalfAwayFromZero(x)`; otherwise the fractional part is rounded to a
/// multiple of `1/scale` above `floor(x)`, so `pixelRound(-51.462, scale: 3)` is `-51.333…`.
/// A scale that is not a positive finite number is treated as 1.
@inlinable
public func pixelRound(_ x: Double, scale: Double) -> Double {
    guard scale.isFinite, scale > 0, scale != 1 else { return x.rounded(.toNearestOrAwayFromZero) }
    let whole = x.rounded(.down)
    return whole + ((x - whole) * scale).rounded(.toNearestOrAwayFromZero) / scale
}

extension Point {
    /// Both coordinates rounded with `pixelRound(_:scale:)`.
    @inlinable
    public func pixelRounded(scale: Double) -> Point {
        Point(x: pixelRound(x, scale: scale), y: pixelRound(y, scale: scale))
    }
}
