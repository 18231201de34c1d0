internal import CPixman

/// Decoded, immutable pixels that any number of views can show at once without copying.
///
/// Get one from `PNG.decode`, `JPEG.decode` or by wrapping a `Surface` you drew. An `ImageView`
/// holds a reference; the pixels are freed when the last holder lets go. `isOpaque` is computed
/// once, so the compositor can skip what lies behind an opaque image.
public final class Image: @unchecked Sendable {  // immutable after init: safe to hand across threads
    /// The pixels, shared by every view showing this image; never written after init.
    public let surface: Surface
    /// Whether every pixel has alpha 255.
    public let isOpaque: Bool
    /// pixman's image of the pixels, untransformed, made once: the compositor draws a
    /// translucent image through it at its own size (`nil` for an empty image).
    let pixmanImage: OpaquePointer?

    /// Wraps `surface`, taking it over, and notes once whether every pixel is opaque.
    public init(_ surface: consuming Surface) {
        var opaque = true
        let p = surface.pixels
        rows: for y in 0..<p.height {
            for v in p.row(y) where v >> 24 != 0xFF {
                opaque = false
                break rows
            }
        }
        isOpaque = opaque
        pixmanImage = p.width > 0 && p.height > 0
            ? pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(p.width), Int32(p.height), p.base, Int32(p.stride * 4))
            : nil
        self.surface = surface
    }

    deinit {
        if let pixmanImage { pixman_image_unref(pixmanImage) }
    }

    /// The width in pixels.
    public var width: Int { surface.width }
    /// The height in pixels.
    public var height: Int { surface.height }
    /// The memory the pixels take, what `ImageCache` counts against its limit.
    public var byteCount: Int { surface.byteCount }
}
