public import PaneGeometry
public import PaneUI

/// Where the caret can go: between two `Character`s (grapheme clusters) of the shown text, at the
/// x the text's layout puts that boundary. Positions come from PaneText's shaping (the width of
/// the text before the boundary, `Font.width(of:)`), so kerning and ligatures inside a cluster
/// never split it. Left-to-right text only: a right-to-left field still puts the caret by these
/// widths from the left.
extension TextField {
    /// The caret's x for `offset` (0…`text.count`), in the field's coordinates. While editing
    /// text too long for the field, the label cuts the head and keeps the end in view: boundaries
    /// are then measured back from the end, and those under the cut lie left of the text area.
    public func caretX(forOffset offset: Int) -> Double {
        let area = textRect
        let shown = displayedText
        guard let font, !shown.isEmpty, let line = label.layout?.lines.first else { return area.minX }
        let n = min(max(0, offset), shown.count)
        let before = Double(font.width(of: String(shown.prefix(n))))
        let left = label.frame.minX + Double(line.minX)
        guard label.layout?.isTruncated == true, label.lineBreakMode == .byTruncatingHead else {
            return left + before
        }
        let whole = Double(font.width(of: shown))
        return left + Double(line.width) - (whole - before)
    }

    /// The caret offset whose boundary is nearest `x` (field coordinates); the earlier one on a
    /// tie, as a tap exactly between two boundaries lands before the character.
    public func caretOffset(nearestX x: Double) -> Int {
        let count = displayedText.count
        guard count > 0 else { return 0 }
        var best = 0
        var bestDistance = abs(caretX(forOffset: 0) - x)
        for n in 1...count {
            let d = abs(caretX(forOffset: n) - x)
            if d < bestDistance { best = n; bestDistance = d }
        }
        return best
    }
}
