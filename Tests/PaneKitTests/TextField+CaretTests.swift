import Testing
import PaneGeometry
import PaneInput
import PaneText
@testable import PaneUI
@testable import PaneKit

/// The caret: boundaries from PaneText's widths, a tap to the nearest one, keys at the caret.
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
        for n in 1...6 {
            #expect(r.field.caretX(forOffset: n) == Double(font.width(of: String("coffee".prefix(n)))))
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
}
