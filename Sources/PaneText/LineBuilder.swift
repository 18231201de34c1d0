/// Breaks paragraphs into lines (greedy: each line takes as much as fits), truncates the last one
/// allowed, orders each line's runs visually and aligns the lines.
struct LineBuilder {
    let font: Font
    /// The line width, 26.6; `nil` for no limit.
    let width: Int?
    let options: TextLayoutOptions

    /// A line before vertical placement and alignment.
    struct Piece {
        var runs: [(run: ShapedRun, x: Int)]
        var textOffset: Int
        var sourceMap: [Int]?
        var contentWidth: Int
        var leading: Int
        var ascent: Int
        var descent: Int
        var isRightToLeft: Bool
    }

    func layout(_ scalars: [UInt32]) -> TextLayout {
        var pieces: [Piece] = []
        var truncated = false
        let limit = options.numberOfLines > 0 ? options.numberOfLines : Int.max
        let paragraphs = LineBuilder.paragraphs(scalars)
        let length = pieceLength
        for (p, range) in paragraphs.enumerated() {
            guard pieces.count < limit else { truncated = true; break }
            var direction = options.baseWritingDirection
            var start = range.lowerBound
            repeat {
                if pieces.count == limit - 1, range.upperBound - start > length,
                   options.lineBreakMode == .byTruncatingHead || options.lineBreakMode == .byTruncatingMiddle {
                    // The last line shows the paragraph's end: analyse that, not the next piece.
                    pieces.append(longTruncatedLine(scalars, start..<range.upperBound, direction: direction, length: length))
                    start = range.upperBound
                    truncated = true
                    break
                }
                let end = LineBuilder.pieceEnd(scalars, from: start, to: range.upperBound, length: length)
                let paragraph = Paragraph(Array(scalars[start..<end]), font: font, direction: direction, language: options.language)
                // Later pieces of a long paragraph keep the first piece's direction.
                direction = paragraph.bidi.isRightToLeft ? .rightToLeft : .leftToRight
                let more = end < range.upperBound || p < paragraphs.count - 1
                truncated = breakLines(paragraph, offset: start, moreText: more, limit: limit, into: &pieces) || truncated
                start = end
            } while start < range.upperBound && pieces.count < limit
            if start < range.upperBound { truncated = true }
        }
        return place(pieces, truncated: truncated)
    }

