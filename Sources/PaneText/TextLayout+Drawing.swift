public import PaneGeometry
public import PanePixels

extension TextLayout {
    /// Draws the lines with the layout's top-left corner at `origin` (pixels of `target`), glyph
    /// masks in `color`, colour glyphs in their own colours, replacement boxes as outlines in
    /// `color`; only inside `clip`. Lines outside the clip are skipped; glyphs come from the
    /// glyph cache of the engine that made the layout.
    public func draw(in target: PixelBuffer, at origin: (x: Int, y: Int), color: Color, clip: PixelRect? = nil) {
        let engine = self.engine ?? .shared
        engine.locked { drawLocked(in: target, at: origin, color: color, clip: clip, engine: engine) }
    }

    private func drawLocked(in target: PixelBuffer, at origin: (x: Int, y: Int), color: Color, clip: PixelRect?,
                            engine: TextEngine) {
        let bounds = clip.map { $0.intersection(target.bounds) } ?? target.bounds
        guard !bounds.isEmpty else { return }
        target.blendMasks(color: color, clip: bounds) { masks in
            for line in lines {
                let baseline = origin.y + line.baseline
                guard baseline + line.descent > bounds.y, baseline - line.ascent < bounds.maxY else { continue }
                for (run, runX) in line.runs {
                    var pen = origin.x * 64 + line.x + runX
                    for g in run.glyphs {
                        let x = (pen + Int(g.dx) + 32) >> 6, y = baseline - ((Int(g.dy) + 32) >> 6)
                        pen += Int(g.advance)
                        guard let face = run.face else {
                            drawBox(in: target, x: x, baseline: y, size: run.size, color: color, clip: bounds)
                            continue
                        }
                        guard let image = engine.glyphImage(face: face, size: run.size, glyph: g.id),
                              image.width > 0 else { continue }
                        let at = (x: x + image.left, y: y - image.top)
                        if image.isColor {
                            // Read only: sourceOver never writes its source (no copy of the cached pixels).
                            image.colors.withUnsafeBufferPointer { pixels in
                                let source = PixelBuffer(base: UnsafeMutablePointer(mutating: pixels.baseAddress!),
                                                         width: image.width, height: image.height, stride: image.width)
                                target.sourceOver(from: source, to: at, clip: bounds)
                            }
                        } else if let mask = image.mask {
                            masks.blend(mask, at: at)
                        }
                    }
                }
            }
        }
    }

    /// The replacement box for a cluster no font has: a rectangle outline 0.5 em wide and 0.7 em
    /// tall on the baseline, inside its 0.6 em advance.
    private func drawBox(in target: PixelBuffer, x: Int, baseline: Int, size: Int, color: Color, clip: PixelRect) {
        let w = max(3, size / 2), h = max(4, size * 7 / 10)
        let left = x + max(0, (size * 6 / 10 - w) / 2), top = baseline - h
        for edge in [PixelRect(x: left, y: top, width: w, height: 1), PixelRect(x: left, y: top + h - 1, width: w, height: 1),
                     PixelRect(x: left, y: top, width: 1, height: h), PixelRect(x: left + w - 1, y: top, width: 1, height: h)] {
            target.blend(edge.intersection(clip), with: color)
        }
    }
}
