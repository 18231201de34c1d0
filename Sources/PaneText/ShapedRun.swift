internal import CHarfBuzz

/// One glyph from HarfBuzz: its id in the face, the first character of its cluster (an index
/// into the paragraph) and its advance and offset in 26.6 fixed point (1/64 pixel).
struct ShapedGlyph {
    var id: UInt32
    var cluster: Int32
    var advance: Int32
    var dx: Int32
    var dy: Int32
}

/// A run of text in one face, one script and one direction, shaped: the glyphs in visual order
/// (HarfBuzz reverses right-to-left runs). A run without a face is text no font has: one
/// replacement box per cluster.
final class ShapedRun {
    let face: FontFace?
    let size: Int
    let range: Range<Int>
    let isRightToLeft: Bool
    let glyphs: [ShapedGlyph]
    /// The sum of the advances, 26.6.
    let width: Int

    init(face: FontFace?, size: Int, range: Range<Int>, isRightToLeft: Bool, glyphs: [ShapedGlyph]) {
        self.face = face
        self.size = size
        self.range = range
        self.isRightToLeft = isRightToLeft
        self.glyphs = glyphs
        width = glyphs.reduce(0) { $0 + Int($1.advance) }
    }

    /// The width of a replacement box at `size`: 0.6 em, 26.6.
    static func boxAdvance(size: Int) -> Int32 { Int32(size * 64 * 6 / 10) }
}

/// Shapes text with HarfBuzz.
enum Shaper {
    /// Shapes `range` of `scalars` (the whole paragraph, so that letters join across runs) in
    /// `face` at `size`, with the direction, script and language given. Clusters are indices into
    /// `scalars`. The scalars in `hidden` (ascending, disjoint: the marks past a grapheme
    /// cluster's cap, `Paragraph.hiddenMarks`) are left out of the buffer and get no glyph.
    /// Without a face each grapheme cluster is one replacement box.
    static func shape(_ scalars: [UInt32], range: Range<Int>, face: FontFace?, size: Int, rightToLeft: Bool,
                      script: UInt32, language: String?, hidden: [Range<Int>] = [], engine: TextEngine) -> ShapedRun {
        guard let face else {
            return boxes(scalars, range: range, size: size, rightToLeft: rightToLeft)
        }
        engine.counters.shapedRuns += 1
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer { text in
            // The pieces of `range` between hidden ranges, each added with its offset in the whole
            // text so that clusters stay paragraph indices; the first call sets the pre-context,
            // the last one the post-context (hb_buffer_add_codepoints's rules).
            var k = Paragraph.firstRange(in: hidden, endingAfter: range.lowerBound)
            var position = range.lowerBound
            while position < range.upperBound {
                let cut = k < hidden.count ? min(range.upperBound, max(position, hidden[k].lowerBound)) : range.upperBound
                if cut > position {
                    engine.counters.shapedScalars += cut - position
                    hb_buffer_add_codepoints(buffer, text.baseAddress, Int32(text.count), UInt32(position), Int32(cut - position))
                }
                guard cut < range.upperBound else { break }
                position = hidden[k].upperBound
                k += 1
            }
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
        if let language { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
        var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
        if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if range.upperBound == scalars.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        hb_shape(face.font(size: size), buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        if let infos, let positions {
            for i in 0..<Int(count) {
                glyphs.append(ShapedGlyph(id: infos[i].codepoint, cluster: Int32(infos[i].cluster),
                                          advance: positions[i].x_advance, dx: positions[i].x_offset,
                                          dy: positions[i].y_offset))
            }
        }
        return ShapedRun(face: face, size: size, range: range, isRightToLeft: rightToLeft, glyphs: glyphs)
    }

    /// One box per grapheme cluster of `range`.
    static func boxes(_ scalars: [UInt32], range: Range<Int>, size: Int, rightToLeft: Bool) -> ShapedRun {
        let ends = BreakOpportunities.graphemeBreaks(scalars[range])
        var glyphs: [ShapedGlyph] = []
        var start = range.lowerBound
        for end in ends {
            glyphs.append(ShapedGlyph(id: 0, cluster: Int32(start), advance: ShapedRun.boxAdvance(size: size), dx: 0, dy: 0))
            start = range.lowerBound + end
        }
        if rightToLeft { glyphs.reverse() }
        return ShapedRun(face: nil, size: size, range: range, isRightToLeft: rightToLeft, glyphs: glyphs)
    }
}
