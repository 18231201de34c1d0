import Testing
@testable import PaneText

/// Line breaking, truncation, alignment and spacing.
@Suite struct LineBuilderTests {
    let font: Font

    init() throws { font = try Font(path: Fonts.dejaVu, size: 18) }

    func layout(_ text: String, width: Double?, lines: Int = 0, mode: LineBreakMode = .byWordWrapping,
                alignment: TextAlignment = .natural, spacing: Double = 0, language: String? = nil) -> TextLayout {
        TextLayout.make(text, font: font, width: width, options: TextLayoutOptions(
            numberOfLines: lines, lineBreakMode: mode, alignment: alignment, lineSpacing: spacing, language: language))
    }

    /// The width of `text` on one line, pixels.
    func w(_ text: String) -> Int { font.width(of: text) }

    @Test func wordWrappingBreaksAtSpaces() {
        let text = "The quick brown fox jumps"
        let l = layout(text, width: Double(w("The quick brown")))
        #expect(lineTexts(l, of: text) == ["The quick brown ", "fox jumps"])
        #expect(l.lines.allSatisfy { $0.width <= w("The quick brown") })
        #expect(!l.isTruncated)
        // One pixel less pushes "brown" down.
        let narrower = layout(text, width: Double(w("The quick brown") - 1))
        #expect(lineTexts(narrower, of: text) == ["The quick ", "brown fox ", "jumps"])
    }

    @Test func aWordLongerThanTheLineBreaksBetweenCharacters() {
        let text = "mmmmmmmmmm mm"
        let l = layout(text, width: Double(w("mmmm")))
        #expect(lineTexts(l, of: text) == ["mmmm", "mmmm", "mm ", "mm"])
    }

    @Test func chineseAndJapaneseBreakBetweenCharacters() throws {
        let cjk = try Font(path: Fonts.cjk, size: 18, index: 2)
        let text = "你好世界你好世界"
        let l = TextLayout.make(text, font: cjk, width: 60, options: TextLayoutOptions(numberOfLines: 0, lineBreakMode: .byWordWrapping))
        #expect(lineTexts(l, of: text) == ["你好世", "界你好", "世界"])
        // Never before the ideographic full stop: "世。" moves down together.
        let punctuated = "你好世。界"
        let p = TextLayout.make(punctuated, font: cjk, width: 60, options: TextLayoutOptions(numberOfLines: 0, lineBreakMode: .byWordWrapping))
        #expect(lineTexts(p, of: punctuated) == ["你好", "世。界"])
    }

    @Test func thaiWrapsBetweenWords() {
        let text = "สวัสดีชาวโลก"
        let l = layout(text, width: Double(w("สวัสดีชาว")), language: "th")
        #expect(lineTexts(l, of: text) == ["สวัสดีชาว", "โลก"])
    }

    @Test func charWrappingBreaksBetweenAnyClusters() {
        let text = "ab cdef"
        let l = layout(text, width: Double(w("ab c")), mode: .byCharWrapping)
        #expect(lineTexts(l, of: text) == ["ab c", "def"])
        // A cluster (e + combining acute) is never split.
        let accented = "e\u{301}e\u{301}e\u{301}"
        let a = layout(accented, width: Double(w("e\u{301}")), mode: .byCharWrapping)
        #expect(a.lines.count == 3)
    }

    @Test func numberOfLinesLimitsTheLines() {
        let text = "one two three four five"
        let l = layout(text, width: Double(w("three four")), lines: 2, mode: .byWordWrapping)
        #expect(lineTexts(l, of: text) == ["one two ", "three four "])
        #expect(l.isTruncated)
    }

    @Test func newlinesStartParagraphs() {
        let text = "ab\ncd\r\n\nef\n"
        let l = layout(text, width: nil)
        #expect(lineTexts(l, of: text) == ["ab", "cd", "", "ef"])
        #expect(l.height == 4 * font.lineHeight)
    }

    @Test func truncatingTailHeadAndMiddle() {
        let text = "Hello wonderful world"
        let width = Double(w("Hello wonder…"))
        let tail = layout(text, width: width, lines: 1, mode: .byTruncatingTail)
        #expect(lineTexts(tail, of: text) == ["Hello wonder…"])
        #expect(tail.isTruncated)
        let head = layout(text, width: Double(w("…erful world")), lines: 1, mode: .byTruncatingHead)
        #expect(lineTexts(head, of: text) == ["…erful world"])
        let middle = layout(text, width: Double(w("Hello…world")), lines: 1, mode: .byTruncatingMiddle)
        #expect(lineTexts(middle, of: text) == ["Hello…world"])
        #expect(middle.lines[0].width <= w("Hello…world"))
        // Text that fits is not truncated.
        let fits = layout(text, width: Double(w(text)), lines: 1, mode: .byTruncatingTail)
        #expect(lineTexts(fits, of: text) == [text])
        #expect(!fits.isTruncated)
    }

    @Test func theLastAllowedLineIsTruncated() {
        let text = "one two three four five"
        let l = layout(text, width: Double(w("three fou…")), lines: 2, mode: .byTruncatingTail)
        #expect(lineTexts(l, of: text) == ["one two ", "three fou…"])
        #expect(l.lines[1].width <= w("three fou…"))
        #expect(lineTexts(layout(text, width: Double(w("three fou…") - 1), lines: 2, mode: .byTruncatingTail), of: text)
            == ["one two ", "three fo…"])
    }

    @Test func rightToLeftTailTruncationKeepsTheStartOnTheRight() {
        let text = "שלום עולם ומלואו"
        let l = layout(text, width: Double(w("שלום עו…")), lines: 1, mode: .byTruncatingTail)
        let line = l.lines[0]
        #expect(line.isRightToLeft)
        // Read right to left: the first letters, then the ellipsis at the left end.
        #expect(line.visualOrder.first == -1)
        #expect(line.visualOrder.last == 0)
    }

    @Test func alignment() {
        let text = "ab"
        let width = 100.0, textWidth = w(text)
        #expect(layout(text, width: width, alignment: .left).lines[0].minX == 0)
        #expect(layout(text, width: width, alignment: .natural).lines[0].minX == 0)
        // The right edge at 100 exactly: the text's width is not whole pixels.
        #expect(abs(layout(text, width: width, alignment: .right).lines[0].minX - (100 - textWidth)) <= 1)
        #expect(abs(layout(text, width: width, alignment: .center).lines[0].minX - (100 - textWidth) / 2) <= 1)
        // Natural alignment of a right-to-left paragraph is on the right.
        let hebrew = layout("שלום", width: width, alignment: .natural).lines[0]
        #expect(hebrew.minX + hebrew.width == 100 || hebrew.minX + hebrew.width == 99)
    }

    @Test func trailingSpacesHangOutsideTheWidth() {
        let l = layout("ab    ", width: nil)
        #expect(l.width == w("ab"))
    }

    @Test func lineSpacingAddsBetweenLines() {
        let text = "one two"
        let l = layout(text, width: Double(w("one")), spacing: 5)
        #expect(l.lines.count == 2)
        #expect(l.height == 2 * font.lineHeight + 5)
        #expect(l.lines[1].baseline - l.lines[0].baseline == font.lineHeight + 5)
    }

    @Test func aLineWithATallerFallbackFontIsTaller() throws {
        let l = layout("a 你", width: nil)
        let cjk = try Font(path: Fonts.cjk, size: 18, index: 2)
        #expect(l.lines[0].ascent == max(font.ascent, cjk.ascent))
        #expect(l.height == max(font.ascent, cjk.ascent) + max(font.descent, cjk.descent))
    }
}
