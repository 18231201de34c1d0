public import PaneGeometry
public import PanePixels

extension Font {
    /// Draws `text` on one line with its baseline at `origin.y` and its left edge at `origin.x`
    /// (pixels of `target`), and returns the width it took: for custom drawing (a plot, a key cap)
    /// where a `Label` would be too much. The text is shaped, bidi-ordered and falls back like a
    /// label's (`TextLayout.make` with no width limit), and comes from the same caches.
    @discardableResult
    public func draw(_ text: String, in target: PixelBuffer, at origin: (x: Int, y: Int), color: Color,
                     clip: PixelRect? = nil) -> Int {
        let layout = TextLayout.make(text, font: self, width: nil, options: TextLayoutOptions(numberOfLines: 1))
        guard let first = layout.lines.first else { return 0 }
        layout.draw(in: target, at: (origin.x, origin.y - first.baseline), color: color, clip: clip)
        return layout.width
    }
}
