/// An axis-aligned rectangle in points, origin at the top left, y growing downwards.
///
/// Unlike `CGRect`, a negative size is never standardized: every producer in Pane keeps sizes
/// non-negative, and a rectangle with a zero or negative dimension `isEmpty`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner (the minimum x and y for a non-negative size).
    public var origin: Point
    /// The extent from `origin`; a negative width or height is kept as is, and makes the rectangle empty.
    public var size: Size

    /// A rectangle from its corner and size, stored as given.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its corner's coordinates and its size, stored as given.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin: what `intersection(_:)` returns for no overlap.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }

    /// `size.width`, which may be negative (never standardized).
    public var width: Double { size.width }
    /// `size.height`, which may be negative (never standardized).
    public var height: Double { size.height }
    /// The left edge, `origin.x`.
    public var minX: Double { origin.x }
    /// The top edge, `origin.y`.
    public var minY: Double { origin.y }
    /// The right edge, `origin.x + width`: outside the rectangle (half-open).
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge, `origin.y + height`: outside the rectangle (half-open).
    public var maxY: Double { origin.y + size.height }
    /// Halfway between the left and right edges.
    public var midX: Double { origin.x + size.width / 2 }
    /// Halfway between the top and bottom edges.
    public var midY: Double { origin.y + size.height / 2 }
    /// The middle point, where a view's `center` puts its frame.
    public var center: Point { Point(x: midX, y: midY) }
    /// True unless both width and height are positive: a zero or negative extent, or NaN, covers nothing.
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// Whether `point` lies inside, with the maximum edges excluded (half-open, as UIKit).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies entirely inside. An empty `other` is contained nowhere.
    public func contains(_ other: Rect) -> Bool {
        !other.isEmpty && other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two share any area; touching edges do not count.
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// The overlap of the two rectangles; `.zero` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both; an empty operand is ignored.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The same size moved by `dx` and `dy` points.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// Shrinks by `dx` on the left and right and `dy` on the top and bottom (grows for negative values); the
    /// result may have a negative size.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// Shrinks by `insets` (grows for negative insets), as `UIEdgeInsetsInsetRect`.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The smallest pixel rectangle that covers this one: edges rounded outwards.
    public var enclosingPixels: PixelRect {
        guard !isEmpty else { return .zero }
        let x0 = Int((minX).rounded(.down)), y0 = Int((minY).rounded(.down))
        let x1 = Int((maxX).rounded(.up)), y1 = Int((maxY).rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
