public import PaneGeometry

extension PixelBuffer {
    /// Copies `source`'s pixels so its (0, 0) lands at `origin`, replacing what was there,
    /// clipped to both buffers and to `clip`. Rows are copied with `memmove`, which suits the
    /// write-combined memory of a mapped dumb buffer: it only writes, in whole lines.
    ///
    /// `source` may overlap this buffer (a window of the same memory, as when scrolling pixels
    /// in place): rows are then taken bottom-up when moving down, so none is overwritten before
    /// it is read.
    @inlinable
    public func copy(from source: PixelBuffer, to origin: (x: Int, y: Int), clip: PixelRect? = nil) {
        var target = PixelRect(x: origin.x, y: origin.y, width: source.width, height: source.height)
            .intersection(bounds)
        if let clip { target = target.intersection(clip) }
        guard !target.isEmpty else { return }
        let sx = target.x - origin.x, sy = target.y - origin.y
        let first = base + (target.y * stride + target.x), firstSource = source.base + (sy * source.stride + sx)
        if first > firstSource {
            var row = target.height - 1   // a while loop: a reversed range's iterator allocates in debug builds
            while row >= 0 {
                (first + row * stride).update(from: firstSource + row * source.stride, count: target.width)
                row -= 1
            }
        } else {
            for row in 0..<target.height {
                (first + row * stride).update(from: firstSource + row * source.stride, count: target.width)
            }
        }
    }
}
