import Testing
@testable import PaneText

@Suite struct ScriptTests {
    @Test func neutralCharactersTakeTheScriptAroundThem() {
        // "(" and " " before Arabic take Arabic; the digits after Hebrew take Hebrew; a combining
        // mark takes its base's script.
        let s = Script.resolve(scalars("(سلام) שלום 12 e\u{301}")[...])
        #expect(s[0] == Script.arabic && s[5] == Script.arabic)
        #expect(s[7] == Script.hebrew && s[12] == Script.hebrew && s[13] == Script.hebrew)
        #expect(s[15] == Script.tag("Latn") && s[16] == Script.tag("Latn"))
        #expect(Script.resolve(scalars("12 😀")[...]).allSatisfy { $0 == Script.common })
    }

    @Test func fallbackLanguages() {
        #expect(Script.language(for: Script.arabic, textLanguage: nil, hasKana: false, hasHangul: false) == "ar")
        #expect(Script.language(for: Script.han, textLanguage: nil, hasKana: false, hasHangul: false) == "zh-cn")
        #expect(Script.language(for: Script.han, textLanguage: nil, hasKana: true, hasHangul: false) == "ja")
        #expect(Script.language(for: Script.han, textLanguage: nil, hasKana: false, hasHangul: true) == "ko")
        #expect(Script.language(for: Script.han, textLanguage: "zh-TW", hasKana: false, hasHangul: false) == "zh-tw")
        #expect(Script.language(for: Script.han, textLanguage: "de", hasKana: false, hasHangul: false) == "zh-cn")
        #expect(Script.language(for: Script.tag("Latn"), textLanguage: "de", hasKana: false, hasHangul: false) == "de")
    }
}
