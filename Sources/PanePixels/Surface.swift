public import PaneGeometry

/// Pixel memory that Pane owns: the compositor's shadow frame, a view's cached raster, a decoded
/// image. Premultiplied ARGB, one `UInt32` a pixel, rows `stride` pixels apart.
///
/// A `Surface` is `~Copyable`: it frees its memory when it goes away and can never be copied by
/// accident (a 1280x800 frame is 4 MB). To share decoded pixels between views, wrap them in an
/// `Image`. To draw, take `pixels` for the length of one call.
public struct Surface: ~Copyable {
    /// Pixels in a row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Pixels from one row's start to the next's; equal to `width` for surfaces made here.
    public let stride: Int
    @usableFromInline let base: UnsafeMutablePointer<UInt32>

    /// A new surface of `width` x `height` pixels, every pixel `fill` (transparent by default).
    public init(width: Int, height: Int, fill: Color = .clear) {
        precondition(width >= 0 && height >= 0, "Surface: negative size")
        self.width = width
        self.height = height
        stride = width
        let count = Swift.max(1, width * height)
        base = .allocate(capacity: count)
        base.initialize(repeating: fill.argb, count: count)
    }

    deinit {
        base.deallocate()
    }

    /// The whole surface as a pixel rectangle at the origin.
    public var size: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
    /// The memory the pixels take: `stride` x `height` x 4 bytes.
    public var byteCount: Int { stride * height * 4 }

    /// A window onto all the pixels, valid while this surface lives.
    public var pixels: PixelBuffer {
        PixelBuffer(base: base, width: width, height: height, stride: stride)
    }

    /// The premultiplied ARGB pixel at column `x`, row `y`; traps outside the surface.
    public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[x, y] }
        set { pixels[x, y] = newValue }
    }

    /// Whether both hold the same pixels (strides may differ).
    public func hasSamePixels(as other: borrowing Surface) -> Bool {
        guard width == other.width, height == other.height else { return false }
        for y in 0..<height {
            let a = pixels.row(y), b = other.pixels.row(y)
            for x in 0..<width where a[x] != b[x] { return false }
        }
        return true
    }
}
