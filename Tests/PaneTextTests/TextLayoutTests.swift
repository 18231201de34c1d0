import Testing
@testable import PaneText
import PanePixels

/// The layout cache, and text that tries to make layout slow or large.
@Suite struct TextLayoutTests {
    @Test func theSameTextIsLaidOutAndShapedOnce() throws {
        let engine = TextEngine()
        let font = try Font(path: Fonts.dejaVu, size: 18, engine: engine)
        let options = TextLayoutOptions(numberOfLines: 0)
        let first = TextLayout.make("Hello 你好 שלום", font: font, width: 120, options: options)
        let after = engine.statistics
        #expect(after.layouts == 1 && after.shapedRuns > 0)
        let again = TextLayout.make("Hello 你好 שלום", font: font, width: 120, options: options)
        #expect(again === first)
        #expect(engine.statistics == after)
        // Another width is another layout.
        _ = TextLayout.make("Hello 你好 שלום", font: font, width: 60, options: options)
        #expect(engine.statistics.layouts == 2)
    }

    @Test func theLayoutCacheStaysWithinItsBytes() throws {
        let engine = TextEngine(layoutCacheBytes: 64 << 10)
        let font = try Font(path: Fonts.dejaVu, size: 18, engine: engine)
        for i in 0..<2000 {
            _ = TextLayout.make("label number \(i)", font: font, width: nil, options: TextLayoutOptions())
            #expect(engine.cachedBytes.layouts <= 64 << 10)
        }
        #expect(engine.statistics.layouts == 2000)
    }

    func lorem(_ count: Int) -> String {
        let words = ["kiosk", "panel", "touch", "Pane", "text", "line", "shaping", "glyph", "font", "wrap"]
        var s = ""
        var i = 0
        while s.utf8.count < count {
            s += words[i % words.count] + " "
            i += 1
        }
        return s
    }

    @Test func aMegabyteStringIsLaidOut() throws {
        let engine = TextEngine()
        let font = try Font(path: Fonts.dejaVu, size: 18, engine: engine)
        let text = lorem(1 << 20)
        let all = TextLayout.make(text, font: font, width: 300, options: TextLayoutOptions(numberOfLines: 0, lineBreakMode: .byWordWrapping))
        #expect(all.lines.count > 20_000)
        #expect(all.lines.allSatisfy { $0.width <= 300 })
        // Too big for the cache: not kept, and the cache stays in bounds.
        #expect(engine.cachedBytes.layouts <= 2 << 20)
        let one = TextLayout.make(text, font: font, width: 300, options: TextLayoutOptions(numberOfLines: 1))
        #expect(one.lines.count == 1 && one.isTruncated)
        #expect(one.lines[0].visualOrder.last == -1)
    }

    @Test func aFloodOfCombiningMarksIsOneCluster() throws {
        let engine = TextEngine()
        let font = try Font(path: Fonts.dejaVu, size: 18, engine: engine)
        let text = "a" + String(repeating: "\u{301}", count: 100_000) + "b"
        let layout = TextLayout.make(text, font: font, width: 200, options: TextLayoutOptions(numberOfLines: 0, lineBreakMode: .byCharWrapping))
        // Pieces of TextLayout.pieceLength scalars end lines of their own.
        #expect(layout.lines.count == (100_002 + TextLayout.pieceLength - 1) / TextLayout.pieceLength)
        let surface = Surface(width: 200, height: 100)
        layout.draw(in: surface.pixels, at: (0, 0), color: .black)
        #expect(engine.statistics.rasterizedGlyphs <= 4)
    }

    @Test func aFloodOfZeroWidthCharactersTakesNoWidth() throws {
        let engine = TextEngine()
        let font = try Font(path: Fonts.dejaVu, size: 18, engine: engine)
        let text = "x" + String(repeating: "\u{200B}\u{200D}\u{FE0F}", count: 50_000) + "y"
        let layout = TextLayout.make(text, font: font, width: 100, options: TextLayoutOptions(numberOfLines: 0))
        #expect(layout.width <= font.width(of: "xy"))
    }

    @Test func invalidUTF8IsLaidOutWithReplacementCharacters() throws {
        var bytes: [UInt8] = []
        var seed: UInt32 = 12345
        for _ in 0..<(1 << 20) {
            seed = seed &* 1_103_515_245 &+ 12345   // the C standard's example rand()
            bytes.append(UInt8(truncatingIfNeeded: seed >> 16))
        }
        let text = UTF8Decoding.decode(bytes)
        #expect(text.unicodeScalars.contains("\u{FFFD}"))
        let font = try Font(path: Fonts.dejaVu, size: 18)
        let layout = TextLayout.make(text, font: font, width: 400, options: TextLayoutOptions(numberOfLines: 3))
        #expect(layout.lines.count == 3 && layout.isTruncated)
    }
}
