extension Font {
    /// For each boundary between the `Character`s of `text` (0 through `text.count`), the width in
    /// pixels of the text before it, rounded up as `width(of:)` rounds: element k is the caret's x
    /// after k characters on one line. All come from one layout of the whole text (the one
    /// `width(of:)` makes), so a caret costs no layout of its own: a prefix's width is the sum of
    /// its characters' advances as the whole text shapes them. Where nothing joins or kerns
    /// across a boundary this is the width of the prefix alone; where something does (Arabic
    /// letters joined across it, a kerning pair) it is the position inside the shaped text, and
    /// a ligature of several characters ("ffi") is split evenly among them, as browsers place
    /// carets in a ligature without caret positions of its own. Paragraphs follow one another
    /// (their widths add), as in a one-line field. Logical order: for right-to-left and mixed
    /// text, `caretSlots(of:direction:)` gives the positions as they are shown.
    public func boundaryWidths(of text: String) -> [Int] {
        let advances = engine.locked { characterAdvances(of: text) }
        var widths: [Int] = [0]
        widths.reserveCapacity(advances.count + 1)
        var sum = 0
        for a in advances {
            sum += a
            widths.append((max(0, sum) + 63) >> 6)
        }
        return widths
    }

    /// Each `Character`'s advance in `text`, 26.6, in logical order, from one layout of the whole
    /// text; a ligature's advance is shared evenly among the characters it holds. Call with the
    /// engine locked.
    func characterAdvances(of text: String) -> [Int] {
        let layout = TextLayout.make(text, font: self, width: nil, options: TextLayoutOptions(numberOfLines: 0))
        var total = 0
        for _ in text.unicodeScalars { total += 1 }
        // Each shaped cluster's advance, at its first scalar (HarfBuzz's cluster values).
        var advances = [Int](repeating: 0, count: total + 1)
        var isClusterStart = [Bool](repeating: false, count: total + 1)
        isClusterStart[total] = true
        for line in layout.lines {
            for (run, _) in line.runs {
                for glyph in run.glyphs {
                    let local = Int(glyph.cluster)
                    let index = line.sourceMap.map { local < $0.count ? $0[local] : -1 } ?? local
                    guard index >= 0, line.textOffset + index < total else { continue }
                    advances[line.textOffset + index] += Int(glyph.advance)
                    isClusterStart[line.textOffset + index] = true
                }
            }
        }
        var isCharacterStart = [Bool](repeating: false, count: total + 1)
        var scalar = 0
        for character in text {
            isCharacterStart[scalar] = true
            for _ in character.unicodeScalars { scalar += 1 }
        }
        // A shaped cluster holding several characters (a ligature): its advance shared evenly.
        var start = 0
        while start < total {
            var end = start + 1
            while !isClusterStart[end] { end += 1 }
            var characters = 0
            for i in start..<end where isCharacterStart[i] { characters += 1 }
            if characters > 1 {
                let advance = advances[start]
                var k = 0
                for i in start..<end where isCharacterStart[i] {
                    advances[i] = advance * (k + 1) / characters - advance * k / characters
                    k += 1
                }
                if !isCharacterStart[start] { advances[start] = 0 }
            }
            start = end
        }
        // Per character: the sum of its scalars' advances.
        var result: [Int] = []
        var sum = 0
        for i in 0..<total {
            sum += advances[i]
            if isCharacterStart[i + 1] || i + 1 == total {
                result.append(sum)
                sum = 0
            }
        }
        return result
    }
}
