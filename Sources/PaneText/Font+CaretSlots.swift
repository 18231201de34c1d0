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
/// paragraph slot 0 is offset 0 and the last slot the text's end (Blink's line-edge carets).
/// Every offset has exactly one slot and every slot one offset, so the arrow keys reach every
/// offset once, whatever embeddings, overrides and isolates the text nests.
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
        // Each offset's preferred slot: after the character before it or before the one after
        // it, on the side of the character that goes the paragraph's way where the two differ;
        // the paragraph's start and end at the line's ends. Then the offsets, sorted by that
        // slot (the other candidate, then the offset, breaking ties), take the slots in order:
        // one slot per offset always, and the preferred one wherever they do not collide (in
        // all but nested embeddings).
        var visual = [Int](repeating: 0, count: n)
        for (p, c) in order.enumerated() { visual[c] = p }
        func leading(_ c: Int) -> Int { rtl[c] ? visual[c] + 1 : visual[c] }     // the slot before c
        func trailing(_ c: Int) -> Int { rtl[c] ? visual[c] : visual[c] + 1 }    // the slot after c
        var keys: [(preferred: Int, other: Int, offset: Int)] = []
        keys.reserveCapacity(n + 1)
        for k in 0...n {
            if k == 0 || k == n {
                let atRight = (k == 0) == isRightToLeft
                let edge = atRight ? n : 0
                let own = n == 0 ? 0 : (k == 0 ? leading(0) : trailing(n - 1))
                keys.append((edge, own, k))
                continue
            }
            let after = trailing(k - 1), before = leading(k)
            if after == before || rtl[k - 1] == rtl[k] {
                keys.append(isRightToLeft ? (before, after, k) : (after, before, k))
            } else if rtl[k - 1] == isRightToLeft {
                keys.append((after, before, k))
            } else {
                keys.append((before, after, k))
            }
        }
        keys.sort { ($0.preferred, $0.other, $0.offset) < ($1.preferred, $1.other, $1.offset) }
        let offsets = keys.map { $0.offset }
        var slotOfOffset = [Int](repeating: 0, count: n + 1)
        for (slot, k) in offsets.enumerated() { slotOfOffset[k] = slot }
        return CaretSlots(positions: positions, offsets: offsets, slotOfOffset: slotOfOffset,
                          isRightToLeft: isRightToLeft, characterIsRightToLeft: rtl)
    }
}
