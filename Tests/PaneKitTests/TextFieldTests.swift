import Testing
import PaneGeometry
import PanePixels
import PaneInput
import PaneText
import PaneTestSupport
@testable import PaneUI
@testable import PaneKit

@MainActor
@Suite(.serialized) struct TextFieldTests {
    /// A window with a field near its top, touches in virtual time, and a log of the field's events.
    @MainActor
    final class Rig {
        let window = Window(size: Size(width: 800, height: 480))
        let field: TextField
        let touches: TouchFrames
        var log: [String] = []
        var t = 10.0

        init(_ frame: Rect = Rect(x: 20, y: 20, width: 300, height: 44), theme: Theme = ownTheme()) {
            field = TextField(frame: frame, theme: theme)
            window.addSubview(field)
            touches = TouchFrames(window)
            let names: [(Control.Event, String)] = [
                (.editingDidBegin, "begin"), (.editingChanged, "changed"), (.editingDidEnd, "end"),
                (.primaryActionTriggered, "primary"),
            ]
            for (event, name) in names {
                field.addAction(for: event) { [unowned self] _ in self.log.append(name) }
            }
            window.layoutIfNeeded()
        }

        /// One 60 Hz frame: animations, then layout.
        func frames(_ n: Int) {
            for _ in 0..<n {
                t += 1.0 / 60
                window.stepAnimations(to: InputTime(seconds: t))
                window.layoutIfNeeded()
            }
        }

        func tap(_ p: Point) {
            touches.send(t, .down(1, p.x, p.y))
            frames(3)
            touches.send(t, .up(1))
            frames(1)
        }

        func tapField() { tap(field.convert(Point(x: field.bounds.midX, y: field.bounds.midY), to: nil)) }

        var keyboard: KeyboardView? { window.subviews.lazy.compactMap { $0 as? KeyboardView }.first }

        /// Taps the key captioned `caption` on the keyboard that shows.
        func key(_ caption: String) {
            guard let frame = keyboard?.keyFrame(for: caption) else {
                Issue.record("no key \(caption)")
                return
            }
            tap(Point(x: frame.midX, y: frame.midY))
        }

        /// Taps the field and lets the keyboard finish sliding up.
        func startEditing() {
            tapField()
            frames(20)
        }
    }

    @Test("a tap begins editing: focused, the keyboard slides up and publishes its frame") func tapBegins() throws {
        let r = Rig()
        #expect(!r.field.isEditing && r.keyboard == nil && r.field.cursor.isHidden)
        r.tapField()
        #expect(r.field.isEditing && r.field.isFirstResponder && r.log == ["begin"])
        #expect(r.window.focusedView === r.field)
        #expect(r.window.keyboardFrame == Rect(x: 0, y: 260, width: 800, height: 220))
        let keyboard = try #require(r.keyboard)
        #expect(keyboard.isShowing && !r.field.cursor.isHidden)
        r.frames(20)
        #expect(keyboard.frame == Rect(x: 0, y: 260, width: 800, height: 220))
        r.tapField()
        #expect(r.log == ["begin"], "a second tap while editing sends nothing")
    }

    @Test("a finger that slides off the field before lifting does not begin editing") func slideOff() {
        let r = Rig()
        r.touches.send(r.t, .down(1, 100, 40))
        r.touches.send(r.t + 0.05, .move(1, 100, 200))
        r.touches.send(r.t + 0.1, .up(1))
        #expect(!r.field.isEditing && r.log.isEmpty && r.window.keyboardFrame == nil)
    }

    @Test("keys type at the end and send editingChanged each; backspace deletes the last character") func keysType() {
        let r = Rig()
        r.startEditing()
        r.key("p"); r.key("a"); r.key("⌫"); r.key("n"); r.key("space"); r.key("1")
        #expect(r.field.text == "pn 1" && r.field.label.text == "pn 1")
        #expect(r.log == ["begin", "changed", "changed", "changed", "changed", "changed", "changed"])
        r.field.deleteBackward(); r.field.deleteBackward(); r.field.deleteBackward(); r.field.deleteBackward()
        r.field.deleteBackward()   // empty: nothing to delete, no event
        #expect(r.field.text == "" && r.log.count == 11)
    }

    @Test("setting text in code sends no event") func programmaticText() {
        let r = Rig()
        r.field.text = "espresso"
        #expect(r.log.isEmpty && r.field.label.text == "espresso" && r.field.placeholderLabel.isHidden)
    }

