/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent in points.
    public var width: Double
    /// The vertical extent in points.
    public var height: Double

    /// A size of `width` by `height` points, stored as given (negative values are kept).
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)x\(height)" }

    /// Both extents multiplied by `s`, as when content is zoomed.
    public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }
}
