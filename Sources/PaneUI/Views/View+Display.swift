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
        let decorated = rastersDecoration
        guard drawsContent || decorated else { return nil }
        let out = decorated ? decoration.outset : Decoration.Outset()
        let w = Int(bounds.width.rounded()), h = Int(bounds.height.rounded())
        guard w > 0, h > 0 else { return nil }
        let rw = w + out.left + out.right, rh = h + out.top + out.bottom
        if needsDisplay || raster == nil || raster!.width != rw || raster!.height != rh {
            needsDisplay = false
            let surface = Surface(width: rw, height: rh)
            let at = Point(x: Double(out.left), y: Double(out.top))
            if decorated { drawDecorationBelow(on: surface.pixels, boundsAt: at) }
            let canvas = Canvas(surface.pixels, origin: Point(x: at.x - bounds.minX, y: at.y - bounds.minY))
            if drawsContent { draw(in: canvas) }
            if decorated, clipsToBounds, decoration.cornerRadius > 0 { maskCorners(of: surface.pixels, boundsAt: at) }
            if decorated { drawDecorationAbove(on: surface.pixels, boundsAt: at) }
            raster = Image(surface)
            rasterCount &+= 1
        }
        return raster
    }
}
