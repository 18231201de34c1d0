/// A translation and an axis-aligned scale: `p' = (p.x * scaleX + tx, p.y * scaleY + ty)`.
///
/// This is the subset of `CGAffineTransform` that a scroll view and a photo viewer need; rotation
/// and skew are left out so that composited views stay axis-aligned rectangles.
/// A view applies its transform about its center, as UIKit does with the default anchor point.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal scale factor; negative mirrors, zero collapses (and makes the transform not
    /// invertible).
    public var scaleX: Double
    /// The vertical scale factor; negative mirrors, zero collapses (and makes the transform not invertible).
    public var scaleY: Double
    /// The horizontal translation in points, added after scaling.
    public var tx: Double
    /// The vertical translation in points, added after scaling.
    public var ty: Double

    /// A transform from its four numbers: scale first, then translate. The defaults give the identity.
    public init(scaleX: Double = 1, scaleY: Double = 1, tx: Double = 0, ty: Double = 0) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.tx = tx
        self.ty = ty
    }

    /// Scale 1 and no translation: leaves every point where it is.
    public static let identity = Transform()

    /// A uniform scale by `scale` about the origin, as `CGAffineTransform(scaleX:y:)` with equal factors.
    public init(scale: Double) { self.init(scaleX: scale, scaleY: scale) }
    /// A translation by `tx` and `ty` points, with no scale.
    public init(translationX tx: Double, y ty: Double) { self.init(tx: tx, ty: ty) }

    /// True when the transform leaves every point unchanged: scale exactly 1 and translation exactly 0.
    public var isIdentity: Bool { self == .identity }
    public var description: String { "scale(\(scaleX), \(scaleY)) translate(\(tx), \(ty))" }

    /// `self` first, then `other`.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(scaleX: scaleX * other.scaleX, scaleY: scaleY * other.scaleY,
                  tx: tx * other.scaleX + other.tx, ty: ty * other.scaleY + other.ty)
    }

    /// The transform that undoes this one; `nil` when a scale is zero.
    public var inverted: Transform? {
        guard scaleX != 0, scaleY != 0 else { return nil }
        return Transform(scaleX: 1 / scaleX, scaleY: 1 / scaleY, tx: -tx / scaleX, ty: -ty / scaleY)
    }

    /// The image of `p`: scaled, then translated.
    public func apply(to p: Point) -> Point { Point(x: p.x * scaleX + tx, y: p.y * scaleY + ty) }

    /// The image of `r`, kept non-negative in size when a scale is negative.
    public func apply(to r: Rect) -> Rect {
        let a = apply(to: r.origin), b = apply(to: Point(x: r.maxX, y: r.maxY))
        return Rect(x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}
