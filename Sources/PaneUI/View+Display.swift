internal import PanePixels
internal import PaneGeometry

extension View {
    /// Marks the view's drawn content stale: `draw(in:)` runs again before the next composite.
    /// Moving, scrolling or fading the view never redraws it; only this does (and a new size).
    public func setNeedsDisplay() {
        needsDisplay = true
        setNeedsContentComposite()
    }

    /// Re-rasterizes the view's drawn content if it is marked; the compositor calls this.
    /// Returns the cached raster, or `nil` when the view draws nothing itself.
    func rasterIfNeeded() -> Image? {
        guard drawsContent else { return nil }
        let w = Int(bounds.width.rounded()), h = Int(bounds.height.rounded())
        guard w > 0, h > 0 else { return nil }
        if needsDisplay || raster == nil || raster!.width != w || raster!.height != h {
            needsDisplay = false
            let surface = Surface(width: w, height: h)
            let canvas = Canvas(surface.pixels, origin: Point(x: -bounds.minX, y: -bounds.minY))
            draw(in: canvas)
            raster = Image(surface)
            rasterCount &+= 1
        }
        return raster
    }
}
