/// The cap on what one grapheme cluster may cost. A cluster is a base and any number of marks
/// (UAX #29 sets no limit), and shaping a base with N marks costs HarfBuzz more than N times one
/// mark (each mark looks back across the marks before it for its base), so 100,000 marks on one
/// letter took seconds. Only the first `maxClusterScalars` characters of a cluster are shaped;
/// the rest are kept in the text (caret, editing and truncation count them) but get no glyph and
/// no width, as browsers cap what they draw of such a cluster.
extension Paragraph {
    /// 32 characters: Unicode's Stream-Safe Text Format (UAX #15, §13) allows 30 non-starters in
    /// a row, and HarfBuzz reorders at most 32 marks (HB_OT_SHAPE_MAX_COMBINING_MARKS); any real
    /// cluster (the longest emoji ZWJ sequences have 10 characters) fits.
    static let maxClusterScalars = 32

    /// The scalars past the cap in each cluster longer than it, ascending.
    static func hiddenMarks(graphemeEnds: [Int]) -> [Range<Int>] {
        var hidden: [Range<Int>] = []
        var start = 0
        for end in graphemeEnds {
            if end - start > maxClusterScalars { hidden.append(start + maxClusterScalars..<end) }
            start = end
        }
        return hidden
    }

    /// The index of the first of `ranges` (ascending, disjoint) that ends after `i`, or
    /// `ranges.count`.
    static func firstRange(in ranges: [Range<Int>], endingAfter i: Int) -> Int {
        var lo = 0, hi = ranges.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if ranges[mid].upperBound <= i { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
