/// A position in points. Pane's coordinates are `Double`, as UIKit's `CGFloat` is on 64-bit.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal position, growing rightwards.
    public var x: Double
    /// The vertical position, growing downwards.
    public var y: Double

    /// The point at `x` points from the left and `y` points from the top.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin: the top-left corner of the coordinate system.
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }

    /// The component-wise sum: `a` moved by `b` taken as an offset.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The component-wise difference: the offset that takes `b` to `a`.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Moves `a` by `b` taken as an offset.
    public static func += (a: inout Point, b: Point) { a = a + b }
    /// Moves `a` back by `b` taken as an offset.
    public static func -= (a: inout Point, b: Point) { a = a - b }
    /// The point mirrored through the origin: an offset reversed.
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
    /// Both components multiplied by `s`: an offset or a velocity scaled.
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// The Euclidean distance to `other`.
    public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}
