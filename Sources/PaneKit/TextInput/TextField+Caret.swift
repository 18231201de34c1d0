public import PaneGeometry
public import PaneUI
public import PaneText

/// Where the caret can go: between two `Character`s (grapheme clusters) of the shown text, at the
/// x the text's layout puts that boundary. Positions come from PaneText's shaping of the shown
/// text, once per text (`Font.caretSlots(of:direction:)`, kept in `caretStops`), so kerning and
/// ligatures inside a cluster never split it, and a tap costs a binary search, not a layout per
/// boundary. Only the end of the text that can be in view is measured: its first
/// `caretWindow` characters, or while the label cuts the head its last ones; boundaries past
/// them lie far outside the field and take the window's edge.
///
/// Right-to-left and mixed text place the caret as the text is shown: the slots are in visual
/// order (the bidirectional algorithm's), a tap takes the nearest slot, and the arrow keys move
/// the caret one slot toward the visual left or right (UIKit's), so in Arabic or Hebrew the right
/// arrow goes to the logically previous character. Typing and backspace stay logical: backspace
/// deletes the character before the caret in the text's order. Bidi controls (LRM, RLM, the
/// embeddings, overrides and isolates) are characters of their own, each a slot of no width.
extension TextField {
    /// How many characters of the text the caret's boundaries are measured for: more than any
    /// field shows (4,096 characters of 18 px text are some 30,000 px), few enough that a key in
    /// a field of 100,000 characters lays out a window, not the text.
    public static let caretWindow = 4096

    /// The caret's x for `offset` (0…`text.count`), in the field's coordinates. While editing
    /// text too long for the field, the label cuts the head and keeps the end in view: boundaries
    /// are then measured back from the end, and those under the cut lie outside the text area.
    /// An empty field's caret is where `textAlignment` puts text: with `.natural`, the text
    /// area's leading edge (the right in a right-to-left layout).
    public func caretX(forOffset offset: Int) -> Double {
        guard let stops = currentCaretStops(), let line = label.layout?.lines.first else {
            let area = textRect
            switch textAlignment {
            case .left: return area.minX
            case .right: return area.maxX
            case .center: return area.midX
            case .natural: return isRightToLeft ? area.maxX : area.minX
            }
        }
        let slots = stops.slots
        let k = min(max(0, offset - stops.first), slots.count)
        return caretX(slot: slots.slotOfOffset[k], stops, line: line)
    }

    /// The caret offset whose boundary is nearest `x` (field coordinates); the leftmost one on a
    /// tie, as a tap exactly between two boundaries lands left of the character.
    public func caretOffset(nearestX x: Double) -> Int {
        guard let stops = currentCaretStops(), let line = label.layout?.lines.first else { return 0 }
        let slots = stops.slots
        let last = slots.count
        let position = { (k: Int) in self.caretX(slot: k, stops, line: line) }
        guard stops.isAscending else {
            // Negative advances (a font's odd metrics): every boundary, still from one layout.
            var best = 0
            for k in 0...last where abs(position(k) - x) < abs(position(best) - x) { best = k }
            return stops.first + slots.offsets[best]
        }
        // The first slot at or right of x, then the nearer of it and the one before; the first
        // of equal slots (zero-width characters) wins, as a left-to-right scan would.
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
        return stops.first + slots.offsets[k]
    }

    /// Moves the caret one slot toward the visual right (`step` 1, the right arrow) or left
    /// (`step` -1), as the text is shown: in right-to-left text the right arrow goes back in the
    /// text. Outside the measured window, or with nothing to measure, one character on or back
    /// in the paragraph's direction.
    public func moveCaretVisually(by step: Int) {
        let offset = storedCaretOffset
        guard let stops = currentCaretStops() else {
            caretOffset = offset + (isRightToLeft ? -step : step)
            return
        }
        let k = offset - stops.first
        if k >= 0, k <= stops.slots.count, let next = stops.slots.offset(movingFrom: k, by: step) {
            caretOffset = stops.first + next
            return
        }
        // The line's end stays; the window's edge (a cut head) steps on in the text.
        guard stops.first > 0 || stops.slots.count < text.count else { return }
        caretOffset = offset + (stops.slots.isRightToLeft ? -step : step)
    }

    /// The x of the window's slot `k`, shown in `line`: the window lines up with the edge the
    /// line is aligned to (the right for right-to-left text or in a right-to-left layout), or
    /// while the head is cut, with the edge the text's end shows at.
    private func caretX(slot k: Int, _ stops: CaretStops, line: TextLine) -> Double {
        let left = label.frame.minX + Double(line.minX)
        let x = Double(stops.slots.positions[k])
        let rtl = stops.slots.isRightToLeft
        let alignsRight = label.textAlignment == .right || (label.textAlignment == .natural && (rtl || label.isRightToLeft))
        guard stops.fromEnd ? !rtl : alignsRight else { return left + x }
        // The line's right edge, which rounding can put a pixel past the label's.
        let right = min(left + Double(line.width), label.frame.maxX)
        return right - Double(stops.slots.width) + x
    }

    /// The caret slots of the shown text's window in the field's font, made once per text,
    /// font, cut and direction.
    func currentCaretStops() -> CaretStops? {
        guard let font else { return nil }
        let shown = displayedText
        guard !shown.isEmpty else { return nil }
        let layout = label.layout
        let fromEnd = label.lineBreakMode == .byTruncatingHead && layout?.isTruncated == true
        let direction: WritingDirection = layout?.lines.first?.isRightToLeft == true ? .rightToLeft : .leftToRight
        if let stops = caretStops, stops.font == font, stops.fromEnd == fromEnd, stops.direction == direction,
           stops.text.utf8.elementsEqual(shown.utf8) { return stops }
        let count = shown.count
        let window = fromEnd ? String(shown.suffix(TextField.caretWindow)) : String(shown.prefix(TextField.caretWindow))
        let slots = font.caretSlots(of: window, direction: direction)
        let ascending = zip(slots.positions, slots.positions.dropFirst()).allSatisfy { $0 <= $1 }
        let stops = CaretStops(text: shown, font: font, fromEnd: fromEnd, direction: direction,
                               first: fromEnd ? count - min(count, TextField.caretWindow) : 0,
                               slots: slots, isAscending: ascending)
        caretStops = stops
        return stops
    }
}

/// The caret's slots for one text in one font: `slots` are the window's, whose offset k is the
/// text's offset `first + k`.
struct CaretStops {
    var text: String
    var font: Font
    /// Whether the window is the text's end, measured back from it (the label cuts the head).
    var fromEnd: Bool
    /// The paragraph's direction, as the label laid it out.
    var direction: WritingDirection
    var first: Int
    var slots: CaretSlots
    var isAscending: Bool
}
