internal import CFriBidi

/// The Unicode bidirectional algorithm (UAX #9) for one paragraph, by FriBidi: embedding levels
/// (even left to right, odd right to left) and, per line, the visual order.
struct BidiParagraph {
    let types: [FriBidiCharType]
    let levels: [FriBidiLevel]
    let isRightToLeft: Bool

    /// Resolves `scalars`; `direction` sets the paragraph's direction, or `nil` takes it from its
    /// first strong character (rule P2; left to right when there is none).
    init(_ scalars: ArraySlice<UInt32>, direction: WritingDirection) {
        let n = scalars.count
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: n)
        var brackets = [FriBidiBracketType](repeating: 0, count: n)
        var levels = [FriBidiLevel](repeating: 0, count: n)
        var base: FriBidiParType
        switch direction {
        case .natural: base = pane_fribidi_par_on
        case .leftToRight: base = pane_fribidi_par_ltr
        case .rightToLeft: base = pane_fribidi_par_rtl
        }
        let ok = Array(scalars).withUnsafeBufferPointer { text -> Bool in
            guard n > 0 else { return true }
            fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(n), &types)
            fribidi_get_bracket_types(text.baseAddress, FriBidiStrIndex(n), types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(n), &base, &levels) != 0
        }
        let rtl = base == pane_fribidi_par_rtl || (n == 0 && direction == .rightToLeft)
        if !ok { levels = [FriBidiLevel](repeating: rtl ? 1 : 0, count: n) }
        self.types = types
        self.levels = levels
        isRightToLeft = ok ? base == pane_fribidi_par_rtl : rtl
    }

    /// For the line `range`: the levels after rule L1 (trailing white space back to the paragraph's
    /// level) and the logical index shown at each visual position (rules L2, L3), by
    /// fribidi_reorder_line.
    func reorder(_ range: Range<Int>) -> (levels: [FriBidiLevel], order: [Int32]) {
        var lineLevels = Array(levels[range])
        var map = (0..<Int32(range.count)).map { $0 }
        guard !range.isEmpty else { return ([], []) }
        let base: FriBidiParType = isRightToLeft ? pane_fribidi_par_rtl : pane_fribidi_par_ltr
        let ok = types.withUnsafeBufferPointer { t in
            fribidi_reorder_line(0, t.baseAddress! + range.lowerBound, FriBidiStrIndex(range.count), 0, base,
                                 &lineLevels, nil, &map) != 0
        }
        if !ok { return (Array(levels[range]), (0..<Int32(range.count)).map { $0 }) }
        return (lineLevels, map)
    }
}

/// The direction of a paragraph (NSWritingDirection): from its text, or set.
public enum WritingDirection: Sendable, Hashable {
    /// From the text: the paragraph's first strong character decides (UAX #9 rules P2 and P3, by FriBidi);
    /// left to right when it has none.
    case natural
    /// Left to right, whatever the text: Arabic or Hebrew in it still reads right to left within its runs.
    case leftToRight
    /// Right to left, whatever the text: the paragraph starts at the right and its runs are ordered from
    /// there.
    case rightToLeft
}
