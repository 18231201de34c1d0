internal import CPixman

/// An 8-bit coverage mask, such as a rasterized glyph, kept as pixman draws masks: rows padded to
/// four bytes (pixman's `a8` images need a stride that is a multiple of 4) and pixman's image of
/// it made once, so that drawing the mask again creates nothing.
///
/// Immutable after `init`: safe to share between threads.
public final class AlphaMask: @unchecked Sendable {
    /// Pixels in a row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Bytes from one row's start to the next: `width` rounded up to a multiple of 4.
    public let stride: Int
    let bytes: UnsafeMutablePointer<UInt8>
    /// pixman's `a8` image of the bytes; `nil` for an empty mask.
    let image: OpaquePointer?

    /// A `width` x `height` mask whose coverage at (`x`, `y`) is `coverage(x, y)` (0 none, 255 all).
    public init(width: Int, height: Int, coverage: (_ x: Int, _ y: Int) -> UInt8) {
        precondition(width >= 0 && height >= 0, "AlphaMask: negative size")
        self.width = width
        self.height = height
        stride = (width + 3) & ~3
        let count = Swift.max(4, stride * height)
        bytes = .allocate(capacity: count)
        bytes.initialize(repeating: 0, count: count)
        for y in 0..<height { for x in 0..<width { bytes[y * stride + x] = coverage(x, y) } }
        image = width > 0 && height > 0
            ? pixman_image_create_bits(PIXMAN_a8, Int32(width), Int32(height),
                                       UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt32.self), Int32(stride))
            : nil
    }

    deinit {
        if let image { pixman_image_unref(image) }
        bytes.deallocate()
    }

    /// The coverage at column `x`, row `y`; traps outside the mask.
    public subscript(x: Int, y: Int) -> UInt8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "AlphaMask: (\(x), \(y)) outside the mask")
        return bytes[y * stride + x]
    }

    /// The memory the mask takes, padding included.
    public var byteCount: Int { stride * height }
}
