import Testing
@testable import PaneText

/// Runs by script, direction and font, with fallbacks for each cluster.
@Suite struct ParagraphTests {
    func runs(_ text: String, language: String? = nil) throws -> [(text: String, file: String?)] {
        let font = try Font(path: Fonts.dejaVu, size: 18)
        // The shared engine's lock: other tests lay out text on other threads meanwhile.
        let paragraph = font.engine.locked { Paragraph(scalars(text), font: font, direction: .natural, language: language) }
        let all = Array(text.unicodeScalars)
        return paragraph.runs.map { run in
            (String(String.UnicodeScalarView(all[run.range])), run.face.map { "\($0.path):\($0.index)" })
        }
    }

    func fcMatch(_ pattern: String) -> String { shell("fc-match -f '%{file}:%{index}' '\(pattern)'") }

    @Test func mixedScriptsSplitIntoRunsWithTheirFonts() throws {
        let r = try runs("Hi 你好 שלום 😀!")
        // A space stays in the face of the script before it when that face has it (the Chinese
        // fallback's, after 你好); the Hebrew word is right to left and the space after it,
        // between it and the emoji (a neutral), left to right.
        #expect(r.map(\.text) == ["Hi ", "你好 ", "שלום", " ", "😀", "!"])
        guard r.count == 6 else { return }
        let dejaVu = "\(Fonts.dejaVu):0"
        #expect(r[0].file == dejaVu)
        #expect(r[1].file == fcMatch("DejaVu Sans:lang=zh-cn:charset=4f60"))
        #expect(r[2].file == dejaVu)   // DejaVu Sans has Hebrew
        #expect(r[4].file == fcMatch("emoji:charset=1f600"))
        #expect(r[4].file == "\(Fonts.emoji):0")
        #expect(r[5].file == dejaVu)
    }

    @Test func hanTakesJapaneseFormsBesideKana() throws {
        let r = try runs("日本語のテキスト")
        #expect(r.allSatisfy { $0.file == fcMatch("DejaVu Sans:lang=ja:charset=65e5") })
        let zh = try runs("日本", language: "zh-tw")
        #expect(zh[0].file == fcMatch("DejaVu Sans:lang=zh-tw:charset=65e5"))
    }

    @Test func variationSelectorsChooseEmojiOrTextPresentation() throws {
        // U+2764 HEAVY BLACK HEART is text by default; with VS16 it is an emoji, with VS15 text.
        let emoji = "\(Fonts.emoji):0"
        #expect(try runs("\u{2764}").map(\.file) != [emoji])
        #expect(try runs("\u{2764}\u{FE0F}").map(\.file) == [emoji])
        #expect(try runs("\u{1F600}\u{FE0E}").map(\.file) != [emoji])
        // Keycap and flag sequences are emoji too.
        #expect(try runs("1\u{FE0F}\u{20E3}").map(\.file) == [emoji])
        #expect(try runs("\u{1F1EF}\u{1F1F5}").map(\.file) == [emoji])
    }

    @Test func aCombiningMarkStaysWithItsBase() throws {
        // Devanagari consonant + virama + consonant + vowel sign: one font, one run.
        let r = try runs("क्षि")
        #expect(r.count == 1)
        #expect(r[0].file == fcMatch("DejaVu Sans:lang=hi:charset=915"))
    }

    @Test func aChineseFontChosenByHandStillShowsEveryScript() throws {
        // The case: with a CJK font as the label's font, Arabic, Hebrew, Thai and emoji
        // come from fallbacks for the font's family, none is a box.
        let font = try Font(path: Fonts.cjk, size: 18, index: 2)
        // The shared engine's lock: other tests lay out text on other threads meanwhile.
        let paragraph = font.engine.locked { Paragraph(scalars("中文 مرحبا שלום สวัสดี 😀"), font: font, direction: .natural, language: nil) }
        #expect(paragraph.runs.allSatisfy { $0.face != nil })
        #expect(paragraph.runs.allSatisfy { run in run.glyphs.allSatisfy { $0.id != 0 } })
        #expect(paragraph.runs.first?.face === font.face)
    }

    @Test func aClusterNoFontHasIsOneBox() throws {
        // Two unassigned code points (one cluster each) and one with a combining mark: three boxes.
        let font = try Font(path: Fonts.dejaVu, size: 18)
        let text = "a\u{10FFFD}\u{10FFFC}\u{10FFFB}\u{301}b"
        // The shared engine's lock: other tests lay out text on other threads meanwhile.
        let paragraph = font.engine.locked { Paragraph(scalars(text), font: font, direction: .natural, language: nil) }
        let boxes = paragraph.runs.filter { $0.face == nil }
        #expect(boxes.count == 1)
        #expect(boxes[0].glyphs.map(\.cluster) == [1, 2, 3])
        #expect(boxes[0].glyphs.allSatisfy { $0.advance == ShapedRun.boxAdvance(size: 18) })
    }
}
