public import PaneGeometry

/// A window onto 32-bit pixels that someone else owns: a `Surface`, a part of one, or a mapped
/// DRM dumb buffer. It never allocates or frees.
///
/// `stride` counts pixels from one row to the next, so a sub-rectangle is just another
/// `PixelBuffer` with the same stride. A `PixelBuffer` is valid only while its owner lives and
/// does not move its memory; hold it for the length of one draw, never longer.
///
/// See also: `Surface` (owned memory), the row kernels in `PixelBuffer+Fill.swift`,
/// `PixelBuffer+Copy.swift`, `PixelBuffer+SourceOver.swift` and `PixelBuffer+Scaled.swift`.
@frozen
public struct PixelBuffer {
    /// The first pixel of the first row; the owner's memory, never freed here.
    public let base: UnsafeMutablePointer<UInt32>
    /// Pixels in a row that belong to this buffer.
    public let width: Int
    /// Rows in the buffer.
    public let height: Int
    /// Pixels from the start of one row to the start of the next; at least `width`.
    public let stride: Int

    /// A window onto memory at `base`; traps unless the sizes are non-negative and `stride` is at least
    /// `width`.
    @inlinable
    public init(base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        precondition(width >= 0 && height >= 0 && stride >= width, "PixelBuffer: bad geometry")
        self.base = base
        self.width = width
        self.height = height
        self.stride = stride
    }

    /// The whole buffer as a pixel rectangle at the origin.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The pixels of row `y`.
    @inlinable
    public func row(_ y: Int) -> UnsafeMutableBufferPointer<UInt32> {
        precondition(y >= 0 && y < height, "PixelBuffer: row out of range")
        return UnsafeMutableBufferPointer(start: base + y * stride, count: width)
    }

    /// The premultiplied ARGB pixel at column `x`, row `y`; traps outside the buffer.
    @inlinable
    public subscript(x: Int, y: Int) -> UInt32 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "PixelBuffer: pixel out of range")
            return base[y * stride + x]
        }
        nonmutating set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "PixelBuffer: pixel out of range")
            base[y * stride + x] = newValue
        }
    }

    /// The part of this buffer inside `rect`, clipped to the buffer; its pixel (0, 0) is
    /// `rect`'s top-left corner after clipping.
    @inlinable
    public func cropped(to rect: PixelRect) -> PixelBuffer {
        let r = rect.intersection(bounds)
        return PixelBuffer(base: base + (r.y * stride + r.x), width: r.width, height: r.height, stride: stride)
    }
}
