import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import PaneText

/// Glyph ids, clusters, advances and offsets of single-script strings, each shaped by PaneText's
/// itemizer and shaper, equal to what HarfBuzz's own `hb-shape` prints for the same font, size
/// (18 px: --font-size=1152, 26.6 units), language and direction.
@Suite struct ShapedRunTests {
    struct Case: Sendable, CustomStringConvertible {
        var text: String
        var file: String
        var index = 0
        var language: String
        var direction: String
        var description: String { text }
    }

    static let cases: [Case] = [
        Case(text: "AVAWay fi office", file: Fonts.dejaVu, language: "en", direction: "ltr"),
        Case(text: "مرحبا بالعالم", file: Fonts.arabic, language: "ar", direction: "rtl"),
        Case(text: "שָׁלוֹם עולם", file: Fonts.hebrew, language: "he", direction: "rtl"),
        Case(text: "नमस्ते दुनिया", file: Fonts.devanagari, language: "hi", direction: "ltr"),
        Case(text: "สวัสดีชาวโลก", file: Fonts.thai, language: "th", direction: "ltr"),
        Case(text: "你好世界", file: Fonts.cjk, index: 2, language: "zh-cn", direction: "ltr"),
        Case(text: "안녕하세요", file: Fonts.cjk, index: 1, language: "ko", direction: "ltr"),
        Case(text: "こんにちは", file: Fonts.cjk, index: 0, language: "ja", direction: "ltr"),
        Case(text: "😀👍🏽", file: Fonts.emoji, language: "en", direction: "ltr"),
    ]

    @Test(arguments: cases) func glyphsEqualHBShape(_ c: Case) throws {
        let engine = TextEngine()
        let font = try Font(path: c.file, size: 18, index: c.index, engine: engine)
        let paragraph = Paragraph(scalars(c.text), font: font, direction: .natural, language: c.language)
        #expect(paragraph.runs.count == 1)
        let run = try #require(paragraph.runs.first)
        #expect(run.face === font.face)
        let ours = "[" + run.glyphs.map { g in
            var s = "\(g.id)=\(g.cluster)"
            if g.dx != 0 || g.dy != 0 { s += "@\(g.dx),\(g.dy)" }
            return s + "+\(g.advance)"
        }.joined(separator: "|") + "]"
        // hb-shape reads a copy of the file PaneText shaped with, the same bytes (sharedCopy says why).
        let shaped = try #require(run.face).path
        let file = try #require(sharedCopy(of: shaped), "cannot copy \(shaped) to /tmp")
        defer { unlink(file) }
        let hb = shell("hb-shape --no-glyph-names --font-size=1152 --face-index=\(c.index) --language=\(c.language) "
            + "--direction=\(c.direction) --bot --eot '\(file)' '\(c.text)'")
        #expect(hb.hasPrefix("["), "hb-shape printed \(hb)")
        #expect(ours == hb.trimmingSuffix("\n"))
    }
}

extension String {
    func trimmingSuffix(_ suffix: Character) -> String {
        var s = self
        while s.last == suffix { s.removeLast() }
        return s
    }
}
