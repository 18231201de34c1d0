public import PaneGeometry

extension PixelBuffer {
    /// Composites `color` through an 8-bit coverage `mask` (a rendered glyph) whose top-left pixel
    /// lands at `origin`, clipped to `clip` and the buffer: pixman's OVER with a solid source and
    /// an `a8` mask, with the same rounding. Rows of the mask are `stride` bytes apart (`width`
    /// when `nil`).
    public func blendMask(_ mask: UnsafeBufferPointer<UInt8>, width: Int, height: Int, stride maskStride: Int? = nil,
                          at origin: (x: Int, y: Int), color: Color, clip: PixelRect) {
        let maskStride = maskStride ?? width
        precondition(maskStride >= width && mask.count >= maskStride * (height - 1) + width, "blendMask: mask too small")
        let area = PixelRect(x: origin.x, y: origin.y, width: width, height: height)
            .intersection(clip).intersection(bounds)
        guard !area.isEmpty, color.argb != 0 else { return }
        for y in area.y..<area.maxY {
            let row = base + y * stride
            let maskRow = (y - origin.y) * maskStride - origin.x
            for x in area.x..<area.maxX {
                let m = UInt32(mask[maskRow + x])
                if m == 0 { continue }
                let s = m == 255 ? color.argb : multiplyUN8x4(color.argb, m)
                let a = s >> 24
                row[x] = a == 255 ? s : addSaturatedUN8x4(s, multiplyUN8x4(row[x], 255 - a))
            }
        }
    }
}
