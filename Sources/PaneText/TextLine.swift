/// One laid-out line: shaped runs in visual order, left to right, with where the line sits in its
/// layout. Positions inside the line are 26.6 fixed point, the line's own figures whole pixels.
public struct TextLine {
    /// The runs from left to right, each with its pen position from the line's left edge, 26.6.
    let runs: [(run: ShapedRun, x: Int)]
    /// Where the line's left edge is, from the layout's left edge, 26.6 (alignment applied;
    /// white space hanging at the line's end may start left of it in a right-to-left paragraph).
    let x: Int
    /// The scalar index in the whole text of the paragraph's first scalar.
    let textOffset: Int
    /// For a truncated line: the paragraph index of each scalar shaped (-1 for the ellipsis).
    let sourceMap: [Int]?
    /// The baseline, in pixels from the layout's top.
    public let baseline: Int
    /// The line's height above its baseline, in pixels: the font's ascent, or more when a fallback font on
    /// the line reaches higher.
    public let ascent: Int
    /// The line's depth below its baseline, in pixels: the font's descent, or more when a fallback font on
    /// the line reaches lower.
    public let descent: Int
    /// The width of what the line shows, in pixels (white space at its end hangs outside).
    public let width: Int
    /// The direction of the line's paragraph.
    public let isRightToLeft: Bool

    /// The left edge of what the line shows, in pixels from the layout's left edge.
    public var minX: Int { (x + leading + 32) >> 6 }
    /// White space before the visible text in visual order (a right-to-left line's hanging spaces), 26.6.
    let leading: Int

    /// The text's scalar indices in the order they are shown, left to right, one per glyph
    /// cluster (repeated indices are not), -1 for an ellipsis.
    public var visualOrder: [Int] {
        var order: [Int] = []
        for (run, _) in runs {
            for g in run.glyphs {
                let local = Int(g.cluster)
                let index = sourceMap.map { $0[local] >= 0 ? $0[local] + textOffset : -1 } ?? local + textOffset
                if order.last != index { order.append(index) }
            }
        }
        return order
    }

    /// The glyphs drawn, left to right: face file, glyph id and pen position from the line's left
    /// edge in 26.6 (for tests and tools).
    public var glyphs: [(file: String?, id: UInt32, x: Int)] {
        var result: [(file: String?, id: UInt32, x: Int)] = []
        for (run, x) in runs {
            var pen = x
            for g in run.glyphs {
                result.append((run.face?.path, g.id, pen + Int(g.dx)))
                pen += Int(g.advance)
            }
        }
        return result
    }
}
