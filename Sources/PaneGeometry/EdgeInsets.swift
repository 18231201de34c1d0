/// Distances inwards from each edge, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge, in points; negative grows the rectangle upwards.
    public var top: Double
    /// The inset from the left edge, in points; negative grows the rectangle leftwards.
    public var left: Double
    /// The inset from the bottom edge, in points; negative grows the rectangle downwards.
    public var bottom: Double
    /// The inset from the right edge, in points; negative grows the rectangle rightwards.
    public var right: Double

    /// Insets in UIKit's argument order (top, left, bottom, right); an edge left out is 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge: `inset(by:)` returns the rectangle unchanged.
    public static let zero = EdgeInsets()

    public var description: String { "(\(top), \(left), \(bottom), \(right))" }

    /// Edge-by-edge sums: two insets stacked, such as a content inset and a safe area.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
