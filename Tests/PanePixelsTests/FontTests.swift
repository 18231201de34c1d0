import Testing
import PaneGeometry
import PanePixels

@Suite struct FontTests {
    @Test func systemFontIsDejaVu() throws {
        let font = try #require(Font.system(size: 20))
        #expect(font.path.hasSuffix("DejaVuSans.ttf"))
        #expect(font.ascent > 0 && font.descent > 0 && font.lineHeight == font.ascent + font.descent)
    }

    @Test func widthsAddUp() throws {
        let font = try #require(Font.system(size: 20))
        #expect(font.width(of: "") == 0)
        #expect(font.width(of: "ii") == 2 * font.width(of: "i"))
        #expect(font.width(of: "Pane") > font.width(of: "Pan"))
        #expect(font.width(of: "Pan") + font.width(of: "e") == font.width(of: "Pane"))
    }

    @Test func drawsInsideTheClipOnly() throws {
        let font = try #require(Font.system(size: 24))
        let surface = Surface(width: 80, height: 40)
        let clip = PixelRect(x: 0, y: 0, width: 20, height: 40)
        let end = font.draw("WWWW", in: surface.pixels, at: (2, 30), color: .white, clip: clip)
        #expect(end == 2 + font.width(of: "WWWW"))
        var inside = 0, outside = 0
        for y in 0..<40 {
            for x in 0..<80 where surface[x, y] != 0 {
                if x < 20 { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 0 && outside == 0)
    }

    @Test func missingFontFileIsAnError() {
        #expect(throws: ImageError.self) { try Font(path: "/nonexistent.ttf", size: 12) }
    }
}
