public import PaneGeometry

extension PixelBuffer {
    /// Replaces every pixel of `rect` (clipped to the buffer) with `color`.
    @inlinable
    public func fill(_ rect: PixelRect, with color: Color) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            (base + (y * stride + r.x)).update(repeating: color.argb, count: r.width)
        }
    }

    /// Composites `color` over every pixel of `rect` (clipped); an opaque colour becomes a fill.
    @inlinable
    public func blend(_ rect: PixelRect, with color: Color) {
        if color.isOpaque { return fill(rect, with: color) }
        if color.argb == 0 { return }
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let s = color.argb
        let inverse = 255 - (s >> 24)
        for y in r.y..<r.maxY {
            let row = base + (y * stride + r.x)
            for x in 0..<r.width {
                row[x] = addSaturatedUN8x4(s, multiplyUN8x4(row[x], inverse))
            }
        }
    }
}

/// Per-channel saturating add of two packed ARGB pixels: pixman's `UN8x4_ADD_UN8x4`.
@inlinable @inline(__always)
public func addSaturatedUN8x4(_ x: UInt32, _ y: UInt32) -> UInt32 {
    var rb = (x & 0x00FF_00FF) &+ (y & 0x00FF_00FF)
    rb |= 0x0100_0100 &- ((rb >> 8) & 0x0001_0001)
    rb &= 0x00FF_00FF
    var ag = ((x >> 8) & 0x00FF_00FF) &+ ((y >> 8) & 0x00FF_00FF)
    ag |= 0x0100_0100 &- ((ag >> 8) & 0x0001_0001)
    ag = (ag & 0x00FF_00FF) << 8
    return ag | rb
}
