/// Where a caret can stand in one line of text, as the line is shown: the slots between its
/// `Character`s (grapheme clusters) in visual order, left to right, each with its x and the
/// character offset a caret there stands for.
///
/// Left-to-right text has one slot per offset, in order. Right-to-left text has them the other
/// way: slot 0, at the left, is the end of the text. In mixed text the runs of each direction
/// are reordered as the Unicode bidirectional algorithm shows them (UAX #9 by FriBidi, rules L1
/// and L2), and at the edge between two runs of different directions one x stands for two
/// offsets; the slot takes the offset on the side of the run that goes the paragraph's way, as
/// Pango's strong cursor does (a character typed there in the paragraph's direction shows at
/// the caret). The line's two ends are the paragraph's start and end: in a left-to-right
/// paragraph slot 0 is offset 0 and the last slot the text's end (Blink's line-edge carets), so
/// both stay reachable with the arrow keys whatever run they touch.
public struct CaretSlots: Sendable, Hashable {
    /// Each slot's x in pixels from the text's left edge, rounded up as `Font.width(of:)`
    /// rounds (`count + 1` slots; ascending unless a font has negative advances).
    public let positions: [Int]
    /// The character offset (0…`count`) a caret in each slot stands for.
    public let offsets: [Int]
    /// For each character offset 0…`count`, the slot its caret is drawn in.
    public let slotOfOffset: [Int]
    /// Whether the paragraph is right to left (its start at the right).
    public let isRightToLeft: Bool
    /// Whether each character reads right to left (an odd bidi level), in logical order.
    public let characterIsRightToLeft: [Bool]

    /// The number of characters.
    public var count: Int { offsets.count - 1 }
    /// The width of the text, the last slot's x.
    public var width: Int { positions[positions.count - 1] }

    /// The offset a caret at `offset` moves to when an arrow key moves it one slot toward the
    /// visual right (`step` 1) or left (`step` -1): the next slot that way standing for another
    /// offset. `nil` when there is none (the caret is at that end of the line).
    public func offset(movingFrom offset: Int, by step: Int) -> Int? {
        guard offset >= 0, offset <= count, step != 0 else { return nil }
        var slot = slotOfOffset[offset]
        repeat {
            slot += step > 0 ? 1 : -1
            guard slot >= 0, slot < offsets.count else { return nil }
        } while offsets[slot] == offset
        return offsets[slot]
    }
}

extension Font {
    /// The caret slots of `text` shown on one line in this font, its paragraph `direction`
    /// (`.natural`: from the first strong character): from one layout of the text (the advances
    /// `boundaryWidths(of:)` uses) and one run of the bidirectional algorithm.
    public func caretSlots(of text: String, direction: WritingDirection) -> CaretSlots {
        let advances = engine.locked { characterAdvances(of: text) }
        let scalars = text.unicodeScalars.map { $0.value }
        let bidi = BidiParagraph(scalars[...], direction: direction)
        let lineLevels = scalars.isEmpty ? [] : bidi.reorder(0..<scalars.count).levels
        // Each character's level: its first scalar's, after rule L1.
        var levels: [Int] = []
        levels.reserveCapacity(advances.count)
        var scalar = 0
        for character in text {
            levels.append(scalar < lineLevels.count ? Int(lineLevels[scalar]) : (bidi.isRightToLeft ? 1 : 0))
            for _ in character.unicodeScalars { scalar += 1 }
        }
        let n = min(levels.count, advances.count)
        return CaretSlots.make(advances: Array(advances.prefix(n)), levels: Array(levels.prefix(n)),
                               isRightToLeft: bidi.isRightToLeft)
    }
}

extension CaretSlots {
    /// The slots of characters with these advances (26.6) and bidi levels, in logical order.
    static func make(advances: [Int], levels: [Int], isRightToLeft: Bool) -> CaretSlots {
        let n = advances.count
        let rtl = levels.map { $0 % 2 == 1 }
        // Rule L2: from the highest level down to the lowest odd one, reverse every run at or
        // above it.
        var order = Array(0..<n)
        if let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() {
            var level = highest
            while level >= lowestOdd {
                var i = 0
                while i < n {
                    guard levels[order[i]] >= level else { i += 1; continue }
                    var j = i
                    while j < n && levels[order[j]] >= level { j += 1 }
                    order[i..<j].reverse()
                    i = j
                }
                level -= 1
            }
        }
        var positions = [0]
        positions.reserveCapacity(n + 1)
        var sum = 0
        for c in order {
            sum += advances[c]
            positions.append((max(0, sum) + 63) >> 6)
        }
        // Each slot's offset: a caret after the character on its left or before the one on its
        // right; the line's ends are the paragraph's start and end.
        var offsets = [Int](repeating: 0, count: n + 1)
        offsets[0] = isRightToLeft ? n : 0
        offsets[n] = isRightToLeft ? 0 : n
        if n > 1 {
            for slot in 1..<n {
                let left = order[slot - 1], right = order[slot]
                let afterLeft = rtl[left] ? left : left + 1
                let beforeRight = rtl[right] ? right + 1 : right
                if afterLeft == beforeRight || rtl[left] == rtl[right] {
                    // Within one run, or two runs of one direction: the side the paragraph reads from.
                    offsets[slot] = isRightToLeft ? beforeRight : afterLeft
                } else {
                    offsets[slot] = rtl[left] == isRightToLeft ? afterLeft : beforeRight
                }
            }
        }
        // Each offset's slot: the first that stands for it, else where the character after it
        // starts (or, at the end, where the last one ends).
        var visual = [Int](repeating: 0, count: n)
        for (p, c) in order.enumerated() { visual[c] = p }
        var slotOfOffset = [Int](repeating: -1, count: n + 1)
        for slot in 0...n where slotOfOffset[offsets[slot]] < 0 { slotOfOffset[offsets[slot]] = slot }
        for k in 0...n where slotOfOffset[k] < 0 {
            if k < n {
                slotOfOffset[k] = rtl[k] ? visual[k] + 1 : visual[k]
            } else {
                slotOfOffset[k] = rtl[n - 1] ? visual[n - 1] : visual[n - 1] + 1
            }
        }
        return CaretSlots(positions: positions, offsets: offsets, slotOfOffset: slotOfOffset,
                          isRightToLeft: isRightToLeft, characterIsRightToLeft: rtl)
    }
}
