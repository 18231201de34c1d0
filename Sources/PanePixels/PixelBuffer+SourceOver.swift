public import PaneGeometry

extension PixelBuffer {
    /// Composites premultiplied `source` over this buffer with its (0, 0) at `origin`, clipped to
    /// both buffers and to `clip`, each source pixel first scaled by `alpha` (a view's opacity).
    ///
    /// The result equals pixman's `PIXMAN_OP_OVER` with an `a8r8g8b8` source (and, when `alpha`
    /// is below 255, a solid `a8` mask of that value) bit for bit: the same `MUL_UN8` rounding.
    @inlinable
    public func sourceOver(from source: PixelBuffer, to origin: (x: Int, y: Int), alpha: UInt8 = 255,
                           clip: PixelRect? = nil) {
        guard alpha > 0 else { return }
        var target = PixelRect(x: origin.x, y: origin.y, width: source.width, height: source.height)
            .intersection(bounds)
        if let clip { target = target.intersection(clip) }
        guard !target.isEmpty else { return }
        let sx = target.x - origin.x, sy = target.y - origin.y
        let n = target.width
        for row in 0..<target.height {
            let src = UnsafeBufferPointer(start: source.base + ((sy + row) * source.stride + sx), count: n)
            let dst = UnsafeMutableBufferPointer(start: base + ((target.y + row) * stride + target.x), count: n)
            if alpha == 255 {
                sourceOverRow(src, dst)
            } else {
                sourceOverRow(src, dst, alpha: UInt32(alpha))
            }
        }
    }
}

/// One row of premultiplied source-over: `d = s + d * (255 - s.alpha) / 255` per channel.
///
/// Branch-free so that the compiler vectorizes it: an opaque source gives `d * 0 = 0` and a
/// transparent one `d * 255 / 255 = d` exactly, with pixman's rounding.
@inlinable
public func sourceOverRow(_ src: UnsafeBufferPointer<UInt32>, _ dst: UnsafeMutableBufferPointer<UInt32>) {
    precondition(src.count == dst.count, "sourceOverRow: rows differ in length")
    for i in 0..<src.count {
        let s = src[i]
        dst[i] = addSaturatedUN8x4(s, multiplyUN8x4(dst[i], 255 &- (s >> 24)))
    }
}

/// One row of source-over with each source pixel first multiplied by `alpha`.
@inlinable
public func sourceOverRow(_ src: UnsafeBufferPointer<UInt32>, _ dst: UnsafeMutableBufferPointer<UInt32>,
                          alpha: UInt32) {
    precondition(src.count == dst.count, "sourceOverRow: rows differ in length")
    for i in 0..<src.count {
        let s = multiplyUN8x4(src[i], alpha)
        dst[i] = addSaturatedUN8x4(s, multiplyUN8x4(dst[i], 255 &- (s >> 24)))
    }
}
