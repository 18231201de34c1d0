import Testing
import PaneGeometry
import PaneInput
import PanePixels
import PaneText
import PaneTestSupport
@testable import PaneUI
@testable import PaneKit

/// A text field right to left (issue 26 item 1): Arabic and Hebrew and mixed text, carets as the
/// text is shown, the arrow keys moving visually, the clear button and an empty field's caret on
/// the left's mirror side, and bidi control characters.
@MainActor
@Suite(.serialized) struct TextFieldRightToLeftTests {
    typealias Rig = TextFieldTests.Rig
    typealias Keys = TextFieldKeysTests

    /// The window x of the caret at `n`.
    func windowX(_ r: Rig, _ n: Int) -> Double { r.field.convert(Point(x: r.field.caretX(forOffset: n), y: 0), to: nil).x }

    /// The offsets a caret visits pressing `code` from `start` until it stops moving (at most 50).
    func walk(_ r: Keys.Rig, from start: Int, _ code: UInt16) -> [Int] {
        r.field.caretOffset = start
        var seen: [Int] = []
        for _ in 0..<50 {
            let before = r.field.caretOffset
            r.press(code)
            if r.field.caretOffset == before { break }
            seen.append(r.field.caretOffset)
        }
        return seen
    }

    @Test("Hebrew aligns right and its carets run right to left: offset 0 at the right edge")
    func hebrewPositions() throws {
        let r = Rig()
        r.field.text = "שלום"
        r.window.layoutIfNeeded()
        let font = try #require(r.field.font)
        let area = r.field.textRect
        #expect(r.field.caretX(forOffset: 0) == area.maxX)
        #expect(r.field.caretX(forOffset: 0) - r.field.caretX(forOffset: 4) == Double(font.width(of: "שלום")))
        for n in 1...4 { #expect(r.field.caretX(forOffset: n) < r.field.caretX(forOffset: n - 1), "\(n)") }
        // The slots as PaneText measures the word shown, from its left edge.
        let slots = font.caretSlots(of: "שלום", direction: .rightToLeft)
        #expect(slots.offsets == [4, 3, 2, 1, 0] && slots.isRightToLeft)
        for n in 0...4 {
            #expect(r.field.caretX(forOffset: n) == area.maxX - Double(slots.width) + Double(slots.positions[4 - n]), "\(n)")
        }
    }

    @Test("a tap in Arabic takes the nearest caret as shown: the right edge is the start")
    func arabicTap() {
        let r = Rig()
        r.field.text = "مرحبا"
        r.window.layoutIfNeeded()
        let y = 42.0
        r.tap(Point(x: windowX(r, 0) - 1, y: y))
        #expect(r.field.isEditing && r.field.caretOffset == 0)
        r.tap(Point(x: windowX(r, 5) + 1, y: y))
        #expect(r.field.caretOffset == 5)
        r.tap(Point(x: windowX(r, 2) - 1, y: y))
        #expect(r.field.caretOffset == 2)
        r.tap(Point(x: windowX(r, 2) + 1, y: y))
        #expect(r.field.caretOffset == 2)
        r.tap(Point(x: 25, y: y))              // far left of the text: its end
        #expect(r.field.caretOffset == 5)
        // Backspace deletes the character before the caret in the text: the last letter.
        r.key("⌫")
        #expect(r.field.text == "مرحب" && r.field.caretOffset == 4)
        r.field.caretOffset = 1
        r.key("⌫")
        #expect(r.field.text == "رحب" && r.field.caretOffset == 0)
    }

    @Test("the arrow keys move the caret as Hebrew is shown: right goes back in the text")
    func hebrewArrows() throws {
        let r = try Keys.Rig()
        r.field.text = "שלום"
        #expect(r.field.becomeFirstResponder())
        r.window.layoutIfNeeded()
        #expect(walk(r, from: 4, Keys.Code.right) == [3, 2, 1, 0])
        #expect(walk(r, from: 0, Keys.Code.left) == [1, 2, 3, 4])
        // Backspace takes the logically previous letter, wherever it shows.
        r.field.caretOffset = 2
        r.press(Keys.Code.backspace)
        #expect(r.field.text == "שום" && r.field.caretOffset == 1)
    }

    @Test("mixed text in a left-to-right paragraph: the Hebrew run's carets reversed")
    func mixedLeftToRight() throws {
        let r = try Keys.Rig()
        r.field.text = "abc אבג"     // shown: abc גבא
        #expect(r.field.becomeFirstResponder())
        r.window.layoutIfNeeded()
        let font = try #require(r.field.font)
        #expect(walk(r, from: 0, Keys.Code.right) == [1, 2, 3, 4, 6, 5, 7])
        #expect(walk(r, from: 7, Keys.Code.left) == [5, 6, 4, 3, 2, 1, 0])
        // Before the Hebrew run: after "abc "; the end: the right edge of the text.
        let x0 = r.field.caretX(forOffset: 0)
        #expect(r.field.caretX(forOffset: 4) - x0 == Double(font.boundaryWidths(of: "abc אבג")[4]))
        #expect(r.field.caretX(forOffset: 7) - x0 == Double(font.width(of: "abc אבג")))
        // A caret between ב and ג (offset 6) shows left of ב, between ג and ב.
        #expect(r.field.caretX(forOffset: 6) > r.field.caretX(forOffset: 4))
        #expect(r.field.caretX(forOffset: 6) < r.field.caretX(forOffset: 5))
        for n in 0...7 { #expect(r.field.caretOffset(nearestX: r.field.caretX(forOffset: n)) == n, "\(n)") }
    }

    @Test("mixed text in a right-to-left paragraph: the Latin run's carets in its own order")
    func mixedRightToLeft() throws {
        let r = try Keys.Rig()
        r.field.text = "שלום abc"    // shown: abc םולש, aligned right
        #expect(r.field.becomeFirstResponder())
        r.window.layoutIfNeeded()
        #expect(r.field.caretX(forOffset: 0) == r.field.textRect.maxX)
        #expect(walk(r, from: 8, Keys.Code.right) == [6, 7, 5, 4, 3, 2, 1, 0])
        #expect(walk(r, from: 0, Keys.Code.left) == [1, 2, 3, 4, 5, 7, 6, 8])
        for n in 0...8 { #expect(r.field.caretOffset(nearestX: r.field.caretX(forOffset: n)) == n, "\(n)") }
    }

    @Test("bidi controls: every caret on a character boundary, arrows step over them and back")
    func bidiControls() throws {
        let r = try Keys.Rig()
        let text = "a\u{200F}b \u{202B}גד\u{202C}\u{2067}e\u{2069}\u{200E}1\u{202E}xy\u{202C}\u{2066}ה\u{2069}"
        r.field.text = text
        #expect(r.field.becomeFirstResponder())
        r.window.layoutIfNeeded()
        let n = text.count
        #expect(n == 20, "each control is a character of its own")
        let rightward = walk(r, from: 0, Keys.Code.right)
        #expect(Set(rightward + [0]) == Set(0...n) && rightward.count == n, "every offset once")
        // Right then left comes back to the same caret, from every offset.
        for k in 0...n {
            r.field.caretOffset = k
            r.press(Keys.Code.right)
            let moved = r.field.caretOffset
            guard moved != k else { continue }
            r.press(Keys.Code.left)
            #expect(r.field.caretOffset == k, "from \(k) via \(moved)")
        }
        // Taps anywhere land on offsets in the text; typing and backspace keep the text whole.
        for x in stride(from: -20.0, through: 340, by: 3) {
            let k = r.field.caretOffset(nearestX: x)
            #expect(k >= 0 && k <= n)
        }
        r.field.caretOffset = 2                       // after the RLM
        r.field.insertText("z")
        #expect(r.field.text == "a\u{200F}zb \u{202B}גד\u{202C}\u{2067}e\u{2069}\u{200E}1\u{202E}xy\u{202C}\u{2066}ה\u{2069}")
        r.press(Keys.Code.backspace)
        r.press(Keys.Code.backspace)                  // the RLM itself
        #expect(r.field.text == "ab \u{202B}גד\u{202C}\u{2067}e\u{2069}\u{200E}1\u{202E}xy\u{202C}\u{2066}ה\u{2069}")
        #expect(r.field.caretOffset == 1)
        // Only controls: zero-width, and still a caret per boundary.
        r.field.text = "\u{200E}\u{200F}\u{202E}\u{2066}"
        r.window.layoutIfNeeded()
        #expect(walk(r, from: 0, Keys.Code.right).count == 4)
        #expect(r.field.caretOffset(nearestX: 500) >= 0)
    }

    @Test("right to left: the clear button on the left, the text area right of it")
    func clearButton() {
        let r = Rig()
        r.window.layoutDirection = .rightToLeft
        r.field.clearButtonMode = .always
        r.field.text = "abc"
        r.window.layoutIfNeeded()
        #expect(r.field.clearButton.frame == Rect(x: 0, y: 0, width: 44, height: 44))
        #expect(r.field.textRect == Rect(x: 44, y: 0, width: 256, height: 44))
        // Left-to-right text in a right-to-left layout aligns right too (natural alignment).
        #expect(r.field.caretX(forOffset: 3) == 300)
        r.field.borderStyle = .roundedRect
        r.window.layoutIfNeeded()
        #expect(r.field.textRect == Rect(x: 44, y: 0, width: 248, height: 44))
        // Its tap clears: the button is where the finger is.
        r.tap(Point(x: 20 + 22, y: 42))
        #expect(r.field.text == "" && r.field.isEditing)
        r.window.layoutDirection = .leftToRight
        r.field.text = "abc"
        r.window.layoutIfNeeded()
        #expect(r.field.clearButton.frame == Rect(x: 256, y: 0, width: 44, height: 44))
        #expect(r.field.textRect == Rect(x: 8, y: 0, width: 248, height: 44))
    }

    @Test("right to left, an empty field's caret and placeholder are at the right")
    func emptyField() throws {
        let r = Rig()
        r.window.layoutDirection = .rightToLeft
        r.field.placeholder = "Name"
        r.startEditing()
        r.window.layoutIfNeeded()
        #expect(r.field.cursor.frame.minX == 300 - TextField.cursorWidth)
        let font = try #require(r.field.font)
        let line = try #require(r.field.placeholderLabel.layout?.lines.first)
        #expect(line.minX == 300 - font.width(of: "Name"))
        r.field.insertText("ש")
        r.window.layoutIfNeeded()
        #expect(r.field.caretOffset == 1 && r.field.cursor.frame.minX == (300 - Double(font.width(of: "ש"))).rounded())
    }

    @Test("long Hebrew while editing: the end in view at the left, the start off to the right")
    func longRightToLeft() {
        let r = Rig(Rect(x: 20, y: 20, width: 120, height: 44))
        r.field.text = String(repeating: "שלום עולם ", count: 600)     // 6,000 characters
        r.startEditing()
        r.window.layoutIfNeeded()
        let area = r.field.textRect
        let n = r.field.text.count
        let end = r.field.caretX(forOffset: n)
        #expect(end >= area.minX && end < area.minX + 20)
        #expect(r.field.caretX(forOffset: 0) > area.maxX)
        #expect(r.field.caretX(forOffset: n - 3) > end)
        #expect(r.field.caretOffset(nearestX: r.field.caretX(forOffset: n - 3)) == n - 3)
        #expect(r.field.caretOffset(nearestX: area.minX - 50) == n)
    }
}

/// A field and a grid right to left, as pixels.
@MainActor
@Suite(.serialized) struct TextFieldRightToLeftGoldenTests {
    @Test("right to left: placeholder, Arabic with the caret and clear button, mixed text (golden)")
    func golden() {
        let scene = Scene(width: 280, height: 164, background: Theme.light.secondaryBackgroundColor)
        scene.window.layoutDirection = .rightToLeft
        let keyboard = KeyboardView(frame: .zero)
        func add(_ y: Double, _ configure: (TextField) -> Void) -> TextField {
            let field = TextField(frame: Rect(x: 12, y: y, width: 256, height: 44), theme: ownTheme())
            field.borderStyle = .roundedRect
            field.inputView = keyboard
            configure(field)
            scene.window.addSubview(field)
            return field
        }
        _ = add(8) { $0.placeholder = "الاسم" }
        _ = add(60) { $0.text = "قهوة with milk" }
        let editing = add(112) { $0.text = "قهوة بالحليب"; $0.clearButtonMode = .whileEditing }
        editing.becomeFirstResponder()
        editing.caretOffset = 4                       // after قهوة: left of its last letter
        keyboard.hide(animated: false)
        scene.window.layoutIfNeeded()
        scene.render()
        let mismatch = Golden.compare(scene.compositor.frame, named: "text-fields-rtl")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }
}

/// `textAlignment` set by the app, as UIKit's: the caret follows it.
@MainActor
@Suite(.serialized) struct TextFieldAlignmentTests {
    typealias Rig = TextFieldTests.Rig

    @Test("left, right and centre alignment place the text and caret whatever the direction")
    func alignment() throws {
        let r = Rig()
        r.window.layoutDirection = .rightToLeft
        r.field.textAlignment = .left
        r.field.text = "שלום"
        r.window.layoutIfNeeded()
        let area = r.field.textRect
        let font = try #require(r.field.font)
        #expect(r.field.caretX(forOffset: 4) == area.minX)
        #expect(r.field.caretX(forOffset: 0) == area.minX + Double(font.caretSlots(of: "שלום", direction: .rightToLeft).width))
        r.field.textAlignment = .right
        r.field.text = "abc"
        r.window.layoutIfNeeded()
        #expect(r.field.caretX(forOffset: 3) == area.maxX)
        r.field.text = ""
        r.field.textAlignment = .center
        r.window.layoutIfNeeded()
        #expect(r.field.caretX(forOffset: 0) == area.midX)
        r.field.textAlignment = .natural
        #expect(r.field.caretX(forOffset: 0) == area.maxX)
        r.window.layoutDirection = .leftToRight
        #expect(r.field.caretX(forOffset: 0) == area.minX)
    }
}
