import Testing
import PaneInput

/// Full pinyin through libpinyin with libpinyin-data 2.8.1 (the version in Debian 12 and 13):
/// the candidates and their order are that data's, held in here exactly.
@Suite(.serialized) struct PinyinInputMethodTests {
    private func type(_ keys: String, into engine: PinyinInputMethod) -> [InputMethodEdit] {
        keys.map { engine.process(String($0)) }
    }

    private func first(_ count: Int, of engine: PinyinInputMethod) -> [String] {
        (0..<min(count, engine.candidateCount)).map { engine.candidate(at: $0) }
    }

    @Test func nihaoHasNiHaoFirst() throws {
        let engine = try PinyinInputMethod()
        #expect(engine.name == "pinyin")
        #expect(type("nihao", into: engine).last == InputMethodEdit(marked: "nihao"))
        #expect(first(6, of: engine) == ["你好", "你", "尼", "呢", "泥", "妮"])
        #expect(engine.candidate(at: 0) == "你好")
        #expect(engine.candidateCount == 126)
    }

    @Test func choosingAPartialCandidateKeepsTheRestComposing() throws {
        let engine = try PinyinInputMethod()
        _ = type("nihaoma", into: engine)
        #expect(first(4, of: engine) == ["你好吗", "你号码", "你好", "你"])
        // 你 stands for "ni": "haoma" goes on composing, with its own candidates.
        #expect(engine.chooseCandidate(at: 3) == InputMethodEdit(committed: "你", marked: "haoma"))
        #expect(engine.letters == "haoma")
        // On its own, libpinyin's best for "haoma" is 号码 (a phone number), not 好吗.
        #expect(first(2, of: engine) == ["号码", "好吗"])
        // A space chooses the best: all of the rest, nothing left composing.
        #expect(engine.process(" ") == InputMethodEdit(committed: "号码", marked: ""))
        #expect(engine.candidateCount == 0)
    }

    @Test func backspaceDeletesALetter() throws {
        let engine = try PinyinInputMethod()
        _ = type("nihaom", into: engine)
        #expect(engine.process("\u{8}") == InputMethodEdit(marked: "nihao"))
        #expect(engine.candidate(at: 0) == "你好")
        _ = type("\u{8}\u{8}\u{8}\u{8}", into: engine)
        #expect(engine.process("\u{8}") == InputMethodEdit(marked: ""))
        #expect(engine.candidateCount == 0)
        // Nothing composing: keys go on as typed.
        #expect(engine.process("\u{8}") == InputMethodEdit(handled: false))
        #expect(engine.process(" ") == InputMethodEdit(handled: false))
    }

    @Test func flushCommitsTheLettersAsTyped() throws {
        let engine = try PinyinInputMethod()
        _ = type("zhong", into: engine)
        #expect(engine.flush() == InputMethodEdit(committed: "zhong"))
        #expect(engine.candidateCount == 0)
        _ = type("wo", into: engine)
        #expect(engine.process("\n") == InputMethodEdit(committed: "wo"))
        _ = type("ta", into: engine)
        #expect(engine.process("3") == InputMethodEdit(committed: "ta", handled: false))
    }

    @Test func aCompositionAtItsLongestCommitsItsBestFirst() throws {
        let engine = try PinyinInputMethod()
        let long = String(repeating: "nihao", count: 13)   // 65 letters
        let edits = type(long, into: engine)
        #expect(edits.dropLast().allSatisfy { $0.committed.isEmpty })
        // The 65th letter: libpinyin's best for the 64 before it commits, the letter composes.
        let last = try #require(edits.last)
        #expect(!last.committed.isEmpty && last.committed.unicodeScalars.allSatisfy { $0.value >= 0x4E00 })
        #expect(last.marked == "o" && engine.letters == "o")
    }

    @Test func aMissingDataDirectoryIsOneClearError() {
        #expect(throws: InputMethodError.self) { try PinyinInputMethod(dataDirectory: "/nonexistent/libpinyin") }
        do {
            _ = try PinyinInputMethod(dataDirectory: "/nonexistent/libpinyin")
        } catch {
            #expect(error.description == "pinyin input method: libpinyin cannot read its data in /nonexistent/libpinyin: apt install libpinyin-data")
        }
    }
}
