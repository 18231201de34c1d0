import Testing
@testable import PaneText

@Suite struct GlyphRasterizerTests {
    @Test func outlineGlyphsAreCoverageMasksOnTheBaseline() throws {
        let engine = TextEngine()
        let face = try FontFace.open(path: Fonts.dejaVu, index: 0).get()
        // Glyph 36 is "A" in DejaVu Sans (hb-shape prints 36 for it).
        let a = try #require(engine.glyphImage(face: face, size: 40, glyph: 36))
        let mask = try #require(a.mask)
        #expect(!a.isColor && mask.width == a.width && mask.height == a.height && mask.stride % 4 == 0)
        let values = (0..<mask.height).flatMap { y in (0..<mask.width).map { x in mask[x, y] } }
        #expect(values.contains(255) && values.contains(0))
        // A cap height of 1493 units of 2048 at 40 px is 29.2 px: the mask reaches about that high.
        #expect(abs(a.top - 29) <= 1 && abs(a.height - 29) <= 1)
        let again = try #require(engine.glyphImage(face: face, size: 40, glyph: 36))
        #expect(again === a)
        #expect(engine.statistics.rasterizedGlyphs == 1)
        let bigger = try #require(engine.glyphImage(face: face, size: 80, glyph: 36))
        #expect(abs(bigger.height - 2 * a.height) <= 2)
        #expect(engine.statistics.rasterizedGlyphs == 2)
    }

    @Test func theSpaceIsEmpty() throws {
        let engine = TextEngine()
        let face = try FontFace.open(path: Fonts.dejaVu, index: 0).get()
        let space = try #require(engine.glyphImage(face: face, size: 18, glyph: 3))
        #expect(space.width == 0 && space.height == 0)
    }
}
