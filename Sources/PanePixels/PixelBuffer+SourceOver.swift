internal import CPixman
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

extension PixelBuffer {
    /// Composites `image` over this buffer at its own size with its (0, 0) at `origin`, as
    /// `sourceOver(from:to:alpha:clip:)` does (the same pixels), through pixman's vector paths:
    /// `cache` keeps pixman's image of this buffer and the masks for `alpha`, and the image keeps
    /// its own, so a steady frame creates nothing. Without a cache, the Swift loop draws.
    public func sourceOver(_ image: Image, to origin: (x: Int, y: Int), alpha: UInt8 = 255, clip: PixelRect,
                           cache: PixmanImageCache?) {
        guard alpha > 0 else { return }
        // pixman silently draws nothing for an image with a side of 0x7FFF pixels or more
        // (pixman.c analyze_extent); the Swift loop draws those.
        let limit = 0x7FFF
        guard let cache, image.width < limit, image.height < limit, width < limit, height < limit,
              let source = image.pixmanImage, let target = cache.image(for: self, isSource: false) else {
            return sourceOver(from: image.surface.pixels, to: origin, alpha: alpha, clip: clip)
        }
        let area = PixelRect(x: origin.x, y: origin.y, width: image.width, height: image.height)
            .intersection(bounds).intersection(clip)
        guard !area.isEmpty else { return }
        let mask = alpha < 255 ? cache.mask(alpha: alpha) : nil
        pixman_image_composite32(PIXMAN_OP_OVER, source, mask, target, Int32(area.x - origin.x), Int32(area.y - origin.y),
                                 0, 0, Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
    }
}
