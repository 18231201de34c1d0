import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI
@testable import PaneKit
import PaneTestSupport

/// A text field edited with the world's keyboards: right-to-left and mixed text and bidi control
/// characters keep the caret on grapheme boundaries, and backspace takes one grapheme.
@MainActor
@Suite(.serialized) struct KeyboardLayoutsFieldTests {
    typealias Rig = TextFieldTests.Rig

    /// A field editing `text` with the caret at `caret`, its keyboard in `layouts`.
    func editing(_ text: String, caret: Int, layouts: [String]) throws -> (Rig, KeyboardView) {
        let r = Rig(Rect(x: 20, y: 20, width: 500, height: 44))
        let keyboard = KeyboardView(frame: .zero)
        keyboard.layouts = try layouts.map { try OnScreenKeyboardLayout(#require(KeyboardLayout(parsing: $0))) }
        keyboard.isHidden = true
        r.window.addSubview(keyboard)
        r.field.text = text
        r.tapField()
        r.frames(20)
        #expect(r.field.isEditing && keyboard.isShowing)
        r.field.caretOffset = caret
        return (r, keyboard)
    }

    func tap(_ r: Rig, _ k: KeyboardView, _ caption: String) throws {
        let f = try #require(k.keyFrame(for: caption), "no key \(caption)")
        r.tap(Point(x: f.midX, y: f.midY))
    }

    /// Every caret position reached by the arrow keys' visual moves from `start`, both ways, and
    /// each position's x inside the field.
    func visualWalk(_ r: Rig) -> Set<Int> {
        var seen: Set<Int> = [r.field.caretOffset]
        for step in [1, -1] {
            for _ in 0..<60 {
                let before = r.field.caretOffset
                r.field.moveCaretVisually(by: step)
                if r.field.caretOffset == before { break }
                seen.insert(r.field.caretOffset)
                let x = r.field.caretX(forOffset: r.field.caretOffset)
                #expect(x.isFinite && x >= 0 && x <= r.field.bounds.width)
            }
        }
        return seen
    }

    @Test("Arabic keys typed between bidi controls (RLO … PDF, RLM, an isolate): inserted at the caret, backspace one grapheme at a time")
    func arabicAmongBidiControls() throws {
        let text = "ab\u{202E}cd\u{202C}\u{200F}\u{2067}ש\u{2069}"
        let (r, k) = try editing(text, caret: 3, layouts: ["ara"])   // after RLO
        try tap(r, k, "س")
        try tap(r, k, "ل")
        #expect(r.field.text == "ab\u{202E}سلcd\u{202C}\u{200F}\u{2067}ש\u{2069}" && r.field.caretOffset == 5)
        r.field.caretOffset = 9   // after RLM
        try tap(r, k, "م")
        #expect(r.field.text == "ab\u{202E}سلcd\u{202C}\u{200F}م\u{2067}ש\u{2069}" && r.field.caretOffset == 10)
        #expect(visualWalk(r) == Set(0...r.field.text.count), "every boundary reachable, no other")
        // Backspace from the end: one Character each, the controls too, the caret following.
        r.field.caretOffset = r.field.text.count
        var texts: [String] = []
        while !r.field.text.isEmpty {
            try tap(r, k, "⌫")
            texts.append(r.field.text)
            #expect(r.field.caretOffset == r.field.text.count)
        }
        #expect(texts.count == 13)
        #expect(texts[0] == "ab\u{202E}سلcd\u{202C}\u{200F}م\u{2067}ש")
        #expect(texts[3] == "ab\u{202E}سلcd\u{202C}\u{200F}")
        #expect(texts[4] == "ab\u{202E}سلcd\u{202C}")
    }

    @Test("a mark typed with shift joins the letter before it; backspace takes the grapheme, as the text breaks it")
    func arabicMarkJoins() throws {
        let (r, k) = try editing("", caret: 0, layouts: ["ara"])
        try tap(r, k, "ب")
        try tap(r, k, KeyboardView.shiftCaption)
        try tap(r, k, "\u{64E}")   // fatha, shifted ض
        #expect(r.field.text == "ب\u{64E}" && r.field.text.count == 1 && r.field.caretOffset == 1)
        try tap(r, k, "ت")
        #expect(r.field.text == "ب\u{64E}ت" && r.field.caretOffset == 2)
        r.field.caretOffset = 1
        try tap(r, k, "⌫")
        #expect(r.field.text == "ت" && r.field.caretOffset == 0)
    }

    @Test("mixed Hebrew and Latin by the globe key: typed in order, the caret's slots all reachable")
    func mixedByGlobe() throws {
        let (r, k) = try editing("", caret: 0, layouts: ["il", "us"])
        for c in ["ש", "ל", "ו", "ם", "space", KeyboardView.globeCaption, "a", "b", "c", "space", "1"] { try tap(r, k, c) }
        #expect(r.field.text == "שלום abc 1")
        #expect(r.field.caretOffset == 10)
        #expect(visualWalk(r) == Set(0...10))
        r.field.caretOffset = 7
        try tap(r, k, "⌫")
        #expect(r.field.text == "שלום ac 1" && r.field.caretOffset == 6)
    }
}
