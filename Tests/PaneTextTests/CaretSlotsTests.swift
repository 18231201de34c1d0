import Testing
@testable import PaneText

/// Caret slots (issue 26 item 1): the places between characters as the bidirectional algorithm
/// shows them, and the offset each stands for.
@Suite struct CaretSlotsTests {
    func font() throws -> Font { try #require(Font.named("sans-serif", size: 18, engine: TextEngine())) }

    @Test("left to right: one slot per offset, in order, at the boundary widths")
    func leftToRight() throws {
        let font = try font()
        let slots = font.caretSlots(of: "coffee", direction: .natural)
        #expect(!slots.isRightToLeft && slots.offsets == Array(0...6) && slots.slotOfOffset == Array(0...6))
        #expect(slots.positions == font.boundaryWidths(of: "coffee"))
        #expect(slots.characterIsRightToLeft == Array(repeating: false, count: 6))
    }

    @Test("Hebrew: the slots run the other way; the end is at the left")
    func hebrew() throws {
        let slots = try font().caretSlots(of: "שלום", direction: .natural)
        #expect(slots.isRightToLeft && slots.offsets == [4, 3, 2, 1, 0] && slots.slotOfOffset == [4, 3, 2, 1, 0])
        #expect(slots.offset(movingFrom: 4, by: 1) == 3 && slots.offset(movingFrom: 0, by: 1) == nil)
        #expect(slots.offset(movingFrom: 0, by: -1) == 1 && slots.offset(movingFrom: 4, by: -1) == nil)
    }

    @Test("mixed text: each run in its order, run edges on the paragraph's side", arguments: [
        ("abc אבג", WritingDirection.natural, [0, 1, 2, 3, 4, 6, 5, 7]),
        ("שלום abc", .natural, [8, 6, 7, 5, 4, 3, 2, 1, 0]),
        ("אב cd", .leftToRight, [0, 1, 2, 3, 4, 5]),
        ("א 12 ב", .leftToRight, [0, 5, 2, 3, 4, 1, 6]),
    ]) func mixed(text: String, direction: WritingDirection, offsets: [Int]) throws {
        let slots = try font().caretSlots(of: text, direction: direction)
        #expect(slots.offsets == offsets)
        for k in 0...slots.count { #expect(slots.offsets[slots.slotOfOffset[k]] == k, "\(k)") }
    }

    @Test("an override shows Latin right to left; isolates and marks are characters of no width")
    func controls() throws {
        let font = try font()
        let slots = font.caretSlots(of: "\u{202E}abc\u{202C}", direction: .leftToRight)
        #expect(slots.characterIsRightToLeft == [false, true, true, true, false])
        #expect(slots.offsets == [0, 1, 3, 2, 4, 5])
        let marks = font.caretSlots(of: "\u{200E}\u{200F}\u{2066}\u{2069}", direction: .natural)
        #expect(marks.count == 4 && marks.width == 0)
    }

    /// Deterministic strings of Latin, Hebrew, Arabic, digits, spaces, combining marks and every
    /// bidi control.
    static func samples() -> [String] {
        let alphabet: [String] = ["a", "b", "Z", "א", "ב", "ש", "م", "ر", "ح", "1", "2", " ", ".", "(", ")",
                                  "\u{301}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}",
                                  "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "لا"]
        var seed: UInt64 = 0x2026
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33)
        }
        return (0..<300).map { _ in (0..<(next() % 24)).map { _ in alphabet[next() % alphabet.count] }.joined() }
    }

    @Test("any bidi text: slots cover every offset once, and an arrow walk visits each offset once")
    func sweep() throws {
        let font = try font()
        var failures = 0
        for text in Self.samples() {
            for direction in [WritingDirection.natural, .leftToRight, .rightToLeft] {
                let slots = font.caretSlots(of: text, direction: direction)
                let n = text.count
                var ok = slots.count == n && slots.positions.count == n + 1
                ok = ok && slots.offsets.sorted() == Array(0...n)
                ok = ok && (0...n).allSatisfy { slots.offsets[slots.slotOfOffset[$0]] == $0 }
                ok = ok && zip(slots.positions, slots.positions.dropFirst()).allSatisfy { $0 <= $1 }
                // Right from the leftmost slot: every other offset once, then the end.
                var seen: [Int] = [slots.offsets[0]]
                var k = slots.offsets[0]
                while let next = slots.offset(movingFrom: k, by: 1), seen.count <= n + 1 {
                    seen.append(next)
                    k = next
                }
                ok = ok && seen == slots.offsets
                if !ok { failures += 1 }
            }
        }
        #expect(failures == 0)
    }
}
