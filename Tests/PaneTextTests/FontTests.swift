import Testing
@testable import PaneText

@Suite struct FontTests {
    @Test func systemFontIsFontconfigsSansSerif() throws {
        let font = try #require(Font.system(size: 20))
        #expect("\(font.path):\(font.index)" == shell("fc-match -f '%{file}:%{index}' sans-serif"))
        #expect(font.ascent > 0 && font.descent > 0 && font.lineHeight == font.ascent + font.descent)
        let bold = try #require(Font.system(size: 20, bold: true))
        #expect("\(bold.path):\(bold.index)" == shell("fc-match -f '%{file}:%{index}' sans-serif:weight=bold"))
        #expect(bold.isBold)
    }

    @Test func widthsAddUp() throws {
        let font = try Font(path: Fonts.dejaVu, size: 20)
        #expect(font.width(of: "") == 0)
        #expect(font.width(of: "Pane") > font.width(of: "Pan"))
        // DejaVu Sans' "i" advances 569 units of 2048 (hmtx): at 20 px, 5.56 px, two of them 11.1 → 12.
        #expect(font.width(of: "ii") == 12)
    }

    @Test func equalFontsAreOneCacheKey() throws {
        let a = try Font(path: Fonts.dejaVu, size: 18), b = try Font(path: Fonts.dejaVu, size: 18)
        #expect(a == b)
        #expect(a != a.withSize(19))
    }
}
