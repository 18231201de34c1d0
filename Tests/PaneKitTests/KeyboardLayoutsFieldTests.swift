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
        var lines: [String] = []
        keyboard.layouts = OnScreenKeyboardLayout.layouts(named: layouts) { lines.append($0) }
        #expect(lines.isEmpty && keyboard.layouts.map(\.name) == layouts)
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

    @Test("Korean: the 2-set keys show jamo, send letters to libhangul, and the field shows the syllable marked until space")
    func korean() throws {
        let (r, k) = try editing("", caret: 0, layouts: ["kr", "us"])
        #expect(k.currentLayout.primaryLanguage == "ko" && k.keyFrame(for: "q") == nil)
        var marked: [String?] = []
        r.field.addAction(for: .editingChanged) { c in marked.append((c as! TextField).markedText) }
        for c in ["ㅎ", "ㅏ", "ㄴ"] { try tap(r, k, c) }
        #expect(r.field.text == "한" && r.field.markedText == "한" && k.markedText == "한")
        try tap(r, k, "ㄱ")
        try tap(r, k, "ㅡ")
        try tap(r, k, "ㄹ")
        #expect(r.field.text == "한글" && r.field.markedText == "글")
        try tap(r, k, "⌫")
        #expect(r.field.text == "한그" && r.field.markedText == "그", "backspace takes back a jamo")
        try tap(r, k, "space")
        #expect(r.field.text == "한그 " && r.field.markedText == nil && r.field.caretOffset == 3)
        #expect(k.candidateBar?.isHidden ?? true, "hangul has no candidates: no bar")
        try tap(r, k, KeyboardView.shiftCaption)
        try tap(r, k, "ㅃ")
        try tap(r, k, "ㅏ")
        try tap(r, k, KeyboardView.globeCaption)   // switching commits the syllable
        #expect(r.field.text == "한그 빠" && r.field.markedText == nil)
        try tap(r, k, "q")
        #expect(r.field.text == "한그 빠q")
        #expect(marked.first == "ㅎ")
    }

    @Test("Chinese: pinyin marked in the field, candidates in the keyboard's bar, a tapped candidate commits")
    func chinese() throws {
        let (r, k) = try editing("", caret: 0, layouts: ["cn"])
        #expect(k.candidateBar == nil || k.candidateBar!.isHidden)
        for c in ["n", "i", "h", "a", "o"] { try tap(r, k, c) }
        #expect(r.field.text == "nihao" && r.field.markedText == "nihao")
        let bar = try #require(k.candidateBar)
        r.window.layoutIfNeeded()
        #expect(!bar.isHidden && bar.superview === k && bar.frame.height == k.candidateViewHeight)
        let first = try #require(bar.contentFrame(ofCandidate: 0))
        let best = try #require(bar.inputMethod).candidate(at: 0)
        #expect(best == "你好")
        r.tap(bar.convert(Point(x: first.midX, y: bar.bounds.midY), to: nil))
        #expect(r.field.text == "你好" && r.field.markedText == nil && r.field.caretOffset == 2)
        r.window.layoutIfNeeded()
        #expect(bar.isHidden, "nothing composing: the bar hides and the keys take its room")
        try tap(r, k, "m")
        try tap(r, k, "a")
        try tap(r, k, "done")
        #expect(r.field.text == "你好ma", "done keeps the composition as typed")
        #expect(!r.field.isEditing && r.field.markedText == nil)
    }
}
