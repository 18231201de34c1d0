/// A rectangle of whole pixels: what surfaces, damage regions and displays speak.
///
/// Points become pixels through `Rect.enclosingPixels`; Pane's scale is one pixel per point.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge, in pixels from the surface's left.
    public var x: Int
    /// The top edge, in pixels from the surface's top.
    public var y: Int
    /// The width in pixels; zero or less makes the rectangle empty.
    public var width: Int
    /// The height in pixels; zero or less makes the rectangle empty.
    public var height: Int

    /// A rectangle from its top-left pixel and its size, stored as given (no clamping).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin: what `intersection(_:)` returns for no overlap.
    public static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

    public var description: String { "(\(x), \(y), \(width), \(height))" }
    /// The first column to the right of the rectangle (`x + width`), exclusive.
    public var maxX: Int { x + width }
    /// The first row below the rectangle (`y + height`), exclusive.
    public var maxY: Int { y + height }
    /// True when the rectangle covers no pixel: its width or height is zero or negative.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// The number of pixels covered; 0 for an empty rectangle, whatever its signs.
    public var area: Int { isEmpty ? 0 : width * height }

    /// The overlap of the two; `.zero` when they do not overlap.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = Swift.max(x, other.x), y0 = Swift.max(y, other.y)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `other` lies entirely inside. An empty `other` is contained nowhere.
    public func contains(_ other: PixelRect) -> Bool {
        !other.isEmpty && other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// The same size moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The same rectangle in points (one pixel is one point).
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }
}
