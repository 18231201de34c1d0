import Testing
import PaneGeometry
import PanePixels
import PaneInput
import PaneText
import PaneTestSupport
@testable import PaneUI
@testable import PaneKit

@MainActor
@Suite(.serialized) struct TextFieldMarkedTextTests {
    /// An editing field (its keyboard hidden) with a log of its events.
    @MainActor
    final class Rig {
        let window = Window(size: Size(width: 320, height: 200))
        let keyboard = KeyboardView(frame: .zero)
        let field = TextField(frame: Rect(x: 12, y: 8, width: 256, height: 44), theme: ownTheme())
        var log: [String] = []
        init(text: String = "") {
            field.inputView = keyboard
            field.text = text
            window.addSubview(field)
            field.becomeFirstResponder()
            keyboard.hide(animated: false)
            field.addAction(for: .editingChanged) { [unowned self] _ in self.log.append("changed") }
            window.layoutIfNeeded()
        }
    }

    @Test("marked text is in the text, replaced by each step, the caret after it") func marks() {
        let r = Rig(text: "ab")
        r.field.caretOffset = 1
        r.field.setMarkedText("ㅎ", selectedRange: 1..<1)
        #expect(r.field.text == "aㅎb" && r.field.markedTextRange == 1..<2 && r.field.caretOffset == 2)
        r.field.setMarkedText("하", selectedRange: 1..<1)
        #expect(r.field.text == "a하b" && r.field.markedText == "하" && r.field.caretOffset == 2)
        r.field.setMarkedText("", selectedRange: 0..<0)
        #expect(r.field.text == "ab" && r.field.markedTextRange == nil && r.field.caretOffset == 1)
        #expect(r.log == ["changed", "changed", "changed"])
    }

    @Test("committed text replaces the composition; unmarking keeps it as typed") func commits() {
        let r = Rig()
        r.field.setMarkedText("nihao", selectedRange: 5..<5)
        r.field.insertText("你好")
        #expect(r.field.text == "你好" && r.field.markedTextRange == nil && r.field.caretOffset == 2)
        r.field.setMarkedText("ma", selectedRange: 2..<2)
        r.field.unmarkText()
        #expect(r.field.text == "你好ma" && r.field.markedTextRange == nil && r.field.caretOffset == 4)
        r.field.setMarkedText("x", selectedRange: 1..<1)
        r.field.caretOffset = 0   // moving the caret ends the composition, as typed
        #expect(r.field.text == "你好max" && r.field.markedTextRange == nil)
        r.field.setMarkedText("y", selectedRange: 1..<1)
        r.field.resignFirstResponder()
        #expect(r.field.text == "y你好max" && r.field.markedTextRange == nil)
    }

    @Test("the hangul engine's edits type 한글 into a field, composing as they go") func hangulIntoField() throws {
        let r = Rig()
        let engine = try HangulInputMethod()
        var seen: [String] = []
        for key in "gksrmf" {
            r.field.applyInputMethodEdit(engine.process(String(key)))
            seen.append("\(r.field.text)|\(r.field.markedText ?? "")")
        }
        #expect(seen == ["ㅎ|ㅎ", "하|하", "한|한", "한ㄱ|ㄱ", "한그|그", "한글|글"])
        r.field.applyInputMethodEdit(engine.flush())
        #expect(r.field.text == "한글" && r.field.markedTextRange == nil && r.field.caretOffset == 2)
    }

    @Test("the pinyin engine's chosen candidate replaces its letters; the rest stays marked") func pinyinIntoField() throws {
        let r = Rig()
        let engine = try PinyinInputMethod()
        for key in "nihaoma" { r.field.applyInputMethodEdit(engine.process(String(key))) }
        #expect(r.field.text == "nihaoma" && r.field.markedTextRange == 0..<7)
        r.field.applyInputMethodEdit(engine.chooseCandidate(at: 3))   // 你
        #expect(r.field.text == "你haoma" && r.field.markedTextRange == 1..<6)
        r.field.applyInputMethodEdit(engine.flush())
        #expect(r.field.text == "你haoma" && r.field.markedTextRange == nil)
    }

    @Test("the composition is drawn underlined after the committed text (golden)") func golden() {
        let scene = Scene(width: 280, height: 60, background: Theme.light.secondaryBackgroundColor)
        let keyboard = KeyboardView(frame: .zero)
        let field = TextField(frame: Rect(x: 12, y: 8, width: 256, height: 44), theme: ownTheme())
        field.borderStyle = .roundedRect
        field.inputView = keyboard
        scene.window.addSubview(field)
        field.becomeFirstResponder()
        keyboard.hide(animated: false)
        field.insertText("你好 ")
        field.setMarkedText("shijie", selectedRange: 6..<6)
        scene.window.layoutIfNeeded()
        #expect(!field.markedUnderline.isHidden)
        #expect(field.markedUnderline.frame.minX == field.caretX(forOffset: 3).rounded())
        scene.render()
        let mismatch = Golden.compare(scene.compositor.frame, named: "text-field-marked")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }
}
