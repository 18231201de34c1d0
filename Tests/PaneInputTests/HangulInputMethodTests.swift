import Testing
import PaneInput

/// The 2-set keyboard through libhangul (libhangul1 0.1.0, Debian 12 and 13): the edits are
/// exact, jamo by jamo.
@Suite struct HangulInputMethodTests {
    /// Sends `keys` one at a time and returns each edit.
    private func type(_ keys: String, into engine: HangulInputMethod) -> [InputMethodEdit] {
        keys.map { engine.process(String($0)) }
    }

    @Test func typingGksrmfComposesHangeul() throws {
        let engine = try HangulInputMethod()
        #expect(engine.name == "hangul")
        // g k s: ㅎ ㅏ ㄴ make 한; r (ㄱ) cannot join ㄴ as a final, so 한 commits and ㄱ starts 글.
        #expect(type("gksrmf", into: engine) == [
            InputMethodEdit(marked: "ㅎ"),
            InputMethodEdit(marked: "하"),
            InputMethodEdit(marked: "한"),
            InputMethodEdit(committed: "한", marked: "ㄱ"),
            InputMethodEdit(marked: "그"),
            InputMethodEdit(marked: "글"),
        ])
        #expect(engine.flush() == InputMethodEdit(committed: "글"))
        #expect(engine.flush() == InputMethodEdit())
    }

    @Test func aFinalConsonantMovesToTheNextSyllable() throws {
        let engine = try HangulInputMethod()
        // 각 then ㅏ: the ㄱ leaves 각 to begin 가, and the first 가 commits.
        #expect(type("rkrk", into: engine).last == InputMethodEdit(committed: "가", marked: "가"))
    }

    @Test func backspaceTakesBackOneJamo() throws {
        let engine = try HangulInputMethod()
        _ = type("gks", into: engine)
        #expect(engine.process("\u{8}") == InputMethodEdit(marked: "하"))
        #expect(engine.process("\u{8}") == InputMethodEdit(marked: "ㅎ"))
        #expect(engine.process("\u{8}") == InputMethodEdit(marked: ""))
        // Nothing composing: the field deletes a character itself.
        #expect(engine.process("\u{8}") == InputMethodEdit(handled: false))
    }

    @Test func aSpaceOrADigitCommitsAndGoesOn() throws {
        let engine = try HangulInputMethod()
        _ = type("rk", into: engine)
        #expect(engine.process(" ") == InputMethodEdit(committed: "가", handled: false))
        _ = type("dk", into: engine)
        #expect(engine.process("7") == InputMethodEdit(committed: "아", handled: false))
        #expect(engine.process("\n") == InputMethodEdit(handled: false))
    }

    @Test func shiftedKeysAreTenseConsonants() throws {
        let engine = try HangulInputMethod()
        // Q is ㅃ, shifted O is ㅒ (the 2-set's shifted row).
        #expect(type("QO", into: engine).last == InputMethodEdit(marked: "뺴"))
        #expect(engine.candidateCount == 0)
    }
}
