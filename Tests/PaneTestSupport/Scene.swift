public import PaneGeometry
public import PanePixels
public import PaneUI

/// A window and a compositor of one size, for tests that render (PaneUITests and PaneKitTests).
@MainActor
public final class Scene {
    public let window: Window
    public let compositor: Compositor

    public init(width: Int = 64, height: Int = 48, background: Color = .black) {
        window = Window(size: Size(width: Double(width), height: Double(height)))
        window.backgroundColor = background
        compositor = Compositor(width: width, height: height)
    }

    @discardableResult
    public func render() -> Bool { compositor.render(window) }

    public func pixel(_ x: Int, _ y: Int) -> UInt32 { compositor.frame[x, y] }

    /// The damage of the last render, as sorted rectangles.
    public var damageRects: [PixelRect] { compositor.damage.rects }

    public var damageArea: Int { compositor.damage.area }

    public func damageEquals(_ region: borrowing Region) -> Bool { compositor.damage.hasSamePixels(as: region) }

    /// Whether the last damage is exactly the union of `rects`.
    public func damageIs(_ rects: [PixelRect]) -> Bool {
        let expected = Region()
        for r in rects { expected.formUnion(r) }
        return compositor.damage.hasSamePixels(as: expected)
    }
}

public func solid(_ argb: UInt32, width: Int, height: Int) -> Image {
    Image(Surface(width: width, height: height, fill: Color(premultipliedARGB: argb)))
}

@MainActor
public func view(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: Color? = nil) -> View {
    let v = View(frame: Rect(x: x, y: y, width: w, height: h))
    v.backgroundColor = color
    return v
}