    @Test("the done key sends primaryActionTriggered, then ends editing and hides the keyboard") func returnKey() throws {
        let r = Rig()
        var textAtReturn = ""
        r.field.addAction(for: .primaryActionTriggered) { c in textAtReturn = (c as! TextField).text }
        r.startEditing()
        r.key("o"); r.key("k")
        r.key("done")
        #expect(r.log == ["begin", "changed", "changed", "primary", "end"] && textAtReturn == "ok")
        #expect(!r.field.isEditing && r.window.focusedView == nil && r.window.keyboardFrame == nil)
        #expect(r.field.cursor.isHidden && r.field.blink == nil)
        let keyboard = try #require(r.keyboard)
        #expect(!keyboard.isShowing && keyboard.onKey == nil && keyboard.onDone == nil)
        r.frames(20)
        #expect(keyboard.isHidden && !r.window.isAnimating, "no blink left running")
    }

    @Test("the clear button shows per clearButtonMode over a non-empty field; a tap empties it") func clearButton() {
        let r = Rig()
        r.field.clearButtonMode = .whileEditing
        r.field.text = "latte"
        #expect(r.field.clearButton.isHidden, "not editing")
        r.startEditing()
        #expect(!r.field.clearButton.isHidden)
        r.window.layoutIfNeeded()
        #expect(r.field.clearButton.frame == Rect(x: 256, y: 0, width: 44, height: 44))
        #expect(r.field.textRect == Rect(x: 0, y: 0, width: 256, height: 44))
        r.tap(r.field.convert(Point(x: 278, y: 22), to: nil))
        #expect(r.field.text == "" && r.field.clearButton.isHidden && r.field.isEditing)
        #expect(r.log == ["begin", "changed"])
        #expect(!r.field.placeholderLabel.isHidden)

        r.field.clearButtonMode = .unlessEditing
        r.field.text = "mocha"
        #expect(r.field.clearButton.isHidden, "editing")
        r.field.resignFirstResponder()
        #expect(!r.field.clearButton.isHidden)
        r.field.clearButtonMode = .always
        #expect(!r.field.clearButton.isHidden)
        r.field.clearButtonMode = .never
        #expect(r.field.clearButton.isHidden)
    }

    @Test("a tap on the clear button of an idle field empties it and begins editing") func clearWhileIdle() {
        let r = Rig()
        r.field.clearButtonMode = .always
        r.field.text = "tea"
        r.window.layoutIfNeeded()
        r.tap(r.field.convert(Point(x: 278, y: 22), to: nil))
        #expect(r.field.text == "" && r.field.isEditing && r.log == ["begin", "changed"])
    }

    @Test("secure entry shows one bullet per character and keeps the text") func secure() {
        let r = Rig()
        r.field.isSecureTextEntry = true
        r.startEditing()
        r.key("1"); r.key("2"); r.key("3"); r.key("4")
        #expect(r.field.text == "1234" && r.field.label.text == "\u{2022}\u{2022}\u{2022}\u{2022}")
        r.field.isSecureTextEntry = false
        #expect(r.field.label.text == "1234")
    }

    @Test("the placeholder shows only over an empty field, in the theme's placeholder colour") func placeholder() {
        let r = Rig()
        r.field.placeholder = "Name"
        #expect(!r.field.placeholderLabel.isHidden && r.field.placeholderLabel.text == "Name")
        #expect(r.field.placeholderLabel.textColor == Theme.light.disabledTextColor)
        r.startEditing()
        #expect(!r.field.placeholderLabel.isHidden, "still shown while editing an empty field")
        r.key("a")
        #expect(r.field.placeholderLabel.isHidden)
    }

    @Test("the cursor sits after the last character, centred on the line") func cursorPosition() throws {
        let r = Rig()
        r.field.borderStyle = .roundedRect
        r.startEditing()
        let font = try #require(r.field.font)
        let h = Double(font.lineHeight)
        #expect(r.field.cursor.frame == Rect(x: 8, y: (22 - h / 2).rounded(), width: 2, height: h))
        r.key("a"); r.key("b")
        let line = try #require(r.field.label.layout?.lines.first)
        #expect(line.minX == 0 && line.width == font.width(of: "ab"))
        #expect(r.field.cursor.frame.minX == 8 + Double(font.width(of: "ab")))
    }

