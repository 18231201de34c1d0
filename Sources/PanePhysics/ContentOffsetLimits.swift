import PaneGeometry

/// The range a scroll view's `contentOffset` rests in: `[minimum, maximum]` per axis (spec §1.4).
///
/// Get one from the content size, the bounds size and the *adjusted* content inset whenever any
/// of them changes; it costs a few additions. Content smaller than the viewport pins to
/// `minimum`, so `maximum >= minimum` always holds.
public struct ContentOffsetLimits: Hashable, Sendable, CustomStringConvertible {
    /// The smallest resting offset on each axis: minus the adjusted left and top insets, pixel-rounded.
    public var minimum: Point
    /// The largest resting offset on each axis, never below `minimum`.
    public var maximum: Point

    /// Limits given directly; a `maximum` below `minimum` is raised to it on each axis.
    public init(minimum: Point, maximum: Point) {
        self.minimum = minimum
        self.maximum = Point(x: Swift.max(minimum.x, maximum.x), y: Swift.max(minimum.y, maximum.y))
    }

    /// UIKit's `_minimumContentOffset` / `_maximumContentOffsetForContentSize:` (spec §1.4):
    /// `min = pixelRound(−inset.leading)`, `max = max(min, pixelRound(content + inset.trailing) − bounds)`.
    public init(contentSize: Size, boundsSize: Size, adjustedContentInset inset: EdgeInsets, scale: Double = 1) {
        let minX = pixelRound(-inset.left, scale: scale)
        let minY = pixelRound(-inset.top, scale: scale)
        let maxX = Swift.max(minX, pixelRound(contentSize.width + inset.right, scale: scale) - boundsSize.width)
        let maxY = Swift.max(minY, pixelRound(contentSize.height + inset.bottom, scale: scale) - boundsSize.height)
        self.init(minimum: Point(x: minX, y: minY), maximum: Point(x: maxX, y: maxY))
    }

    public var description: String { "[\(minimum) … \(maximum)]" }

    /// `offset` with each coordinate clamped into its range.
    public func clamp(_ offset: Point) -> Point {
        Point(x: Swift.min(Swift.max(offset.x, minimum.x), maximum.x),
              y: Swift.min(Swift.max(offset.y, minimum.y), maximum.y))
    }

    /// Whether `offset` lies inside the limits on both axes (edges included).
    public func contains(_ offset: Point) -> Bool {
        offset.x >= minimum.x && offset.x <= maximum.x && offset.y >= minimum.y && offset.y <= maximum.y
    }

    /// How far `offset` lies outside the range on each axis: negative before `minimum`, positive
    /// past `maximum`, zero inside.
    public func overscroll(_ offset: Point) -> Point {
        func axis(_ o: Double, _ lo: Double, _ hi: Double) -> Double { o < lo ? o - lo : (o > hi ? o - hi : 0) }
        return Point(x: axis(offset.x, minimum.x, maximum.x), y: axis(offset.y, minimum.y, maximum.y))
    }
}

/// Whether content can scroll along `axis`: content plus both insets exceeds the bounds
/// (spec §1.3 "scrollable", spec §1.5 pinned axes). A scroll view pins an axis that cannot scroll
/// unless `alwaysBounce…` and `bounces…` are both set.
public func canScroll(_ axis: Axis, contentSize: Size, boundsSize: Size, adjustedContentInset inset: EdgeInsets) -> Bool {
    switch axis {
    case .horizontal: contentSize.width + inset.left + inset.right > boundsSize.width
    case .vertical: contentSize.height + inset.top + inset.bottom > boundsSize.height
    }
}