    /// The paragraphs of `scalars`: split at LF, CR, CR LF, NEL, LINE and PARAGRAPH SEPARATOR;
    /// a newline at the very end starts no empty paragraph.
    static func paragraphs(_ scalars: [UInt32]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0, i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == 0x0A || c == 0x0D || c == 0x85 || c == 0x2028 || c == 0x2029 {
                result.append(start..<i)
                i += (c == 0x0D && i + 1 < scalars.count && scalars[i + 1] == 0x0A) ? 2 : 1
                start = i
            } else {
                i += 1
            }
        }
        if start < scalars.count || result.isEmpty && !scalars.isEmpty { result.append(start..<scalars.count) }
        return result
    }

    /// The most scalars one piece of a paragraph holds: `TextLayout.pieceLength`, and when the
    /// lines are limited and have a width, no more than those lines can show
    /// (`TextLayout.scalarsPerLine` a line, or two a pixel of width if that is more). So a
    /// one-line label of 100,000 characters analyses and shapes about a thousand of them; the
    /// rest is left out as text past the last line is (an ellipsis when the mode truncates).
    var pieceLength: Int {
        guard let width, options.numberOfLines > 0 else { return TextLayout.pieceLength }
        let perLine = max(TextLayout.scalarsPerLine, 2 * (width >> 6))
        let (product, overflow) = options.numberOfLines.multipliedReportingOverflow(by: perLine)
        return overflow ? TextLayout.pieceLength : min(TextLayout.pieceLength, product)
    }

    /// Where the piece of a paragraph starting at `start` ends: the paragraph's end, or after
    /// `length` scalars, moved back to a grapheme cluster's start when one is near.
    static func pieceEnd(_ scalars: [UInt32], from start: Int, to end: Int, length: Int = TextLayout.pieceLength) -> Int {
        guard end - start > length else { return end }
        let cut = start + length
        let window = max(start + 1, cut - 64)..<cut
        let ends = BreakOpportunities.graphemeBreaks(scalars[window]).map { $0 + window.lowerBound }
        return ends.last(where: { $0 < cut }) ?? cut
    }

    /// Where the last `length` scalars before `end` start (not before `lowest`), moved on to a
    /// grapheme cluster's start when one is near.
    static func pieceStart(_ scalars: [UInt32], before end: Int, from lowest: Int, length: Int) -> Int {
        guard end - lowest > length else { return lowest }
        let cut = end - length
        let window = max(lowest, cut - 64)..<min(end, cut + 64)
        let ends = BreakOpportunities.graphemeBreaks(scalars[window]).map { $0 + window.lowerBound }
        return ends.first(where: { $0 >= cut && $0 < end }) ?? cut
    }

    /// Breaks one paragraph into lines appended to `pieces` (at most `limit` in all); returns
    /// whether text was left out.
    func breakLines(_ paragraph: Paragraph, offset: Int, moreText: Bool, limit: Int, into pieces: inout [Piece]) -> Bool {
        let n = paragraph.scalars.count
        guard n > 0 else {
            pieces.append(emptyLine(paragraph, offset: offset))
            return false
        }
        let trimmed = LineBuilder.trimmedEnds(paragraph.scalars)
        let fits = { (a: Int, b: Int) -> Bool in
            guard let width else { return true }
            return paragraph.width(a..<trimmed[b]) <= width
        }
        let opportunities: [Int]
        if width == nil {
            opportunities = [n]
        } else if options.lineBreakMode == .byCharWrapping {
            opportunities = paragraph.graphemeEnds
        } else {
            opportunities = BreakOpportunities.lineBreaks(paragraph.scalars[...], language: options.language)
        }
        var start = 0, k = 0
        while start < n {
            let last = pieces.count == limit - 1
            if last && options.lineBreakMode.truncates && (!fits(start, n) || moreText) {
                pieces.append(truncatedLine(paragraph, from: start, offset: offset, trimmed: trimmed))
                return true
            }
            while k < opportunities.count && opportunities[k] <= start { k += 1 }
            var end = -1
            while k < opportunities.count && fits(start, opportunities[k]) {
                end = opportunities[k]
                k += 1
            }
            if end < 0 {
                // A word longer than the line: as many clusters as fit, at least one.
                end = lastGraphemeEnd(paragraph, after: start, fitting: { fits(start, $0) })
            }
            pieces.append(line(paragraph, start..<end, offset: offset, trimmed: trimmed))
            start = end
            if pieces.count == limit && start < n { return true }
        }
        return false
    }

    /// The farthest grapheme end after `start` for which `fits` holds, or the first one.
    func lastGraphemeEnd(_ paragraph: Paragraph, after start: Int, fitting fits: (Int) -> Bool) -> Int {
        let ends = paragraph.graphemeEnds
        var lo = firstIndex(in: ends, after: start), hi = ends.count - 1
        let first = ends[lo]
        guard fits(first) else { return first }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if fits(ends[mid]) { lo = mid } else { hi = mid - 1 }
        }
        return ends[lo]
    }

    /// The index of the first element of ascending `values` greater than `x`.
    func firstIndex(in values: [Int], after x: Int) -> Int {
        var lo = 0, hi = values.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[mid] <= x { lo = mid + 1 } else { hi = mid }
        }
        return min(lo, values.count - 1)
    }

    /// For each end position b, where the text before it ends without its trailing white space.
    static func trimmedEnds(_ scalars: [UInt32]) -> [Int] {
        var result = [Int](repeating: 0, count: scalars.count + 1)
        for b in 1...max(1, scalars.count) where b <= scalars.count {
            result[b] = isWhiteSpace(scalars[b - 1]) ? result[b - 1] : b
        }
        return result
    }

    static func isWhiteSpace(_ c: UInt32) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x3000 || c == 0x1680 || (0x2000...0x200A).contains(c) || c == 0x205F
    }

    func emptyLine(_ paragraph: Paragraph, offset: Int) -> Piece {
        Piece(runs: [], textOffset: offset, sourceMap: nil, contentWidth: 0, leading: 0, ascent: font.ascent,
              descent: font.descent, isRightToLeft: paragraph.bidi.isRightToLeft)
    }

    /// The line `range` of `paragraph`: runs cut at the line's ends and where rule L1 changed a
    /// level (reshaped; runs wholly inside the line are reused), in visual order.
    func line(_ paragraph: Paragraph, _ range: Range<Int>, offset: Int, trimmed: [Int], sourceMap: [Int]? = nil) -> Piece {
        let (levels, order) = paragraph.bidi.reorder(range)
        var position = [Int32](repeating: 0, count: range.count)
        for (visual, logical) in order.enumerated() { position[Int(logical)] = Int32(visual) }
        var segments: [(run: ShapedRun, key: Int32)] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let r = paragraph.runIndex(containing: i)
            let run = paragraph.runs[r]
            let level = levels[i - range.lowerBound]
            var j = i + 1
            while j < min(run.range.upperBound, range.upperBound) && levels[j - range.lowerBound] == level { j += 1 }
            let piece: ShapedRun
            if i == run.range.lowerBound && j == run.range.upperBound && (level & 1 == 1) == run.isRightToLeft {
                piece = run
            } else {
                piece = Shaper.shape(paragraph.scalars, range: i..<j, face: run.face, size: font.size,
                                     rightToLeft: level & 1 == 1, script: paragraph.runScripts[r],
                                     language: paragraph.runLanguages[r], hidden: paragraph.hiddenMarks,
                                     engine: font.engine)
            }
            let key = min(position[i - range.lowerBound], position[j - 1 - range.lowerBound])
            segments.append((piece, key))
            i = j
        }
        segments.sort { $0.key < $1.key }
        var runs: [(run: ShapedRun, x: Int)] = []
        var x = 0
        var ascent = font.ascent, descent = font.descent
        for segment in segments {
            runs.append((segment.run, x))
            x += segment.run.width
            if let face = segment.run.face, face !== font.face {
                let extents = face.extents(size: font.size)
                ascent = max(ascent, (extents.ascent + 63) >> 6)
                descent = max(descent, (extents.descent + 63) >> 6)
            }
        }
        let hanging = x - min(x, paragraph.width(range.lowerBound..<trimmed[range.upperBound]))
        let rtl = paragraph.bidi.isRightToLeft
        return Piece(runs: runs, textOffset: offset, sourceMap: sourceMap, contentWidth: x - hanging,
                     leading: rtl ? hanging : 0, ascent: ascent, descent: descent, isRightToLeft: rtl)
    }

    /// Vertical placement and alignment.
    func place(_ pieces: [Piece], truncated: Bool) -> TextLayout {
        let widest = pieces.reduce(0) { max($0, $1.contentWidth) }
        let available = width ?? widest
        var y = 0.0
        var lines: [TextLine] = []
        lines.reserveCapacity(pieces.count)
        for (i, piece) in pieces.enumerated() {
            if i > 0 { y += options.lineSpacing }
            let top = Int(y.rounded())
            var alignment = options.alignment
            if alignment == .natural { alignment = piece.isRightToLeft ? .right : .left }
            let start: Int
            switch alignment {
            case .left, .natural: start = 0
            case .center: start = (available - piece.contentWidth) / 2
            case .right: start = available - piece.contentWidth
            }
            lines.append(TextLine(runs: piece.runs, x: start - piece.leading, textOffset: piece.textOffset,
                                  sourceMap: piece.sourceMap, baseline: top + piece.ascent, ascent: piece.ascent,
                                  descent: piece.descent, width: (piece.contentWidth + 63) >> 6,
                                  isRightToLeft: piece.isRightToLeft, leading: piece.leading))
            y += Double(piece.ascent + piece.descent)
        }
        return TextLayout(lines: lines, width: (widest + 63) >> 6, height: Int(y.rounded(.up)), isTruncated: truncated)
    }
}
