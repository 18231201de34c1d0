public import PaneGeometry
public import PaneText

/// Where the caret can go: between two `Character`s (grapheme clusters) of the shown text, at the
/// x the text's layout puts that boundary. Positions come from PaneText's shaping of the whole
/// shown text, once per text (`Font.boundaryWidths(of:)`, kept in `caretStops`), so kerning and
/// ligatures inside a cluster never split it, and a tap costs a binary search, not a layout per
/// boundary. Left-to-right text only: a right-to-left field still puts the caret by these widths
/// from the left.
extension TextField {
    /// The caret's x for `offset` (0…`text.count`), in the field's coordinates. While editing
    /// text too long for the field, the label cuts the head and keeps the end in view: boundaries
    /// are then measured back from the end, and those under the cut lie left of the text area.
    public func caretX(forOffset offset: Int) -> Double {
        let area = textRect
        guard let stops = currentCaretStops(), stops.widths.count > 1,
              let line = label.layout?.lines.first else { return area.minX }
        let n = min(max(0, offset), stops.widths.count - 1)
        return caretX(stops.widths[n], whole: stops.widths[stops.widths.count - 1], line: line)
    }

    /// The caret offset whose boundary is nearest `x` (field coordinates); the earlier one on a
    /// tie, as a tap exactly between two boundaries lands before the character.
    public func caretOffset(nearestX x: Double) -> Int {
        guard let stops = currentCaretStops(), stops.widths.count > 1,
              let line = label.layout?.lines.first else { return 0 }
        let widths = stops.widths
        let whole = widths[widths.count - 1]
        let position = { (n: Int) in self.caretX(widths[n], whole: whole, line: line) }
        guard stops.isAscending else {
            // Negative advances (a font's odd metrics): every boundary, still from one layout.
            var best = 0
            for n in widths.indices where abs(position(n) - x) < abs(position(best) - x) { best = n }
            return best
        }
        // The first boundary at or right of x, then the nearer of it and the one before; the
        // first of equal boundaries (zero-width characters) wins, as a left-to-right scan would.
        let firstAtOrAfter = { (value: Double) -> Int in
            var lo = 0, hi = widths.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if position(mid) < value { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        let right = firstAtOrAfter(x)
        if right == widths.count { return firstAtOrAfter(position(widths.count - 1)) }
        if right == 0 { return 0 }
        let left = right - 1
        let chosen = abs(position(left) - x) <= abs(position(right) - x) ? position(left) : position(right)
        return firstAtOrAfter(chosen)
    }

    /// The x of a boundary `before` pixels into text `whole` pixels wide, shown in `line`.
    private func caretX(_ before: Int, whole: Int, line: TextLine) -> Double {
        let left = label.frame.minX + Double(line.minX)
        guard label.layout?.isTruncated == true, label.lineBreakMode == .byTruncatingHead else {
            return left + Double(before)
        }
        return left + Double(line.width) - Double(whole - before)
    }

    /// The boundary widths of the shown text in the field's font, made once per text and font.
    func currentCaretStops() -> CaretStops? {
        guard let font else { return nil }
        let shown = displayedText
        guard !shown.isEmpty else { return nil }
        if let stops = caretStops, stops.font == font, stops.text == shown { return stops }
        let widths = font.boundaryWidths(of: shown)
        let ascending = zip(widths, widths.dropFirst()).allSatisfy { $0 <= $1 }
        let stops = CaretStops(text: shown, font: font, widths: widths, isAscending: ascending)
        caretStops = stops
        return stops
    }
}

/// The caret's boundaries for one text in one font (see `Font.boundaryWidths(of:)`).
struct CaretStops {
    var text: String
    var font: Font
    var widths: [Int]
    var isAscending: Bool
}
