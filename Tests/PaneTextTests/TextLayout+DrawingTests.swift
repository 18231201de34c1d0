import Testing
import PaneGeometry
import PanePixels
import PaneTestSupport
@testable import PaneText

/// Drawing laid-out text: goldens of mixed scripts, colour emoji, the glyph cache.
@Suite struct TextLayoutDrawingTests {
    static let greetings = [
        "Latin: Grüße, Pane! fi ffl",
        "中文：你好，世界。",
        "日本語：こんにちは、世界",
        "한국어: 안녕하세요 세계",
        "العربية: مرحبا بالعالم 123",
        "עברית: שלום עולם (2024)",
        "ไทย: สวัสดีชาวโลก",
        "हिन्दी: नमस्ते दुनिया",
        "Emoji: 😀👍🏽🇫🇷👩‍👩‍👧 ❤️",
    ]

    /// Noto Color Emoji's release as "2.042", read from the font file the text is drawn with
    /// (its revision is the release times 65536). Its drawings change between releases (2.042 in
    /// Debian 12, 2.051 in Debian 13) while the other fonts' glyphs do not, so the goldens that
    /// show emoji are kept per release.
    static let emojiRelease: String = {
        guard let face = try? FontFace.open(path: Fonts.emoji, index: 0).get(), face.revision > 0 else { return "unknown" }
        let thousandths = (face.revision * 1000 + 32768) / 65536
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }()

    @Test func emojiReleaseIsRead() {
        #expect(Self.emojiRelease.split(separator: ".").map(\.count) == [1, 3], "no revision in \(Fonts.emoji)")
    }

    @Test func mixedScriptGolden() throws {
        let font = try #require(Font.system(size: 18))
        let surface = Surface(width: 360, height: 9 * 30 + 10, fill: .white)
        for (i, text) in Self.greetings.enumerated() {
            let layout = TextLayout.make(text, font: font, width: 340, options: TextLayoutOptions())
            layout.draw(in: surface.pixels, at: (10, 5 + i * 30 + (30 - layout.height) / 2), color: .black)
        }
        let mismatch = Golden.compare(surface, named: "mixed-scripts-emoji-" + Self.emojiRelease)
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }

    @Test func wrappedAndTruncatedGolden() throws {
        let font = try #require(Font.system(size: 16))
        let text = "Welcome · 欢迎 · ようこそ · 환영합니다 · أهلا وسهلا · ברוכים הבאים · ยินดีต้อนรับ · स्वागत है 👋 — tap anywhere to start"
        let surface = Surface(width: 300, height: 200, fill: Color(rgb: 0x1C1C1E))
        let wrapped = TextLayout.make(text, font: font, width: 280, options: TextLayoutOptions(
            numberOfLines: 0, lineBreakMode: .byWordWrapping, alignment: .center, lineSpacing: 4))
        wrapped.draw(in: surface.pixels, at: (10, 6), color: .white)
        let truncated = TextLayout.make(text, font: font, width: 280, options: TextLayoutOptions(
            numberOfLines: 1, lineBreakMode: .byTruncatingMiddle))
        truncated.draw(in: surface.pixels, at: (10, 200 - 6 - truncated.height), color: Color(rgb: 0xFFD60A))
        let mismatch = Golden.compare(surface, named: "wrapped-truncated-emoji-" + Self.emojiRelease)
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }

    @Test func emojiAreDrawnInColourAtTheSizeAsked() throws {
        let engine = TextEngine()
        let font = try Font(path: Fonts.dejaVu, size: 32, engine: engine)
        let layout = TextLayout.make("😀", font: font, width: nil, options: TextLayoutOptions())
        let surface = Surface(width: 64, height: 64, fill: .white)
        layout.draw(in: surface.pixels, at: (0, 0), color: .black)
        // Noto Color Emoji's grinning face is yellow: red and green high, blue low.
        var yellow = 0, minX = 64, maxX = -1, minY = 64, maxY = -1
        for y in 0..<64 {
            for x in 0..<64 where surface[x, y] != Color.white.argb {
                let p = surface[x, y]
                if p >> 16 & 0xFF > 200 && p >> 8 & 0xFF > 150 && p & 0xFF < 100 { yellow += 1 }
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        #expect(yellow > 200)
        // Scaled from the 136×128 strike at 109 ppem to 32 px: about 32×30 pixels.
        // The strike's 136×128 bitmap at 109 ppem, scaled by 32/109: 40×38, the drawing inside it.
        let glyph = try #require(layout.lines[0].runs.first?.run)
        let face = try #require(glyph.face)
        let image = try #require(engine.glyphImage(face: face, size: 32, glyph: glyph.glyphs[0].id))
        #expect(image.width == 40 && image.height == 38 && image.isColor)
        #expect((30...40).contains(maxX - minX + 1) && (30...38).contains(maxY - minY + 1))
    }

    @Test func glyphsAreRasterizedOnce() throws {
        let engine = TextEngine()
        let font = try Font(path: Fonts.dejaVu, size: 18, engine: engine)
        let layout = TextLayout.make("abcabc 你好", font: font, width: nil, options: TextLayoutOptions())
        let surface = Surface(width: 200, height: 40, fill: .white)
        layout.draw(in: surface.pixels, at: (0, 0), color: .black)
        // a, b, c, space, 你, 好: six glyphs, each rasterized once.
        #expect(engine.statistics.rasterizedGlyphs == 6)
        layout.draw(in: surface.pixels, at: (50, 10), color: .red)
        #expect(engine.statistics.rasterizedGlyphs == 6)
    }

    @Test func theGlyphCacheStaysWithinItsBytes() throws {
        let engine = TextEngine(glyphCacheBytes: 64 << 10)
        let font = try Font(path: Fonts.cjk, size: 24, index: 2, engine: engine)
        var text = String.UnicodeScalarView()
        for c in UInt32(0x4E00)..<0x4E00 + 600 { text.append(Unicode.Scalar(c)!) }
        let layout = TextLayout.make(String(text), font: font, width: 600, options: TextLayoutOptions(numberOfLines: 0))
        let surface = Surface(width: 600, height: 1200)
        layout.draw(in: surface.pixels, at: (0, 0), color: .white)
        #expect(engine.statistics.rasterizedGlyphs == 600)
        #expect(engine.cachedBytes.glyphs <= 64 << 10)
    }

    @Test func aMissingCharacterIsABox() throws {
        let font = try Font(path: Fonts.dejaVu, size: 20)
        let layout = TextLayout.make("\u{10FFFD}", font: font, width: nil, options: TextLayoutOptions())
        let surface = Surface(width: 20, height: 30, fill: .white)
        layout.draw(in: surface.pixels, at: (0, 0), color: .black)
        // A 10×14 outline (0.5 em × 0.7 em) on the baseline, 1 px in from the advance's left.
        let baseline = layout.lines[0].baseline
        #expect(surface[1, baseline - 1] == Color.black.argb && surface[10, baseline - 14] == Color.black.argb)
        #expect(surface[5, baseline - 7] == Color.white.argb)
    }
}
