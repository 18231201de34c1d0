import Testing
@testable import PaneText

/// Issue 28, item 2: text costs time linear in its length. Each test counts work (characters
/// HarfBuzz shaped, walks through the fallback fonts, layouts) for N and 2N characters, so no
/// clock is read; and the answers stay what they were on ordinary text.
@Suite struct LinearTimeTests {
    func font(_ engine: TextEngine) throws -> Font { try Font(path: Fonts.dejaVu, size: 18, engine: engine) }

    /// What laying `text` out once (nothing cached) adds to the engine's counters.
    func cost(_ text: String, width: Double? = 300, lines: Int = 1) throws -> TextEngine.Statistics {
        let engine = TextEngine(layoutCacheBytes: 0)
        let font = try font(engine)
        let before = engine.statistics
        _ = TextLayout.make(text, font: font, width: width, options: TextLayoutOptions(numberOfLines: lines))
        var after = engine.statistics
        after.shapedRuns -= before.shapedRuns
        after.shapedScalars -= before.shapedScalars
        after.fallbackSearches -= before.fallbackSearches
        after.layouts -= before.layouts
        return after
    }

    @Test("a cluster of thousands of marks shapes only its first 32 characters") func markCap() throws {
        let one = try cost("a" + String(repeating: "\u{301}", count: 5_000))
        let two = try cost("a" + String(repeating: "\u{301}", count: 10_000))
        #expect(one.shapedScalars == two.shapedScalars)
        // The piece's line, then the truncated line and its ellipsis: each cluster capped.
        #expect(one.shapedScalars <= 2 * (Paragraph.maxClusterScalars + 1))
        // Ten such clusters: ten times one, not more.
        let ten = try cost(String(repeating: "a" + String(repeating: "\u{301}", count: 1_000), count: 10), width: nil, lines: 0)
        let single = try cost("a" + String(repeating: "\u{301}", count: 1_000), width: nil, lines: 0)
        #expect(ten.shapedScalars == 10 * single.shapedScalars)
        #expect(single.shapedScalars == Paragraph.maxClusterScalars)
    }

    @Test("marks past the cap have no glyph and no width; the cluster is still one") func hiddenMarks() throws {
        let engine = TextEngine()
        let font = try font(engine)
        let capped = "a" + String(repeating: "\u{301}", count: Paragraph.maxClusterScalars - 1)
        let long = capped + String(repeating: "\u{301}", count: 500)
        let options = TextLayoutOptions(numberOfLines: 0)
        let a = TextLayout.make(capped, font: font, width: nil, options: options)
        let b = TextLayout.make(long, font: font, width: nil, options: options)
        #expect(a.width == b.width && a.glyphCount == b.glyphCount)
        #expect(b.lines.count == 1 && b.lines[0].visualOrder == [0])
        // The text after the cluster is shaped and placed as usual.
        let after = TextLayout.make(long + "bc", font: font, width: nil, options: options)
        #expect(after.width == TextLayout.make(capped + "bc", font: font, width: nil, options: options).width)
        #expect(after.lines[0].visualOrder == [0, 532, 533])
        // A short cluster is untouched: every mark has its glyph.
        #expect(Paragraph.hiddenMarks(graphemeEnds: [1, 33, 34]) == [])
        #expect(Paragraph.hiddenMarks(graphemeEnds: [40, 41, 100]) == [32..<40, 73..<100])
    }

    @Test("characters no font has cost no walk through the fonts, however many") func noFont() throws {
        // Plane 14 past the tags and variation selectors: unassigned, in no font.
        func unassigned(_ n: Int) -> String {
            var s = ""
            for i in 0..<n { s.unicodeScalars.append(Unicode.Scalar(0xE1000 + UInt32(i))!) }
            return s
        }
        let one = try cost(unassigned(2_000), width: nil, lines: 0)
        let two = try cost(unassigned(4_000), width: nil, lines: 0)
        #expect(one.fallbackSearches == two.fallbackSearches)
        #expect(one.fallbackSearches <= 1)
        // Still one box per character, in one run.
        let engine = TextEngine()
        let layout = TextLayout.make(unassigned(100), font: try font(engine), width: nil, options: TextLayoutOptions(numberOfLines: 0))
        #expect(layout.lines[0].runs.count == 1 && layout.glyphCount == 100)
        #expect(layout.lines[0].runs[0].run.face == nil)
    }

