import Testing
@testable import PaneText

@Suite struct TextEngineTests {
    @Test func aMissingOrUnreadableFontFileLogsOneLine() throws {
        let engine = TextEngine()
        var lines: [String] = []
        engine.log = { lines.append($0) }
        #expect(throws: TextError.self) { try Font(path: "/nonexistent/font.ttf", size: 12, engine: engine) }
        #expect(throws: TextError.self) { try Font(path: "/nonexistent/font.ttf", size: 14, engine: engine) }
        #expect(lines == ["pane: font: cannot read font file /nonexistent/font.ttf"])
        // A file that is not a font.
        #expect(throws: TextError.self) { try Font(path: "/etc/hostname", size: 12, engine: engine) }
        #expect(lines.count == 2)
        #expect(lines.last == "pane: font: /etc/hostname is not a font (or has no face 0)")
    }

    @Test func aFontOpenedTwiceIsOneFace() throws {
        let engine = TextEngine()
        let a = try Font(path: Fonts.dejaVu, size: 12, engine: engine)
        let b = try Font(path: Fonts.dejaVu, size: 30, engine: engine)
        #expect(a.face === b.face)
    }
}
