public import PaneGeometry

extension PixelBuffer {
    /// Copies `source`'s pixels so its (0, 0) lands at `origin`, replacing what was there,
    /// clipped to both buffers and to `clip`. Rows are copied with `memmove`, which suits the
    /// write-combined memory of a mapped dumb buffer: it only writes, in whole lines.
    @inlinable
    public func copy(from source: PixelBuffer, to origin: (x: Int, y: Int), clip: PixelRect? = nil) {
        var target = PixelRect(x: origin.x, y: origin.y, width: source.width, height: source.height)
            .intersection(bounds)
        if let clip { target = target.intersection(clip) }
        guard !target.isEmpty else { return }
        let sx = target.x - origin.x, sy = target.y - origin.y
        for row in 0..<target.height {
            let from = source.base + ((sy + row) * source.stride + sx)
            let to = base + ((target.y + row) * stride + target.x)
            to.update(from: from, count: target.width)
        }
    }
}