    @Test("text some font has still finds it") func fallbackStillFound() throws {
        let engine = TextEngine()
        let font = try font(engine)
        let layout = TextLayout.make("a中b", font: font, width: nil, options: TextLayoutOptions(numberOfLines: 0))
        let faces = layout.lines[0].runs.map { $0.run.face?.path }
        #expect(faces.count == 3 && faces[1] != nil && faces[1] != Fonts.dejaVu)
    }

    @Test("a one-line label of much text shapes a bounded amount of it") func longLabel() throws {
        let words = String(repeating: "lorem ipsum ", count: 2_000)
        let one = try cost(words)
        let two = try cost(words + words)
        #expect(one.shapedScalars == two.shapedScalars)
    }

    @Test("boundary widths are the prefixes' widths on ordinary text, from one layout", arguments: [
        "mocha", "beans", "e\u{301}cole", "👍🏽ok🇫🇷", "日本語のテキスト", "a\u{301}\u{302}\u{303}b",
    ]) func boundaryWidths(text: String) throws {
        let engine = TextEngine()
        let font = try font(engine)
        let layouts = engine.statistics.layouts
        let widths = font.boundaryWidths(of: text)
        #expect(engine.statistics.layouts == layouts + 1)
        #expect(widths.count == text.count + 1)
        var expected: [Int] = []
        for n in 0...text.count { expected.append(n == 0 ? 0 : font.width(of: String(text.prefix(n)))) }
        #expect(widths == expected)
    }

    @Test("where letters join or kern across a boundary, the widths are the shaped text's") func joinedWidths() throws {
        let engine = TextEngine()
        let font = try font(engine)
        for text in ["مرحبا بالعالم", "AVATAR To", "abc אבג def", "coffee flat"] {
            let widths = font.boundaryWidths(of: text)
            #expect(widths.count == text.count + 1 && widths.first == 0)
            #expect(widths.last == font.width(of: text))
            #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 <= $1 }, "\(text): \(widths)")
        }
        // Kerning moves a boundary by a pixel or two at most.
        let kerned = "AVATAR"
        let widths = font.boundaryWidths(of: kerned)
        for n in 1...kerned.count { #expect(abs(widths[n] - font.width(of: String(kerned.prefix(n)))) <= 2) }
    }

    @Test("a ligature's advance is shared among its characters") func ligature() throws {
        let engine = TextEngine()
        let font = try font(engine)
        // DejaVu Sans draws "ff" as one glyph (its `liga` feature): the boundary between the two
        // f's is halfway across it.
        let layout = TextLayout.make("off", font: font, width: nil, options: TextLayoutOptions(numberOfLines: 0))
        #expect(layout.glyphCount == 2, "o and the ff ligature")
        let widths = font.boundaryWidths(of: "off")
        let o = font.width(of: "o")
        #expect(widths[1] == o && widths[3] == font.width(of: "off"))
        #expect(abs((widths[2] - o) - (widths[3] - widths[2])) <= 1, "\(widths)")
    }

    @Test("a boundary after a space is right of the space") func afterSpace() throws {
        let engine = TextEngine()
        let font = try font(engine)
        let widths = font.boundaryWidths(of: "a b")
        #expect(widths[1] < widths[2] && widths[2] < widths[3])
        #expect(widths[1] == font.width(of: "a") && widths[3] == font.width(of: "a b"))
    }

    @Test("layouts are cached by the text's bytes: composed and decomposed é are two layouts") func cacheKeyBytes() throws {
        let engine = TextEngine()
        let font = try font(engine)
        let options = TextLayoutOptions(numberOfLines: 0)
        let composed = TextLayout.make("caf\u{E9}", font: font, width: nil, options: options)
        let decomposed = TextLayout.make("cafe\u{301}", font: font, width: nil, options: options)
        #expect(composed !== decomposed)
        #expect(composed.lines[0].visualOrder == [0, 1, 2, 3] && decomposed.lines[0].visualOrder == [0, 1, 2, 3])
        #expect(TextLayout.make("caf\u{E9}", font: font, width: nil, options: options) === composed)
        #expect(engine.statistics.layouts == 2)
        // The key hashes and compares bytes: equal keys hash alike, canonical equivalents differ.
        let a = LayoutKey(text: "e\u{301}", font: font.key, width: nil, options: options)
        let b = LayoutKey(text: "\u{E9}", font: font.key, width: nil, options: options)
        #expect(a != b && a == LayoutKey(text: "e\u{301}", font: font.key, width: nil, options: options))
        #expect(a.hashValue == LayoutKey(text: String("xe\u{301}".dropFirst()), font: font.key, width: nil, options: options).hashValue)
    }
}
