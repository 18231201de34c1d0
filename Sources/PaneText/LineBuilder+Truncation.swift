extension LineBuilder {
    /// U+2026 HORIZONTAL ELLIPSIS, what NSLineBreakMode's truncating modes show.
    static let ellipsis: UInt32 = 0x2026

    /// The last line allowed, holding the rest of `paragraph` from `start`, shortened with an
    /// ellipsis at its end (tail), start (head) or middle by whole grapheme clusters until it fits.
    /// The shortened text is analysed and shaped again as one line in the paragraph's direction.
    func truncatedLine(_ paragraph: Paragraph, from start: Int, offset: Int, trimmed: [Int]) -> Piece {
        let n = paragraph.scalars.count
        let direction: WritingDirection = paragraph.bidi.isRightToLeft ? .rightToLeft : .leftToRight
        let ellipsisWidth = Paragraph([LineBuilder.ellipsis], font: font, direction: direction,
                                      language: options.language).width(0..<1)
        let ends = paragraph.graphemeEnds
        let limit = width ?? Int.max
        var budget = max(0, limit - ellipsisWidth)
        var piece: Piece?
        for _ in 0..<4 {
            var kept: [Int] = []
            switch options.lineBreakMode {
            case .byTruncatingHead:
                let suffixStart = firstSuffix(ends, start: start, end: trimmed[n], budget: budget, paragraph)
                kept = [-1] + Array(skipSpaces(paragraph, suffixStart, trimmed[n]))
            case .byTruncatingMiddle:
                let prefixEnd = lastPrefix(ends, start: start, budget: budget / 2, trimmed: trimmed, paragraph)
                let used = paragraph.width(start..<prefixEnd)
                let suffixStart = max(prefixEnd, firstSuffix(ends, start: prefixEnd, end: trimmed[n], budget: budget - used, paragraph))
                kept = Array(start..<prefixEnd) + [-1] + Array(skipSpaces(paragraph, suffixStart, trimmed[n]))
            default:
                let prefixEnd = lastPrefix(ends, start: start, budget: budget, trimmed: trimmed, paragraph)
                kept = Array(start..<prefixEnd) + [-1]
            }
            let text = kept.map { $0 < 0 ? LineBuilder.ellipsis : paragraph.scalars[$0] }
            let shortened = Paragraph(text, font: font, direction: direction, language: options.language)
            let result = line(shortened, 0..<text.count, offset: offset, trimmed: LineBuilder.trimmedEnds(text), sourceMap: kept)
            piece = result
            if result.contentWidth <= limit || kept.count == 1 { break }
            budget -= result.contentWidth - limit
        }
        return piece!
    }

    /// The last line allowed, truncated at its head or middle, when what is left of the paragraph
    /// (`range` of `scalars`) is longer than a piece (`length`): only its end (head), or its
    /// start and its end (middle), a piece's worth in all, are analysed as one paragraph and
    /// truncated; the line's source map points into the whole paragraph.
    func longTruncatedLine(_ scalars: [UInt32], _ range: Range<Int>, direction: WritingDirection, length: Int) -> Piece {
        let middle = options.lineBreakMode == .byTruncatingMiddle
        let headEnd = middle ? LineBuilder.pieceEnd(scalars, from: range.lowerBound, to: range.upperBound, length: length / 2)
                             : range.lowerBound
        let tailStart = LineBuilder.pieceStart(scalars, before: range.upperBound, from: headEnd,
                                               length: middle ? length - length / 2 : length)
        let text = Array(scalars[range.lowerBound..<headEnd]) + Array(scalars[tailStart..<range.upperBound])
        let paragraph = Paragraph(text, font: font, direction: direction, language: options.language)
        var piece = truncatedLine(paragraph, from: 0, offset: range.lowerBound, trimmed: LineBuilder.trimmedEnds(text))
        let headCount = headEnd - range.lowerBound, skipped = tailStart - headEnd
        piece.sourceMap = piece.sourceMap?.map { $0 >= headCount ? $0 + skipped : $0 }
        return piece
    }

    /// The end of the longest run of whole clusters from `start` whose width, without trailing
    /// white space, is at most `budget` (`start` when not even one fits).
    private func lastPrefix(_ ends: [Int], start: Int, budget: Int, trimmed: [Int], _ paragraph: Paragraph) -> Int {
        var lo = firstIndex(in: ends, after: start), hi = ends.count - 1
        guard ends[lo] > start, paragraph.width(start..<trimmed[ends[lo]]) <= budget else { return start }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if paragraph.width(start..<trimmed[ends[mid]]) <= budget { lo = mid } else { hi = mid - 1 }
        }
        return trimmed[ends[lo]]
    }

    /// The start of the shortest run of whole clusters ending at `end` whose width is at most
    /// `budget` (`end` when not even one fits), at or after `start`.
    private func firstSuffix(_ ends: [Int], start: Int, end: Int, budget: Int, _ paragraph: Paragraph) -> Int {
        // Cluster starts are 0 and the cluster ends before `end`.
        var starts = [start]
        var i = firstIndex(in: ends, after: start)
        var lo = 0
        // Binary search over the cluster starts between start and end.
        var candidates: [Int] = []
        while i < ends.count && ends[i] < end { candidates.append(ends[i]); i += 1 }
        starts += candidates
        var hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if paragraph.width(starts[mid]..<end) <= budget { hi = mid } else { lo = mid + 1 }
        }
        return lo < starts.count ? starts[lo] : end
    }

    private func skipSpaces(_ paragraph: Paragraph, _ from: Int, _ end: Int) -> Range<Int> {
        var i = from
        while i < end && LineBuilder.isWhiteSpace(paragraph.scalars[i]) { i += 1 }
        return i..<max(i, end)
    }
}
