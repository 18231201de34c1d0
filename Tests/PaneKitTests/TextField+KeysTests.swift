import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI
@testable import PaneKit

/// A hardware keyboard typing into a field: keys decoded by a real keymap, delivered by the window.
@MainActor
@Suite struct TextFieldKeysTests {
    /// evdev codes (linux/input-event-codes.h).
    enum Code {
        static let backspace: UInt16 = 14, tab: UInt16 = 15, enter: UInt16 = 28, escape: UInt16 = 1
        static let leftShift: UInt16 = 42, space: UInt16 = 57, home: UInt16 = 102, end: UInt16 = 107
        static let left: UInt16 = 105, right: UInt16 = 106, delete: UInt16 = 111, leftCtrl: UInt16 = 29
        /// The letter keys of a US board, a to z.
        static let letters: [Character: UInt16] = [
            "a": 30, "b": 48, "c": 46, "d": 32, "e": 18, "f": 33, "g": 34, "h": 35, "i": 23, "j": 36, "k": 37,
            "l": 38, "m": 50, "n": 49, "o": 24, "p": 25, "q": 16, "r": 19, "s": 31, "t": 20, "u": 22, "v": 47,
            "w": 17, "x": 45, "y": 21, "z": 44,
        ]
    }

    @MainActor
    final class Rig: TextFieldDelegate {
        let window = Window(size: Size(width: 800, height: 480))
        let field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 44))
        let state: KeyboardState
        var log: [String] = []
        var returns = true
        var t = 1.0

        init(layout: String = "us") throws {
            state = KeyboardState(keymap: try Keymap(KeyboardLayout(parsing: layout)!, composeLocales: ["en_US.UTF-8"]))
            window.hasHardwareKeyboard = true
            window.addSubview(field)
            field.delegate = self
            field.addAction(for: .primaryActionTriggered) { [unowned self] _ in self.log.append("primary") }
            field.addAction(for: .editingDidEnd) { [unowned self] _ in self.log.append("end") }
            window.layoutIfNeeded()
        }

        func textFieldShouldReturn(_ textField: TextField) -> Bool { log.append("shouldReturn"); return returns }

        func send(_ code: UInt16, _ direction: KeyDirection) {
            t += 0.001
            guard let key = state.key(code: code, direction: direction) else { return }
            window.handleKey(key, direction, at: InputTime(seconds: t))
        }

        func press(_ code: UInt16) { send(code, .down); send(code, .up) }

        func type(_ text: String) {
            for c in text {
                if c == " " { press(Code.space); continue }
                let lower = Character(c.lowercased())
                guard let code = Code.letters[lower] else { Issue.record("no key for \(c)"); continue }
                if c != lower { send(Code.leftShift, .down) }
                press(code)
                if c != lower { send(Code.leftShift, .up) }
            }
        }
    }

    @Test func typesAtTheCaretAndEdits() throws {
        let r = try Rig()
        #expect(r.field.becomeFirstResponder() && r.field.isFirstResponder && r.window.firstResponder === r.field)
        r.type("Hello World")
        #expect(r.field.text == "Hello World" && r.field.caretOffset == 11)
        r.press(Code.backspace)
        #expect(r.field.text == "Hello Worl")
        r.press(Code.home)
        #expect(r.field.caretOffset == 0)
        r.press(Code.delete)
        #expect(r.field.text == "ello Worl" && r.field.caretOffset == 0)
        r.press(Code.right); r.press(Code.right)
        r.type("X")
        #expect(r.field.text == "elXlo Worl" && r.field.caretOffset == 3)
        r.press(Code.left)
        #expect(r.field.caretOffset == 2)
        r.press(Code.end)
        #expect(r.field.caretOffset == 10)
    }

    /// The on-screen keyboard stays hidden with a hardware keyboard, unless the field asks.
    @Test func onScreenKeyboardHiddenWithHardwareKeyboard() throws {
        let r = try Rig()
        r.field.becomeFirstResponder()
        #expect(r.window.keyboardFrame == nil)
        r.field.resignFirstResponder()
        r.field.showsKeyboardWithHardwareKeyboard = true
        r.field.becomeFirstResponder()
        #expect(r.window.keyboardFrame != nil)
    }

    @Test func returnAsksTheDelegateThenResigns() throws {
        let r = try Rig()
        r.field.becomeFirstResponder()
        r.returns = false
        r.press(Code.enter)
        #expect(r.log == ["shouldReturn"] && r.field.isEditing)
        r.returns = true
        r.press(Code.enter)
        #expect(r.log == ["shouldReturn", "shouldReturn", "primary", "end"] && !r.field.isEditing && r.window.firstResponder == nil)
    }

    @Test func escapeResigns() throws {
        let r = try Rig()
        r.field.becomeFirstResponder()
        r.press(Code.escape)
        #expect(!r.field.isEditing && !r.field.isFirstResponder && r.log == ["end"])
    }

    /// A held key's repeats type it again; a control combination types nothing.
    @Test func repeatsAndControl() throws {
        let r = try Rig()
        r.field.becomeFirstResponder()
        r.send(Code.letters["a"]!, .down)
        r.send(Code.letters["a"]!, .repeated)
        r.send(Code.letters["a"]!, .repeated)
        r.send(Code.letters["a"]!, .up)
        #expect(r.field.text == "aaa")
        r.send(Code.leftCtrl, .down)
        r.press(Code.letters["b"]!)
        r.send(Code.leftCtrl, .up)
        #expect(r.field.text == "aaa")
    }

    /// German: z and y swap places, dead ^ then e is ê.
    @Test func germanLayout() throws {
        let r = try Rig(layout: "de")
        r.field.becomeFirstResponder()
        r.press(Code.letters["y"]!)   // the US y key is the German z
        r.press(41)                     // dead circumflex
        r.press(Code.letters["e"]!)
        #expect(r.field.text == "zê")
    }

    /// Key commands on the field's superview run before the press reaches anyone.
    @Test func keyCommandsRunAlongTheChain() throws {
        final class Panel: View {
            var saved = 0
            override var keyCommands: [KeyCommand]? {
                [KeyCommand(input: "s", modifierFlags: .control) { [unowned self] _ in saved += 1 }]
            }
        }
        let r = try Rig()
        let panel = Panel(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        r.window.addSubview(panel)
        panel.addSubview(r.field)
        r.field.becomeFirstResponder()
        r.send(Code.leftCtrl, .down)
        r.send(Code.letters["s"]!, .down)
        r.send(Code.letters["s"]!, .repeated)
        r.send(Code.letters["s"]!, .up)
        r.send(Code.leftCtrl, .up)
        r.press(Code.letters["s"]!)
        #expect(panel.saved == 2 && r.field.text == "s")
    }

    /// A scanner's burst with no field focused reaches the window's scan handler as one line.
    @Test func scanHandlerTakesLinesWithNoResponder() throws {
        let r = try Rig()
        var lines: [String] = []
        r.window.scanHandler = { lines.append($0) }
        r.type("abc")
        r.press(Code.enter)
        r.press(Code.enter)
        #expect(lines == ["abc", ""])
        r.field.becomeFirstResponder()
        r.type("d")
        r.press(Code.enter)
        #expect(lines == ["abc", ""] && r.field.text == "d")
    }

    /// Keys still down when their keyboard goes away are cancelled at the responder that had them.
    @Test func cancelledPressesEndAtTheirResponder() throws {
        final class Recorder: View {
            var phases: [Press.Phase] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) { phases += presses.map(\.phase) }
            override func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) { phases += presses.map(\.phase) }
            override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) { phases += presses.map(\.phase) }
        }
        let r = try Rig()
        let v = Recorder()
        r.window.addSubview(v)
        #expect(v.becomeFirstResponder())
        r.send(30, .down)
        r.window.cancelPresses(forKeys: [30], at: InputTime(seconds: 9))
        r.send(30, .up)   // late release: ignored
        #expect(v.phases == [.began, .cancelled] && !r.window.hasHeldPresses)
    }

    /// A first responder taken out of the window no longer gets keys: the window does.
    @Test func aRemovedFirstResponderGivesTheKeysBack() throws {
        let r = try Rig()
        var lines: [String] = []
        r.window.scanHandler = { lines.append($0) }
        r.field.becomeFirstResponder()
        r.field.removeFromSuperview()
        r.type("ab")
        r.press(Code.enter)
        #expect(lines == ["ab"] && r.field.text.isEmpty && r.window.firstResponder == nil)
    }

    /// Tab focuses the field (it starts editing) and its ring takes the field's theme's tint;
    /// a button's takes the current theme's.
    @Test func focusRingTakesTheThemesTint() throws {
        let r = try Rig()
        let button = Button(title: "Go")
        button.frame = Rect(x: 20, y: 100, width: 80, height: 44)
        r.window.addSubview(button)
        r.press(Code.tab)
        #expect(r.window.focusedItem === r.field && r.field.isEditing && r.window.focusRingColor == r.field.theme.tintColor)
        r.type("x")
        r.press(Code.tab)   // the field passes Tab on: focus moves to the button, the field resigns
        #expect(r.window.focusedItem === button && !r.field.isEditing && r.field.text == "x")
        #expect(r.window.focusRingColor == Theme.current.tintColor)
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        r.press(Code.space)
        #expect(taps == 1)
    }
}