    @Test("while editing, long text truncates at the head so its end shows; idle, at the tail") func truncation() throws {
        let r = Rig()
        r.field.text = "0123456789 0123456789 0123456789 0123456789 end"
        #expect(r.field.label.lineBreakMode == .byTruncatingTail)
        r.startEditing()
        #expect(r.field.label.lineBreakMode == .byTruncatingHead)
        let layout = try #require(r.field.label.layout)
        let order = try #require(layout.lines.first?.visualOrder)
        #expect(layout.isTruncated && order.first == -1, "the ellipsis comes first")
        #expect(order.last == r.field.text.unicodeScalars.count - 1, "the last character shows")
        #expect(r.field.cursor.frame.maxX <= 300, "the cursor stays inside the field")
        r.field.resignFirstResponder()
        #expect(r.field.label.lineBreakMode == .byTruncatingTail)
    }

    @Test("the cursor blinks 0.5 s on, 0.5 s off, and is solid again after a key") func blinks() {
        let r = Rig()
        r.window.stepAnimations(to: InputTime(seconds: 10))
        r.field.becomeFirstResponder()
        let cursor = r.field.cursor
        var seen: [Bool] = []
        for ms in [0, 100, 499, 500, 999, 1000, 1600] {
            r.window.stepAnimations(to: InputTime(seconds: 10 + Double(ms) / 1000))
            seen.append(cursor.isHidden)
        }
        #expect(seen == [false, false, false, true, true, false, true])
        r.field.insertText("x")   // at frame time 11.6 s
        #expect(!cursor.isHidden)
        r.window.stepAnimations(to: InputTime(seconds: 12.05))
        #expect(!cursor.isHidden)
        r.window.stepAnimations(to: InputTime(seconds: 12.15))
        #expect(cursor.isHidden)
    }

    @Test("10 s after the last key the cursor stays shown and the blink ends; a key starts it again") func blinkTimeout() {
        let r = Rig()
        r.window.stepAnimations(to: InputTime(seconds: 10))
        r.field.becomeFirstResponder()
        r.window.stepAnimations(to: InputTime(seconds: 15.6))   // still blinking: the off half
        #expect(r.field.cursor.isHidden && r.window.isAnimating)
        r.window.stepAnimations(to: InputTime(seconds: 19.99))   // 9.99 s: the on half
        r.window.stepAnimations(to: InputTime(seconds: 20.5))   // 10.5 s: would be off, but timed out
        #expect(!r.field.cursor.isHidden && r.field.blink == nil)
        r.keyboard?.hide(animated: false)
        r.window.stepAnimations(to: InputTime(seconds: 20.6))
        #expect(!r.window.isAnimating, "nothing left to animate: the app can settle")
        r.field.insertText("q")
        #expect(r.field.blink != nil && r.window.isAnimating)
        r.window.stepAnimations(to: InputTime(seconds: 21.2))
        #expect(r.field.cursor.isHidden, "blinking again from the key at 20.6 s")
    }

