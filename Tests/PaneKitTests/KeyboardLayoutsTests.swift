import Testing
import PaneGeometry
import PaneInput
import PanePixels
@testable import PaneUI
@testable import PaneKit
import PaneTestSupport

/// The on-screen keyboard's layouts: the globe key, shift, and keys sent through a layout's
/// input method.
@MainActor
@Suite struct KeyboardLayoutsTests {
    @MainActor
    final class Scene {
        let window = Window(size: Size(width: 800, height: 480))
        let keyboard = KeyboardView(frame: .zero)
        let touches: TouchDispatcher
        var frame = 0
        var typed: [String] = []
        var marked: [String] = []
        var time: InputTime { InputTime(seconds: 10 + Double(frame) / 60) }
        init(_ names: [String]) throws {
            touches = TouchDispatcher(window: window)
            keyboard.layouts = try names.map { try OnScreenKeyboardLayout(#require(KeyboardLayout(parsing: $0))) }
            keyboard.onKey = { [unowned self] in self.typed.append($0) }
            keyboard.onMarkedText = { [unowned self] in self.marked.append($0) }
            keyboard.show(in: window, animated: false)
            window.layoutIfNeeded()
        }
        func frames(_ n: Int) {
            for _ in 0..<n {
                frame += 1
                window.stepAnimations(to: time)
                window.layoutIfNeeded()
            }
        }
        func tap(_ caption: String) throws {
            let key = try #require(keyboard.keyFrame(for: caption), "no key \(caption)")
            let p = Point(x: key.midX, y: key.midY)
            touches.dispatch(TouchFrame(timestamp: time, touches: [Touch(id: TouchID(1), phase: .began, location: p, timestamp: time)]))
            frames(3)
            touches.dispatch(TouchFrame(timestamp: time, touches: [Touch(id: TouchID(1), phase: .ended, location: p, timestamp: time)]))
            frames(1)
        }
        /// The captions of the character keys, row by row.
        var captions: String { keyboard.characterRows.map { $0.map(\.label.text).joined() }.joined(separator: " ") }
    }

    @Test("the globe cycles the layouts and wraps; each shows its own keys") func globeCycles() throws {
        let s = try Scene(["us", "ru", "ara"])
        #expect(s.keyboard.currentLayout.name == "us" && s.keyboard.currentLayoutIndex == 0)
        try s.tap("q")
        try s.tap(KeyboardView.globeCaption)
        #expect(s.keyboard.currentLayout.name == "ru" && s.keyboard.currentLayout.primaryLanguage == "ru")
        #expect(s.captions == "1234567890 йцукенгшщзхъ фывапролджэ ячсмитьбю")
        #expect(s.keyboard.keyFrame(for: "q") == nil)
        try s.tap("й")
        try s.tap(KeyboardView.globeCaption)
        #expect(s.keyboard.currentLayout.name == "ara")
        try s.tap("ض")
        try s.tap(KeyboardView.globeCaption)
        #expect(s.keyboard.currentLayout.name == "us")
        #expect(s.keyboard.globeKey?.label.accessibilityLabel == "next keyboard")
        #expect(s.keyboard.shiftKey?.label.accessibilityLabel == "shift")
        try s.tap("w")
        #expect(s.typed == ["q", "й", "ض", "w"], "the globe types nothing")
    }

    @Test("one layout: no globe key; twelve keys to a row fit the width") func oneLayoutNoGlobe() throws {
        let s = try Scene(["ru"])
        #expect(s.keyboard.keyFrame(for: KeyboardView.globeCaption) == nil)
        let first = try #require(s.keyboard.keyFrame(for: "й")), last = try #require(s.keyboard.keyFrame(for: "ъ"))
        #expect(first.minX == 6 && abs(last.maxX - 794) < 1e-9, "794/12 pt a key, 6 pt gaps, 6 pt from either side")
        #expect(last.minX > first.minX, "physical order, left to right")
    }

    @Test("shift shifts the next key only, captions too; a second tap takes it back") func shiftOnce() throws {
        let s = try Scene(["gr"])
        try s.tap(KeyboardView.shiftCaption)
        #expect(s.keyboard.isShifted && s.captions.hasPrefix("!@#$%^&*() ΣΕΡΤΥΘΙΟΠ"))
        #expect(s.keyboard.shiftKey?.backgroundColor == Color(rgb: 0xAEB3BE), "shift shows it is on")
        try s.tap("Α")
        #expect(!s.keyboard.isShifted && s.captions.hasPrefix("1234567890 ςερτυθιοπ"))
        #expect(s.keyboard.shiftKey?.backgroundColor == .white)
        try s.tap("θ")
        try s.tap(KeyboardView.shiftCaption)
        try s.tap(KeyboardView.shiftCaption)
        try s.tap("η")
        try s.tap(KeyboardView.shiftCaption)
        try s.tap("!")
        #expect(s.typed == ["Α", "θ", "η", "!"])
    }

    @Test("the globe unshifts; space, backspace and done are not shifted away") func globeUnshifts() throws {
        let s = try Scene(["de", "fr"])
        try s.tap(KeyboardView.shiftCaption)
        try s.tap(KeyboardView.globeCaption)
        #expect(!s.keyboard.isShifted && s.keyboard.currentLayout.name == "fr")
        try s.tap("a")
        try s.tap("space")
        try s.tap("⌫")
        #expect(s.typed == ["a", " ", KeyboardView.backspace])
    }

    @Test("setting layouts to none keeps the US keyboard; setting them starts at the first") func emptyLayouts() throws {
        let s = try Scene(["ru", "de"])
        try s.tap(KeyboardView.globeCaption)
        s.keyboard.layouts = []
        #expect(s.keyboard.layouts.map(\.name) == ["us"] && s.keyboard.currentLayoutIndex == 0)
        #expect(s.captions == "1234567890 qwertyuiop asdfghjkl zxcvbnm")
    }

    /// A test-only engine: letters compose as marked text, upper-cased; space commits the
    /// composition and is not taken; backspace takes a letter back while composing.
    final class UpperCaser: InputMethod {
        var composing = ""
        var name: String { "upper" }
        func process(_ key: String) -> InputMethodEdit {
            if key == "\u{8}" {
                guard !composing.isEmpty else { return InputMethodEdit(handled: false) }
                composing.removeLast()
                return InputMethodEdit(marked: composing)
            }
            if key.allSatisfy(\.isLetter) {
                composing += key.uppercased()
                return InputMethodEdit(marked: composing)
            }
            defer { composing = "" }
            return InputMethodEdit(committed: composing, handled: false)
        }
        var candidateCount: Int { 0 }
        func candidate(at index: Int) -> String { "" }
        func chooseCandidate(at index: Int) -> InputMethodEdit { InputMethodEdit() }
        func flush() -> InputMethodEdit {
            defer { composing = "" }
            return InputMethodEdit(committed: composing)
        }
    }

    static func upperLayout() throws -> OnScreenKeyboardLayout {
        var layout = try OnScreenKeyboardLayout(.us)
        layout.name = "upper"
        // Captions that differ from the texts the keys send, as a Korean layout's jamo.
        layout.rows[1] = layout.rows[1].map { OnScreenKeyboardLayout.Key($0.text, shifted: $0.shiftedText, caption: "<\($0.text)>") }
        layout.makeInputMethod = { UpperCaser() }
        return layout
    }

    @Test("keys go through the layout's input method: marked text, commits, unhandled keys as typed") func inputMethodRouting() throws {
        let s = try Scene(["us"])
        s.keyboard.layouts = [try Self.upperLayout(), try OnScreenKeyboardLayout(.us)]
        try s.tap("<q>")
        try s.tap("a")
        #expect(s.typed == [] && s.marked == ["Q", "QA"] && s.keyboard.markedText == "QA")
        try s.tap("⌫")
        #expect(s.marked.last == "Q" && s.typed == [])
        try s.tap("space")
        #expect(s.typed == ["Q", " "] && s.marked.last == "" && s.keyboard.markedText == "")
        try s.tap("⌫")
        #expect(s.typed.last == KeyboardView.backspace, "backspace with nothing composing goes on as typed")
        try s.tap("1")
        #expect(s.typed.last == "1")
        #expect(s.marked == ["Q", "QA", "Q", ""], "marked text is sent only when it changes")
    }

    @Test("the globe and done flush the composition") func flushes() throws {
        let s = try Scene(["us"])
        s.keyboard.layouts = [try Self.upperLayout(), try OnScreenKeyboardLayout(KeyboardLayout(layout: "ru"))]
        var done = 0
        s.keyboard.onDone = { done += 1 }
        try s.tap("<w>")
        try s.tap(KeyboardView.globeCaption)
        #expect(s.typed == ["W"] && s.marked == ["W", ""] && s.keyboard.currentLayout.name == "ru")
        try s.tap("ы")
        #expect(s.typed == ["W", "ы"], "the Russian layout has no input method")
        try s.tap(KeyboardView.globeCaption)
        try s.tap("<e>")
        try s.tap("done")
        #expect(s.typed == ["W", "ы", "E"] && s.marked.last == "" && done == 1)
    }

    @Test("hiding the keyboard (a field losing focus) ends the composition; nothing carries over") func hideFlushes() throws {
        let s = try Scene(["us"])
        s.keyboard.layouts = [try Self.upperLayout()]
        try s.tap("<r>")
        s.keyboard.hide(animated: false)
        #expect(s.typed == ["R"] && s.marked == ["R", ""] && s.keyboard.markedText == "")
        s.keyboard.show(in: s.window, animated: false)
        try s.tap("<t>")
        #expect(s.marked.last == "T", "a new composition, not RT")
    }

    @Test("the candidate view sits above the keys when shown and takes no room when hidden") func candidateSlot() throws {
        let s = try Scene(["us"])
        let q = try #require(s.keyboard.keyFrame(for: "q"))
        let bar = View(frame: .zero)
        s.keyboard.candidateView = bar
        s.window.layoutIfNeeded()
        #expect(bar.superview === s.keyboard && bar.frame == Rect(x: 0, y: 0, width: 800, height: 40))
        let lower = try #require(s.keyboard.keyFrame(for: "q"))
        #expect(lower.minY > q.minY && lower.height < q.height)
        bar.isHidden = true
        s.keyboard.setNeedsLayout()
        s.window.layoutIfNeeded()
        #expect(s.keyboard.keyFrame(for: "q") == q)
        s.keyboard.candidateView = nil
        #expect(bar.superview == nil)
    }
}
