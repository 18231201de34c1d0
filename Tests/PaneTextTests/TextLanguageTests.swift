import Testing
@testable import PaneText

/// The language a text's writing system suggests, for speaking each label in a voice that can
/// read it.
struct TextLanguageTests {
    @Test func theMainScriptIsTheOneWithTheMostLetters() {
        #expect(TextLanguage.mainScript(of: "Coffee") == "Latn")
        #expect(TextLanguage.mainScript(of: "مرحبا بكم") == "Arab")
        #expect(TextLanguage.mainScript(of: "שלום") == "Hebr")
        #expect(TextLanguage.mainScript(of: "Привет, мир") == "Cyrl")
        #expect(TextLanguage.mainScript(of: "Καλημέρα") == "Grek")
        #expect(TextLanguage.mainScript(of: "中文菜单") == "Hani")
        // Kanji beside kana are Japanese, hanja beside hangul Korean.
        #expect(TextLanguage.mainScript(of: "日本語のメニュー") == "Jpan")
        #expect(TextLanguage.mainScript(of: "漢字漢字 한국") == "Kore")
        // Two Latin letters and a sentence of Arabic: Arabic.
        #expect(TextLanguage.mainScript(of: "OK مرحبا بكم في المتحف") == "Arab")
        // Prices, times, punctuation and emoji have no letters.
        #expect(TextLanguage.mainScript(of: "€3.00 · 12:30 ☕️") == nil)
        #expect(TextLanguage.mainScript(of: "") == nil)
    }

    @Test func aLocaleHasTheScriptICUExpectsForItsLanguage() {
        #expect(TextLanguage.likelyScript(ofLocale: "uk") == "Cyrl")
        #expect(TextLanguage.likelyScript(ofLocale: "ar_EG.UTF-8") == "Arab")
        #expect(TextLanguage.likelyScript(ofLocale: "de_DE") == "Latn")
        #expect(TextLanguage.likelyScript(ofLocale: "ja") == "Jpan")
        #expect(TextLanguage.likelyScript(ofLocale: "ko_KR.UTF-8") == "Kore")
        #expect(TextLanguage.likelyScript(ofLocale: "zh") == "Hans")
        #expect(TextLanguage.likelyScript(ofLocale: "zh_TW") == "Hant")
        #expect(TextLanguage.likelyScript(ofLocale: "xqz") == nil)
        #expect(TextLanguage.likelyScript(ofLocale: "") == nil)
    }

    @Test func textInAnotherScriptThanTheAppsGetsThatScriptsLanguage() {
        #expect(TextLanguage.language(of: "قهوة", besides: "en") == "ar")
        #expect(TextLanguage.language(of: "Coffee", besides: "ar_EG.UTF-8") == "en")
        #expect(TextLanguage.language(of: "Привет", besides: "en") == "ru")
        #expect(TextLanguage.language(of: "中文", besides: "en") == "zh")
        #expect(TextLanguage.language(of: "カフェ", besides: "zh") == "ja")
        #expect(TextLanguage.language(of: "שלום", besides: nil) == "he")
        // Written as the app's own language is: the app's voice (a Ukrainian app's Cyrillic
        // stays Ukrainian, Latin text in a German app German).
        #expect(TextLanguage.language(of: "Привіт", besides: "uk") == nil)
        #expect(TextLanguage.language(of: "Kaffee", besides: "de") == nil)
        #expect(TextLanguage.language(of: "中文", besides: "ja") == nil)
        #expect(TextLanguage.language(of: "Coffee", besides: nil) == nil)
        // An unknown app language counts as English.
        #expect(TextLanguage.language(of: "Coffee", besides: "xqz") == nil)
        // No letters, no opinion; a script without a usual language here, none either.
        #expect(TextLanguage.language(of: "€3.00", besides: "ar") == nil)
        #expect(TextLanguage.language(of: "ᚠᚢᚦ", besides: "en") == nil)
    }

    @Test func aMegabyteIsJudgedByItsFirstScreen() {
        let text = String(repeating: "a", count: TextLanguage.charactersExamined) + String(repeating: "ب", count: 1_000_000)
        #expect(TextLanguage.mainScript(of: text) == "Latn")
    }
}