    @Test("a blinking frame allocates nothing and repaints only the cursor", .countsAllocations) func blinkCost() {
        let scene = Scene(width: 320, height: 100, background: .white)
        let field = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 44), theme: ownTheme())
        field.inputView = KeyboardView(frame: .zero)
        scene.window.addSubview(field)
        scene.window.stepAnimations(to: InputTime(seconds: 1))
        field.text = "flat white"
        field.becomeFirstResponder()
        field.inputView?.hide(animated: false)   // keep the picture to the field
        scene.window.stepAnimations(to: InputTime(seconds: 1.1))
        scene.render()
        // One blink with renders first: the compositor's dirty lists reach their size once.
        scene.window.stepAnimations(to: InputTime(seconds: 1.6))
        scene.render()
        scene.window.stepAnimations(to: InputTime(seconds: 2.1))
        scene.render()
        // Two seconds of frames: the cursor hides and shows twice each.
        let allocations = countAllocations {
            for i in 0..<120 { scene.window.stepAnimations(to: InputTime(seconds: 2.2 + Double(i) / 60)) }
        }
        #expect(allocations == 0)
        scene.window.stepAnimations(to: InputTime(seconds: 5.6))   // hidden half
        scene.render()
        let c = field.cursor.frame.offsetBy(dx: 10, dy: 10).roundedPixels
        #expect(scene.damageIs([c]))
    }

    @Test("tapping a second field moves editing to it and keeps the keyboard up") func secondField() throws {
        let r = Rig()
        let other = TextField(frame: Rect(x: 20, y: 100, width: 300, height: 44), theme: ownTheme())
        var otherLog: [String] = []
        other.addAction(for: .allEditingEvents) { _ in otherLog.append("edit") }
        r.window.addSubview(other)
        r.startEditing()
        r.tap(Point(x: 100, y: 122))
        #expect(!r.field.isEditing && other.isEditing && r.log == ["begin", "end"] && otherLog == ["edit"])
        let keyboard = try #require(r.keyboard)
        #expect(keyboard.isShowing && r.window.focusedView === other)
        r.key("z")
        #expect(other.text == "z" && r.field.text == "")
    }

    @Test("in a scroll view, the keyboard inset makes room and the field scrolls above the keyboard (spec §9.8)") func keyboardInset() {
        let r = Rig(Rect(x: 20, y: 0, width: 300, height: 44))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        scroll.contentSize = Size(width: 800, height: 1000)
        r.field.removeFromSuperview()
        r.field.frame = Rect(x: 20, y: 400, width: 300, height: 44)
        scroll.addSubview(r.field)
        r.window.addSubview(scroll)
        r.window.layoutIfNeeded()
        r.tap(Point(x: 100, y: 422))
        #expect(r.field.isEditing && scroll.keyboardInset == 220)
        r.frames(20)
        #expect(scroll.contentOffset == Point(x: 0, y: 444 - 260))
    }

    @Test("a disabled field ignores taps; disabling an editing field ends editing") func disabled() {
        let r = Rig()
        r.field.isEnabled = false
        r.tapField()
        #expect(!r.field.isEditing && r.log.isEmpty && !r.field.becomeFirstResponder())
        #expect(r.field.label.textColor == Theme.light.disabledTextColor)
        r.field.isEnabled = true
        r.startEditing()
        r.field.isEnabled = false
        #expect(!r.field.isEditing && r.log == ["begin", "end"] && r.window.keyboardFrame == nil)
    }

    @Test("removed from the window, an editing field ends editing") func removed() {
        let r = Rig()
        r.startEditing()
        r.field.removeFromSuperview()
        #expect(!r.field.isEditing && r.log == ["begin", "end"] && r.window.keyboardFrame == nil)
    }

    @Test("intrinsic size: the text or placeholder plus insets, at least 44 pt tall") func intrinsicSize() throws {
        let field = TextField(theme: ownTheme())
        let font = try #require(field.font)
        field.placeholder = "Search"
        #expect(field.intrinsicContentSize == Size(width: Double(font.width(of: "Search")), height: 44))
        field.borderStyle = .roundedRect
        field.text = "ab"
        #expect(field.intrinsicContentSize == Size(width: Double(font.width(of: "ab")) + 16, height: 44))
    }

    @Test("placeholder, text with cursor and clear button, secure entry, a long text while editing (golden)") func golden() {
        let scene = Scene(width: 280, height: 216, background: Theme.light.secondaryBackgroundColor)
        let keyboard = KeyboardView(frame: .zero)
        func add(_ y: Double, _ configure: (TextField) -> Void) -> TextField {
            let field = TextField(frame: Rect(x: 12, y: y, width: 256, height: 44), theme: ownTheme())
            field.borderStyle = .roundedRect
            field.inputView = keyboard
            configure(field)
            scene.window.addSubview(field)
            return field
        }
        _ = add(8) { $0.placeholder = "Your name" }
        _ = add(60) { $0.placeholder = "Secret"; $0.isSecureTextEntry = true; $0.text = "hunter2" }
        _ = add(112) { $0.text = "A long order: two flat whites and a croissant" }   // idle: tail cut
        let editing = add(164) { $0.text = "Flat white"; $0.clearButtonMode = .whileEditing }
        editing.becomeFirstResponder()   // the cursor shows (solid at the start of a blink)
        keyboard.hide(animated: false)   // keep the picture to the fields
        scene.window.layoutIfNeeded()
        scene.render()
        let mismatch = Golden.compare(scene.compositor.frame, named: "text-fields")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }

    @Test("while editing, a long text is cut at its head, the cursor after its end (golden)") func goldenLong() {
        let scene = Scene(width: 280, height: 60, background: Theme.light.secondaryBackgroundColor)
        let keyboard = KeyboardView(frame: .zero)
        let field = TextField(frame: Rect(x: 12, y: 8, width: 256, height: 44), theme: ownTheme())
        field.borderStyle = .roundedRect
        field.clearButtonMode = .whileEditing
        field.inputView = keyboard
        field.text = "A long order: two flat whites and a croissant"
        scene.window.addSubview(field)
        field.becomeFirstResponder()
        keyboard.hide(animated: false)
        scene.window.layoutIfNeeded()
        scene.render()
        let mismatch = Golden.compare(scene.compositor.frame, named: "text-field-editing-long")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }
}
