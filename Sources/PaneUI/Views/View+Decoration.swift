internal import Glibc
public import PaneGeometry
public import PanePixels

/// A view's rounded corners, border and shadow (what UIKit keeps on `CALayer`), stored on the view.
struct Decoration: Equatable {
    var cornerRadius = 0.0
    var borderWidth = 0.0
    var borderColor = Color.black
    var shadowColor = Color.black
    var shadowOpacity = 0.0
    // CALayer's defaults: shadowOffset (0, -3), shadowRadius 3 (CALayer.h).
    var shadowOffset = Size(width: 0, height: -3)
    var shadowRadius = 3.0

    var isActive: Bool { cornerRadius > 0 || borderWidth > 0 || shadowOpacity > 0 }

    /// Whole pixels the raster reaches past the bounds on each side, to hold the shadow.
    struct Outset: Equatable {
        var left = 0, top = 0, right = 0, bottom = 0
    }

    var outset: Outset {
        guard shadowOpacity > 0 else { return Outset() }
        let reach = (3 * shadowRadius / 2).rounded(.up) + 1   // 3σ with σ = radius / 2
        func side(_ shift: Double) -> Int { max(0, Int((reach + shift).rounded(.up))) }
        return Outset(left: side(-shadowOffset.width), top: side(-shadowOffset.height),
                      right: side(shadowOffset.width), bottom: side(shadowOffset.height))
    }
}

extension View {
    /// Rounds the corners of the background and the border (UIKit's `layer.cornerRadius`).
    /// Subviews are not cut to the curve. Drawn anti-aliased into the view's cached raster: a
    /// decorated view costs one raster of its size (plus its shadow), redrawn only when its
    /// size, background or decoration changes.
    public var cornerRadius: Double {
        get { decoration.cornerRadius }
        set { decoration.cornerRadius = max(0, newValue) }
    }
    /// A line of this width just inside the bounds, over the content, following `cornerRadius`.
    public var borderWidth: Double {
        get { decoration.borderWidth }
        set { decoration.borderWidth = max(0, newValue) }
    }
    /// The colour of the border that `borderWidth` draws.
    public var borderColor: Color {
        get { decoration.borderColor }
        set { decoration.borderColor = newValue }
    }
    /// The shadow's colour; it shows only when `shadowOpacity` is above 0.
    public var shadowColor: Color {
        get { decoration.shadowColor }
        set { decoration.shadowColor = newValue }
    }
    /// 0 (no shadow, the default) to 1.
    public var shadowOpacity: Double {
        get { decoration.shadowOpacity }
        set { decoration.shadowOpacity = min(1, max(0, newValue)) }
    }
    /// Where the shadow falls relative to the view; UIKit's default (0, -3).
    public var shadowOffset: Size {
        get { decoration.shadowOffset }
        set { decoration.shadowOffset = newValue }
    }
    /// How soft the shadow's edge is, in points. The shadow is the rounded bounds blurred
    /// with σ = radius / 2, computed once per raster (not a true Gaussian blur: the edge
    /// profile is exact along straight sides and approximate round the corners).
    public var shadowRadius: Double {
        get { decoration.shadowRadius }
        set { decoration.shadowRadius = max(0, newValue) }
    }

    /// Paints the shadow and the rounded background under the content.
    func drawDecorationBelow(on pixels: PixelBuffer, boundsAt origin: Point) {
        let d = decoration
        let box = Rect(origin: origin, size: bounds.size)
        if d.shadowOpacity > 0 {
            let alpha = UInt8((d.shadowOpacity * 255).rounded())
            let color = d.shadowColor.multiplied(byAlpha: alpha)
            let shape = RoundedRect(box.offsetBy(dx: d.shadowOffset.width, dy: d.shadowOffset.height), radius: d.cornerRadius)
            let sigma = max(0.01, d.shadowRadius / 2)
            pixels.paint(color) { x, y in
                // A blurred edge: the normal distribution's tail beyond the signed distance.
                0.5 * erfc(shape.distance(x, y) / (sigma * 2.0.squareRoot()))
            }
        }
        if let background = backgroundColor, background.argb != 0 {
            let shape = RoundedRect(box, radius: d.cornerRadius)
            pixels.paint(background) { x, y in shape.coverage(x, y) }
        }
    }

    /// Paints the border over the content.
    func drawDecorationAbove(on pixels: PixelBuffer, boundsAt origin: Point) {
        let d = decoration
        guard d.borderWidth > 0, d.borderColor.argb != 0 else { return }
        let box = Rect(origin: origin, size: bounds.size)
        let outer = RoundedRect(box, radius: d.cornerRadius)
        let inner = RoundedRect(box.insetBy(dx: d.borderWidth, dy: d.borderWidth), radius: max(0, d.cornerRadius - d.borderWidth))
        pixels.paint(d.borderColor) { x, y in
            max(0, outer.coverage(x, y) - inner.coverage(x, y))
        }
    }

    /// Cuts the raster to the rounded bounds (UIKit's `masksToBounds` with a corner radius): the
    /// content's corners go, and so does the shadow, as in UIKit.
    func maskCorners(of pixels: PixelBuffer, boundsAt origin: Point) {
        let shape = RoundedRect(Rect(origin: origin, size: bounds.size), radius: decoration.cornerRadius)
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let c = shape.coverage(Double(x) + 0.5, Double(y) + 0.5)
                guard c < 1 else { continue }
                pixels[x, y] = c <= 0 ? 0 : multiplyUN8x4(pixels[x, y], UInt32((c * 255).rounded()))
            }
        }
    }

    func decorationDidChange(from old: Decoration) {
        guard decoration != old else { return }
        setNeedsDisplay()
    }
}

/// A rectangle with circular corners, measured as a signed distance from its outline
/// (negative inside), which gives anti-aliased coverage for a pixel centre.
struct RoundedRect {
    let center: Point
    let halfWidth: Double, halfHeight: Double
    let radius: Double

    init(_ rect: Rect, radius: Double) {
        center = rect.center
        halfWidth = max(0, rect.width / 2)
        halfHeight = max(0, rect.height / 2)
        self.radius = min(radius, halfWidth, halfHeight)
    }

    /// Signed distance from (x, y) to the outline: the rounded-box distance of Inigo Quilez's
    /// "2D distance functions" (iquilezles.org/articles/distfunctions2d).
    func distance(_ x: Double, _ y: Double) -> Double {
        let qx = abs(x - center.x) - (halfWidth - radius)
        let qy = abs(y - center.y) - (halfHeight - radius)
        let ox = max(qx, 0), oy = max(qy, 0)
        return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - radius
    }

    /// How much of the pixel centred at (x, y) the shape covers, 0…1: the distance clamped over
    /// one pixel, so pixel-aligned straight edges stay sharp and curves are smooth.
    func coverage(_ x: Double, _ y: Double) -> Double {
        min(1, max(0, 0.5 - distance(x, y)))
    }
}
