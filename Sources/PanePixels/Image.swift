/// Decoded, immutable pixels that any number of views can show at once without copying.
///
/// Get one from `PNG.decode`, `JPEG.decode` or by wrapping a `Surface` you drew. An `ImageView`
/// holds a reference; the pixels are freed when the last holder lets go. `isOpaque` is computed
/// once, so the compositor can skip what lies behind an opaque image.
public final class Image: @unchecked Sendable {  // immutable after init: safe to hand across threads
    public let surface: Surface
    /// Whether every pixel has alpha 255.
    public let isOpaque: Bool

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
        self.surface = surface
    }

    public var width: Int { surface.width }
    public var height: Int { surface.height }
    public var byteCount: Int { surface.byteCount }
}
