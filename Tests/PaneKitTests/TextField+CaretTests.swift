import Testing
import PaneGeometry
import PaneInput
import PaneText
@testable import PaneUI
@testable import PaneKit

/// The caret: boundaries from PaneText's widths, a tap to the nearest one, keys at the caret.
@MainActor
@Suite(.serialized) struct TextFieldCaretTests {
    typealias Rig = TextFieldTests.Rig

    /// The window x of the boundary after `n` characters of the field's text.
    func windowX(_ r: Rig, _ n: Int) -> Double { r.field.convert(Point(x: r.field.caretX(forOffset: n), y: 0), to: nil).x }

    @Test("boundaries are the widths of the text before them, from the label's left edge") func positions() throws {
        let r = Rig()
        r.field.text = "coffee"
        r.window.layoutIfNeeded()
        let font = try #require(r.field.font)
        #expect(r.field.caretX(forOffset: 0) == 0)
        let widths = font.boundaryWidths(of: "coffee")
        for n in 1...6 {
            #expect(r.field.caretX(forOffset: n) == Double(widths[n]))
            // The prefix alone has the same width but inside the "ff" ligature, which one
            // layout shares between its two letters.
            if n != 3 { #expect(r.field.caretX(forOffset: n) == Double(font.width(of: String("coffee".prefix(n))))) }
        }
        let layout = try #require(r.field.label.layout)
        #expect(r.field.caretX(forOffset: 6) == Double(layout.width))
        #expect(r.field.caretX(forOffset: 0) < r.field.caretX(forOffset: 1))
        #expect(r.field.caretX(forOffset: 99) == r.field.caretX(forOffset: 6), "clamped")
    }

    @Test("a tap puts the caret at the nearest boundary; keys go there") func tapPlaces() {
        let r = Rig()
        r.field.text = "ac"
        r.window.layoutIfNeeded()
        let y = 42.0
        // Just right of the boundary after "a", then just left of it: both nearest to 1.
        r.tap(Point(x: windowX(r, 1) + 1, y: y))
        #expect(r.field.isEditing && r.field.caretOffset == 1)
        r.frames(20)
        r.key("b")
        #expect(r.field.text == "abc" && r.field.caretOffset == 2)
        r.tap(Point(x: windowX(r, 0) + 1, y: y))
        #expect(r.field.caretOffset == 0)
        r.key("⌫")
        #expect(r.field.text == "abc" && r.log == ["begin", "changed"], "nothing before the caret to delete")
        r.tap(Point(x: 300, y: y))                      // far right of the text: the end
        #expect(r.field.caretOffset == 3)
        r.key("⌫")
        #expect(r.field.text == "ab")
    }

    @Test("the cursor view stands at the caret's boundary") func cursorAtCaret() {
        let r = Rig()
        r.field.text = "flat white"
        r.startEditing()
        r.field.caretOffset = 4
        r.window.layoutIfNeeded()
        #expect(r.field.cursor.frame.minX == r.field.caretX(forOffset: 4).rounded())
        #expect(r.field.cursor.frame.minX < r.field.caretX(forOffset: 10).rounded())
    }

    @Test("a grapheme cluster is one step: e + combining acute, a thumbs-up with skin tone") func clusters() {
        let r = Rig()
        r.field.text = "e\u{301}👍🏽x"
        r.window.layoutIfNeeded()
        #expect(r.field.text.count == 3 && r.field.caretOffset == 3)
        r.field.caretOffset = 2
        r.field.deleteBackward()
        #expect(r.field.text == "e\u{301}x" && r.field.caretOffset == 1)
        r.field.deleteBackward()
        #expect(r.field.text == "x" && r.field.caretOffset == 0)
        r.field.caretOffset = 1
        r.field.insertText("e")
        r.field.insertText("\u{301}")      // joins the e before it: the caret stays after the cluster
        #expect(r.field.text == "xe\u{301}" && r.field.caretOffset == 2)
        #expect(r.field.caretOffset(nearestX: 1000) == 2)
    }

    @Test("insert and delete at the caret; setting text puts the caret at the end") func editAtCaret() {
        let r = Rig()
        r.field.text = "hlo"
        r.field.caretOffset = 1
        r.field.insertText("el")
        #expect(r.field.text == "hello" && r.field.caretOffset == 3)
        r.field.deleteBackward()
        #expect(r.field.text == "helo" && r.field.caretOffset == 2)
        #expect(r.log == ["changed", "changed"])
        r.field.text = "mocha"
        #expect(r.field.caretOffset == 5)
        r.field.caretOffset = -3
        #expect(r.field.caretOffset == 0)
    }

    @Test("long text while editing: the end in view, the head's boundaries left of the text area") func truncatedHead() {
        let r = Rig(Rect(x: 20, y: 20, width: 120, height: 44))
        r.field.text = "a very long order name indeed"
        r.startEditing()
        r.window.layoutIfNeeded()
        let area = r.field.textRect
        let end = r.field.caretX(forOffset: r.field.text.count)
        #expect(end <= area.maxX && end > area.maxX - 20)
        #expect(r.field.caretX(forOffset: 0) < area.minX)
        // A tap near the right end lands at the end.
        r.tap(r.field.convert(Point(x: end - 1, y: 22), to: nil))
        #expect(r.field.caretOffset == r.field.text.count)
    }

    /// The old answer: the width of the prefix laid out alone, a layout per boundary.
    func prefixWidth(_ font: Font, _ text: String, _ n: Int) -> Double {
        n == 0 ? 0 : Double(font.width(of: String(text.prefix(n))))
    }

    @Test("caret positions equal the prefix widths on ordinary text", arguments: [
        "mocha", "e\u{301}cole", "👍🏽ok🇫🇷x", "日本語のテキスト", "a\u{301}\u{302}b",
    ]) func positionsAsPrefixes(text: String) throws {
        let r = Rig()
        r.field.text = text
        r.window.layoutIfNeeded()
        let font = try #require(r.field.font)
        for n in 0...text.count {
            #expect(r.field.caretX(forOffset: n) - r.field.caretX(forOffset: 0) == prefixWidth(font, text, n), "\(n)")
        }
    }

    @Test("joined and bidi text: boundaries in the order shown, spanning the text's width", arguments: [
        "مرحبا", "abc אבג", "AVATAR",
    ]) func positionsJoined(text: String) throws {
        let r = Rig()
        r.field.text = text
        r.window.layoutIfNeeded()
        let font = try #require(r.field.font)
        let xs = (0...text.count).map { r.field.caretX(forOffset: $0) }
        switch text {
        case "مرحبا": for n in 1...text.count { #expect(xs[n] < xs[n - 1]) }    // right to left
        case "AVATAR": for n in 1...text.count { #expect(xs[n] >= xs[n - 1]) }
        default: #expect(Set(xs).count == xs.count, "one x per offset")
        }
        #expect(xs.max()! - xs.min()! == Double(font.width(of: text)))
    }

    @Test("a tap is a binary search over one layout's boundaries, as a scan would choose") func tapMatchesScan() {
        let r = Rig(Rect(x: 20, y: 20, width: 700, height: 44))
        r.field.text = "iiWW  i\u{200B}\u{200B}W e\u{301}x"
        r.window.layoutIfNeeded()
        let count = r.field.text.count
        for x in stride(from: -20.0, through: 400, by: 0.5) {
            var best = 0
            for n in 0...count where abs(r.field.caretX(forOffset: n) - x) < abs(r.field.caretX(forOffset: best) - x) { best = n }
            #expect(r.field.caretOffset(nearestX: x) == best, "x \(x)")
        }
    }

    /// Layouts made by a tap in a field of `n` characters, in a font of its own engine.
    func layoutsForTap(_ n: Int, editing: Bool) throws -> Int {
        let r = Rig()
        let engine = TextEngine()
        r.field.font = try #require(Font.named("sans-serif", size: 18, engine: engine))
        r.field.text = String(String(repeating: "lorem ipsum ", count: n / 12 + 1).prefix(n))
        if editing { r.startEditing() }
        r.window.layoutIfNeeded()
        let before = engine.statistics.layouts
        _ = r.field.caretOffset(nearestX: 150)
        _ = r.field.caretOffset(nearestX: 10)
        r.field.caretOffset = n / 2
        r.window.layoutIfNeeded()
        return engine.statistics.layouts - before
    }

    @Test("taps cost the same few layouts for 1,000 characters as for 4,000") func tapCost() throws {
        for editing in [false, true] {
            let small = try layoutsForTap(1_000, editing: editing)
            let large = try layoutsForTap(4_000, editing: editing)
            #expect(small == large && small <= 2, "editing \(editing): \(small) and \(large)")
        }
    }

    @Test("editing a long field shapes a bounded amount per key") func editCost() throws {
        func shapedPerKey(_ n: Int) throws -> Int {
            let r = Rig()
            let engine = TextEngine(layoutCacheBytes: 0)
            r.field.font = try #require(Font.named("sans-serif", size: 18, engine: engine))
            r.field.text = String(String(repeating: "lorem ipsum ", count: n / 12 + 1).prefix(n))
            r.startEditing()
            r.window.layoutIfNeeded()
            let before = engine.statistics.shapedScalars
            r.field.insertText("x")
            r.window.layoutIfNeeded()
            r.field.deleteBackward()
            r.window.layoutIfNeeded()
            return engine.statistics.shapedScalars - before
        }
        let small = try shapedPerKey(20_000)
        let large = try shapedPerKey(40_000)
        // The caret's one layout of the whole text grows with it; the label's line does not.
        #expect(large - small <= 2 * 20_000 + 64, "\(small) then \(large)")
    }

    @Test("a long field measures only the end of it that can be in view") func longFieldWindow() throws {
        func lorem(_ n: Int) -> String { String(repeating: "lorem ipsum ", count: n / 12) }
        /// Characters shaped to show `n` characters and place a tap, and the rig.
        func shaped(_ n: Int, editing: Bool) throws -> (count: Int, rig: Rig) {
            let r = Rig()
            let engine = TextEngine(layoutCacheBytes: 0)
            r.field.font = try #require(Font.named("sans-serif", size: 18, engine: engine))
            r.field.text = "x"
            if editing { r.startEditing() }
            let before = engine.statistics.shapedScalars
            r.field.text = lorem(n)
            r.window.layoutIfNeeded()
            _ = r.field.caretOffset(nearestX: 150)
            return (engine.statistics.shapedScalars - before, r)
        }
        for editing in [false, true] {
            let small = try shaped(12_000, editing: editing)
            let large = try shaped(24_000, editing: editing)
            #expect(small.count == large.count, "editing \(editing)")
            #expect(large.count < 12_000)
            let field = large.rig.field
            let area = field.textRect
            let n = field.text.count
            if editing {
                #expect(field.caretX(forOffset: n) <= area.maxX && field.caretX(forOffset: n) > area.maxX - 20)
                #expect(field.caretX(forOffset: 0) < area.minX)
                #expect(field.caretOffset(nearestX: field.caretX(forOffset: n - 3)) == n - 3)
                #expect(field.caretOffset(nearestX: area.maxX + 50) == n)
            } else {
                #expect(field.caretX(forOffset: 0) == area.minX)
                #expect(field.caretOffset(nearestX: field.caretX(forOffset: 7)) == 7)
                #expect(field.caretX(forOffset: n) > area.maxX)
            }
        }
    }
}
