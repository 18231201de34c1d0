public import PaneGeometry
public import PaneUI
public import PaneText

/// Where the caret can go: between two `Character`s (grapheme clusters) of the shown text, at the
/// x the text's layout puts that boundary. Positions come from PaneText's shaping of the shown
/// text, once per text (`Font.boundaryWidths(of:)`, kept in `caretStops`), so kerning and
/// ligatures inside a cluster never split it, and a tap costs a binary search, not a layout per
/// boundary. Only the end of the text that can be in view is measured: its first
/// `caretWindow` characters, or while the label cuts the head its last ones; boundaries past
/// them lie far outside the field and take the window's edge. Left-to-right text only: a
/// right-to-left field still puts the caret by these widths from the left.
extension TextField {
    /// How many characters of the text the caret's boundaries are measured for: more than any
    /// field shows (4,096 characters of 18 px text are some 30,000 px), few enough that a key in
    /// a field of 100,000 characters lays out a window, not the text.
    public static let caretWindow = 4096

    /// The caret's x for `offset` (0…`text.count`), in the field's coordinates. While editing
    /// text too long for the field, the label cuts the head and keeps the end in view: boundaries
    /// are then measured back from the end, and those under the cut lie left of the text area.
    public func caretX(forOffset offset: Int) -> Double {
        guard let stops = currentCaretStops(), let line = label.layout?.lines.first else { return textRect.minX }
        let k = min(max(0, offset - stops.first), stops.widths.count - 1)
        return caretX(k, stops, line: line)
    }

    /// The caret offset whose boundary is nearest `x` (field coordinates); the earlier one on a
    /// tie, as a tap exactly between two boundaries lands before the character.
    public func caretOffset(nearestX x: Double) -> Int {
        guard let stops = currentCaretStops(), let line = label.layout?.lines.first else { return 0 }
        let last = stops.widths.count - 1
        let position = { (k: Int) in self.caretX(k, stops, line: line) }
        guard stops.isAscending else {
            // Negative advances (a font's odd metrics): every boundary, still from one layout.
            var best = 0
            for k in 0...last where abs(position(k) - x) < abs(position(best) - x) { best = k }
            return stops.first + best
        }
        // The first boundary at or right of x, then the nearer of it and the one before; the
        // first of equal boundaries (zero-width characters) wins, as a left-to-right scan would.
        let firstAtOrAfter = { (value: Double) -> Int in
            var lo = 0, hi = last + 1
            while lo < hi {
                let mid = (lo + hi) / 2
                if position(mid) < value { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        let right = firstAtOrAfter(x)
        let k: Int
        if right > last {
            k = firstAtOrAfter(position(last))
        } else if right == 0 {
            k = 0
        } else {
            let nearer = abs(position(right - 1) - x) <= abs(position(right) - x) ? position(right - 1) : position(right)
            k = firstAtOrAfter(nearer)
        }
        return stops.first + k
    }

    /// The x of the window's boundary `k`, shown in `line`.
    private func caretX(_ k: Int, _ stops: CaretStops, line: TextLine) -> Double {
        let left = label.frame.minX + Double(line.minX)
        guard stops.fromEnd else { return left + Double(stops.widths[k]) }
        return left + Double(line.width) - Double(stops.widths[stops.widths.count - 1] - stops.widths[k])
    }

    /// The boundary widths of the shown text's window in the field's font, made once per text,
    /// font and cut.
    func currentCaretStops() -> CaretStops? {
        guard let font else { return nil }
        let shown = displayedText
        guard !shown.isEmpty else { return nil }
        let fromEnd = label.lineBreakMode == .byTruncatingHead && label.layout?.isTruncated == true
        if let stops = caretStops, stops.font == font, stops.fromEnd == fromEnd,
           stops.text.utf8.elementsEqual(shown.utf8) { return stops }
        let count = shown.count
        let window = fromEnd ? String(shown.suffix(TextField.caretWindow)) : String(shown.prefix(TextField.caretWindow))
        let widths = font.boundaryWidths(of: window)
        let ascending = zip(widths, widths.dropFirst()).allSatisfy { $0 <= $1 }
        let stops = CaretStops(text: shown, font: font, fromEnd: fromEnd,
                               first: fromEnd ? count - min(count, TextField.caretWindow) : 0,
                               widths: widths, isAscending: ascending)
        caretStops = stops
        return stops
    }
}

/// The caret's boundaries for one text in one font: `widths[k]` is the width of the window's
/// text before its k-th boundary, which is the text's boundary `first + k`.
struct CaretStops {
    var text: String
    var font: Font
    /// Whether the window is the text's end, measured back from it (the label cuts the head).
    var fromEnd: Bool
    var first: Int
    var widths: [Int]
    var isAscending: Bool
}
