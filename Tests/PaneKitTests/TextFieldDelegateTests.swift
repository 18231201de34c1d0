import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI
@testable import PaneKit

/// `TextFieldDelegate`: UIKit's `UITextFieldDelegate` questions and news, through real taps on
/// the field and on the on-screen keyboard (`TextFieldTests.Rig`).
@MainActor
@Suite(.serialized) struct TextFieldDelegateTests {
    /// Logs every call into the rig's log, answering as told.
    @MainActor
    final class Delegate: TextFieldDelegate {
        let rig: TextFieldTests.Rig
        var begin = true, end = true, change = true, clear = true, ret = true
        var allowed: ((String) -> Bool)?

        init(_ rig: TextFieldTests.Rig) { self.rig = rig }

        func textFieldShouldBeginEditing(_ f: TextField) -> Bool { rig.log.append("shouldBegin"); return begin }
        func textFieldDidBeginEditing(_ f: TextField) { rig.log.append("didBegin") }
        func textFieldShouldEndEditing(_ f: TextField) -> Bool { rig.log.append("shouldEnd"); return end }
        func textFieldDidEndEditing(_ f: TextField) { rig.log.append("didEnd") }
        func textField(_ f: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool {
            rig.log.append("change \(range.lowerBound)..<\(range.upperBound) \"\(string)\"")
            return allowed?(string) ?? change
        }
        func textFieldShouldClear(_ f: TextField) -> Bool { rig.log.append("shouldClear"); return clear }
        func textFieldShouldReturn(_ f: TextField) -> Bool { rig.log.append("shouldReturn"); return ret }
    }

    /// Implements nothing: every default applies.
    @MainActor
    final class Quiet: TextFieldDelegate {}

    @Test("the calls in order: begin, a key, done") func order() {
        let r = TextFieldTests.Rig()
        let d = Delegate(r)
        r.field.delegate = d
        r.startEditing()
        r.key("o")
        r.key("done")
        #expect(r.log == ["shouldBegin", "didBegin", "begin", "change 0..<0 \"o\"", "changed",
                          "shouldReturn", "primary", "shouldEnd", "didEnd", "end"])
        #expect(r.field.text == "o" && !r.field.isEditing && r.window.keyboardFrame == nil)
    }

    @Test("shouldBeginEditing false: a tap leaves the field idle, no keyboard") func refuseBegin() {
        let r = TextFieldTests.Rig()
        let d = Delegate(r)
        d.begin = false
        r.field.delegate = d
        r.tapField()
        #expect(r.log == ["shouldBegin"] && !r.field.isEditing && r.window.keyboardFrame == nil)
        #expect(!r.field.becomeFirstResponder())
    }

    @Test("shouldEndEditing false: resign fails, done keeps editing, another field stays idle") func refuseEnd() {
        let r = TextFieldTests.Rig()
        let other = TextField(frame: Rect(x: 20, y: 100, width: 300, height: 44), theme: r.field.theme)
        r.window.addSubview(other)
        let d = Delegate(r)
        d.end = false
        r.field.delegate = d
        r.startEditing()
        #expect(!r.field.resignFirstResponder() && r.field.isEditing)
        r.key("done")
        #expect(r.field.isEditing && r.window.keyboardFrame != nil)
        r.tap(Point(x: 100, y: 120))
        #expect(r.field.isEditing && !other.isEditing && r.window.focusedView === r.field)
        #expect(r.log == ["shouldBegin", "didBegin", "begin", "shouldEnd", "shouldReturn", "primary", "shouldEnd", "shouldEnd"])
        d.end = true
        r.tap(Point(x: 100, y: 120))
        #expect(!r.field.isEditing && other.isEditing && r.window.focusedView === other)
        #expect(Array(r.log.suffix(3)) == ["shouldEnd", "didEnd", "end"])
    }

    @Test("shouldChangeCharacters: the ranges at the caret, and a refusal drops the key") func change() {
        let r = TextFieldTests.Rig()
        let d = Delegate(r)
        d.allowed = { $0.isEmpty || $0.allSatisfy(\.isNumber) }
        r.field.delegate = d
        r.startEditing()
        r.key("1"); r.key("a"); r.key("2"); r.key("⌫")
        #expect(r.field.text == "1" && r.field.caretOffset == 1)
        #expect(r.log.filter { $0.hasPrefix("change ") } == [
            "change 0..<0 \"1\"", "change 1..<1 \"a\"", "change 1..<1 \"2\"", "change 1..<2 \"\"",
        ])
        #expect(r.log.filter { $0 == "changed" }.count == 3)
    }

    @Test("shouldClear false keeps the text; true clears it") func clear() {
        let r = TextFieldTests.Rig()
        let d = Delegate(r)
        d.clear = false
        r.field.delegate = d
        r.field.clearButtonMode = .always
        r.field.text = "latte"
        r.window.layoutIfNeeded()
        let button = r.field.clearButton.convert(r.field.clearButton.bounds, to: nil)
        r.tap(Point(x: button.midX, y: button.midY))
        #expect(r.field.text == "latte" && r.log == ["shouldClear"])
        d.clear = true
        r.tap(Point(x: button.midX, y: button.midY))
        #expect(r.field.text == "" && Array(r.log.suffix(5)) == ["shouldClear", "shouldBegin", "didBegin", "begin", "changed"])
    }

    @Test("shouldReturn false: no primary action, still editing, keyboard up") func refuseReturn() {
        let r = TextFieldTests.Rig()
        let d = Delegate(r)
        d.ret = false
        r.field.delegate = d
        r.startEditing()
        r.key("done")
        #expect(r.log == ["shouldBegin", "didBegin", "begin", "shouldReturn"])
        #expect(r.field.isEditing && r.keyboard?.isShowing == true)
    }

    @Test("a delegate that implements nothing gets UIKit's defaults") func defaults() {
        let r = TextFieldTests.Rig()
        let d = Quiet()
        r.field.delegate = d
        r.startEditing()
        r.key("h"); r.key("i")
        r.key("done")
        #expect(r.log == ["begin", "changed", "changed", "primary", "end"] && r.field.text == "hi")
    }

    @Test("the delegate is weak") func weak() {
        let r = TextFieldTests.Rig()
        r.field.delegate = Quiet()
        #expect(r.field.delegate == nil)
    }
}
