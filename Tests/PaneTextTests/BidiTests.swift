import Testing
@testable import PaneText

/// Visual order of mixed-direction text through FriBidi (UAX #9), as lines show it.
@Suite struct BidiTests {
    func line(_ text: String, direction: WritingDirection = .natural) throws -> TextLine {
        let font = try #require(Font.system(size: 18))
        let layout = TextLayout.make(text, font: font, width: nil,
                                     options: TextLayoutOptions(numberOfLines: 0, baseWritingDirection: direction))
        return try #require(layout.lines.first)
    }

    @Test func hebrewAndNumbersInALeftToRightParagraph() throws {
        // a b c ␠ א ב ג ␠ 1 2 3: the Hebrew word and the number after it (W7, N1, I1) read right to left.
        let l = try line("abc אבג 123")
        #expect(!l.isRightToLeft)
        #expect(l.visualOrder == [0, 1, 2, 3, 8, 9, 10, 7, 6, 5, 4])
    }

    @Test func latinAndNumbersInARightToLeftParagraph() throws {
        let l = try line("שלום abc 12")
        #expect(l.isRightToLeft)
        // The digits follow a Latin letter, so they are left to right too (W7): "abc 12" reads left to right.
        #expect(l.visualOrder == [5, 6, 7, 8, 9, 10, 4, 3, 2, 1, 0])
    }

    @Test func arabicIsRightToLeftAndJoined() throws {
        let text = "بيت"
        let l = try line(text)
        #expect(l.isRightToLeft)
        // Three dual-joining letters joined (initial, medial, final forms): none is the glyph the same
        // letter takes standing alone.
        var alone: [UInt32] = []
        for letter in text.unicodeScalars { alone += try line(String(letter)).glyphs.map(\.id) }
        #expect(l.glyphs.count == 3)
        for (joined, isolated) in zip(l.glyphs.map(\.id), alone.reversed()) { #expect(joined != isolated) }
    }

    @Test func paragraphDirectionComesFromTheFirstStrongCharacterUnlessSet() throws {
        #expect(try !line("123 abc").isRightToLeft)
        #expect(try line("123 אבג").isRightToLeft)
        #expect(try !line("...").isRightToLeft)
        #expect(try line("abc", direction: .rightToLeft).isRightToLeft)
        #expect(try !line("אבג", direction: .leftToRight).isRightToLeft)
    }

    @Test func bracketsPairInARightToLeftParagraph() throws {
        // א ( b ) : in a right-to-left paragraph the brackets around a Latin letter take the
        // embedding direction (N0), and show mirrored: ")b(" is drawn as "(b)" reading right to left.
        let l = try line("א(b)")
        #expect(l.visualOrder == [3, 2, 1, 0])
    }

    @Test func levelsFromFriBidi() {
        let bidi = BidiParagraph(scalars("ab אב")[...], direction: .natural)
        #expect(bidi.levels == [0, 0, 0, 1, 1])
        let (levels, order) = bidi.reorder(0..<5)
        #expect(levels == [0, 0, 0, 1, 1])
        #expect(order == [0, 1, 2, 4, 3])
    }
}
