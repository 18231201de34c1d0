public import PaneGeometry
public import PanePixels

extension PixelBuffer {
    /// Copies the app pixels `rect` of `source` (the shadow frame, the app's size) into this
    /// buffer (the panel's scan-out, `rotation.panelSize(forApp:)`) turned by `rotation`, so
    /// they land on `rotation.panelRect(rect, appSize:)`. `rect` is clipped to `source`.
    ///
    /// Every target row is written front to back in one pass, which is what write-combined dumb
    /// buffer memory wants; the quarter turns gather each target row from a source column
    /// instead (strided reads from cached memory). The target is never read.
    @inlinable
    public func copyRotated(from source: PixelBuffer, rect: PixelRect, rotation: Rotation) {
        let r = rect.intersection(source.bounds)
        guard !r.isEmpty else { return }
        let appSize = PixelSize(width: source.width, height: source.height)
        let panel = rotation.panelSize(forApp: appSize)
        precondition(panel.width == width && panel.height == height, "copyRotated: target is not the panel size")
        let t = rotation.panelRect(r, appSize: appSize)
        let src = source.base, ss = source.stride, dst = base, ds = stride
        switch rotation {
        case .none:
            for row in 0..<r.height {
                (dst + ((t.y + row) * ds + t.x)).update(from: src + ((r.y + row) * ss + r.x), count: r.width)
            }
        case .clockwise180:
            // Panel (px, py) shows app (pw - 1 - px, ph - 1 - py).
            for row in 0..<t.height {
                let py = t.y + row
                let out = dst + (py * ds + t.x)
                let inRow = src + ((height - 1 - py) * ss)
                var ax = width - 1 - t.x
                for i in 0..<t.width {
                    out[i] = inRow[ax]
                    ax -= 1
                }
            }
        case .clockwise90:
            // Panel (px, py) shows app (py, pw - 1 - px): a target row is a source column read upwards.
            for row in 0..<t.height {
                let py = t.y + row
                let out = dst + (py * ds + t.x)
                var from = src + ((width - 1 - t.x) * ss + py)
                for i in 0..<t.width {
                    out[i] = from.pointee
                    from -= ss
                }
            }
        case .clockwise270:
            // Panel (px, py) shows app (ph - 1 - py, px): a target row is a source column read downwards.
            for row in 0..<t.height {
                let py = t.y + row
                let out = dst + (py * ds + t.x)
                var from = src + (t.x * ss + (height - 1 - py))
                for i in 0..<t.width {
                    out[i] = from.pointee
                    from += ss
                }
            }
        }
    }
}
