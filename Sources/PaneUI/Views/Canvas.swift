public import PaneGeometry
public import PanePixels

/// What `View.draw(in:)` paints on: the view's raster, addressed in the view's bounds
/// coordinates. Shapes are snapped to whole pixels (Pane draws at one pixel per point).
public struct Canvas {
    /// The pixels being painted; (0, 0) is the raster's top-left corner.
    public let pixels: PixelBuffer
    /// Where bounds coordinates (0, 0) fall in `pixels`.
    public let origin: Point

    /// A canvas over `pixels` whose bounds coordinates (0, 0) fall at `origin`; the compositor makes one for
    /// each draw.
    public init(_ pixels: PixelBuffer, origin: Point = .zero) {
        self.pixels = pixels
        self.origin = origin
    }

    /// `rect` (bounds coordinates) in raster pixels, each edge rounded to the nearest pixel.
    public func pixelRect(_ rect: Rect) -> PixelRect {
        rect.offsetBy(dx: origin.x, dy: origin.y).roundedPixels
    }

    /// Paints `rect` with `color`, over what is there (replaced outright when opaque).
    public func fill(_ rect: Rect, with color: Color) {
        pixels.blend(pixelRect(rect), with: color)
    }

    /// Replaces every pixel of `rect` with `color`, transparent colours included.
    public func clear(_ rect: Rect, to color: Color = .clear) {
        pixels.fill(pixelRect(rect), with: color)
    }

    /// Draws a `width`-thick outline just inside `rect`.
    public func stroke(_ rect: Rect, with color: Color, width: Double = 1) {
        fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: width), with: color)
        fill(Rect(x: rect.minX, y: rect.maxY - width, width: rect.width, height: width), with: color)
        fill(Rect(x: rect.minX, y: rect.minY + width, width: width, height: rect.height - 2 * width), with: color)
        fill(Rect(x: rect.maxX - width, y: rect.minY + width, width: width, height: rect.height - 2 * width), with: color)
    }

    /// Draws `image` scaled into `rect`, over what is there.
    public func draw(_ image: Image, in rect: Rect, alpha: UInt8 = 255) {
        let target = pixelRect(rect)
        ImageBlit.draw(image, into: pixels, at: target, clip: pixels.bounds, alpha: alpha)
    }
}

extension Rect {
    /// Each edge rounded to the nearest whole pixel, so neighbouring views share edges exactly.
    public var roundedPixels: PixelRect {
        let x0 = Int(minX.rounded()), y0 = Int(minY.rounded())
        let x1 = Int(maxX.rounded()), y1 = Int(maxY.rounded())
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
