internal import CPaneText
internal import CHarfBuzz

/// The language a text is likely in, judged from its writing system alone: enough to speak an
/// Arabic label in an English app with an Arabic voice, never enough to tell German from
/// English (both Latin): that takes the app's word (`accessibilityLanguage`).
public enum TextLanguage {
    /// How many characters of a text are looked at: a screen's worth; a megabyte is not walked.
    public static let charactersExamined = 4_000

    /// The writing system most of `text`'s letters are in, as an ISO 15924 code ("Latn", "Arab",
    /// "Cyrl"), with Japanese (kana, and kanji beside them) as "Jpan" and Korean (hangul, and hanja
    /// beside it) as "Kore"; `nil` for text without letters (digits, prices, emoji, punctuation).
    public static func mainScript(of text: String) -> String? {
        let funcs = hb_unicode_funcs_get_default()
        var counts: [UInt32: Int] = [:]
        var order: [UInt32] = []
        for scalar in text.unicodeScalars.prefix(charactersExamined) {
            let s = hb_unicode_script(funcs, scalar.value).rawValue
            if s == Script.common || s == Script.inherited || s == Script.unknown { continue }
            if counts[s] == nil { order.append(s) }
            counts[s, default: 0] += 1
        }
        let kana = (counts[Script.hiragana] ?? 0) + (counts[Script.katakana] ?? 0)
        let hangul = counts[Script.hangul] ?? 0
        // Kanji count as Japanese beside kana, hanja as Korean beside hangul.
        if kana > 0 || hangul > 0, let han = counts.removeValue(forKey: Script.han) {
            if kana >= hangul { counts[Script.hiragana, default: 0] += han } else { counts[Script.hangul, default: 0] += han }
        }
        var best: (script: UInt32, count: Int)?
        for s in order {
            guard let n = counts[s] else { continue }
            if best == nil || n > best!.count { best = (s, n) }
        }
        guard let best else { return nil }
        switch best.script {
        case Script.hiragana, Script.katakana: return "Jpan"
        case Script.hangul: return "Kore"
        default: return code(best.script)
        }
    }

    /// The script a locale's language is written in (ICU's likely subtags: "Cyrl" for `uk`,
    /// "Arab" for `ar_EG.UTF-8`, "Jpan" for `ja`, "Hans" for `zh`); `nil` when ICU does not know it.
    public static func likelyScript(ofLocale locale: String) -> String? {
        var script = [CChar](repeating: 0, count: 5)
        guard pane_locale_likely_script(locale, &script) == 0 else { return nil }
        return String(decoding: script.prefix(4).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The language to speak `text` in when it is not written as `locale`'s language is: the
    /// usual language of its main script (`usualLanguage(ofScript:)`), or `nil` when it is written
    /// like the locale's language (a Ukrainian app's Cyrillic label stays Ukrainian), has no
    /// letters, or is in a script with no usual language here. A `nil` or unknown locale counts
    /// as English.
    public static func language(of text: String, besides locale: String?) -> String? {
        guard let script = mainScript(of: text) else { return nil }
        let own = locale.flatMap(likelyScript(ofLocale:)) ?? "Latn"
        if writes(own, as: script) { return nil }
        return usualLanguage(ofScript: script)
    }

    /// Whether a locale written in `localeScript` writes text whose main script is `textScript`:
    /// the same code, or Han text in a Chinese ("Hans", "Hant"), Japanese or Korean locale.
    static func writes(_ localeScript: String, as textScript: String) -> Bool {
        if localeScript == textScript { return true }
        guard textScript == "Hani" else { return false }
        return ["Hans", "Hant", "Jpan", "Kore"].contains(localeScript)
    }

    /// The language most people writing `script` speak, as a BCP 47 language ("ar" for Arabic
    /// script, "ru" for Cyrillic, "zh" for Han alone): a guess for text of that script in an app
    /// of another language; `nil` for a script not listed.
    public static func usualLanguage(ofScript script: String) -> String? {
        usualLanguages[script]
    }

    /// The largest language of each script (by speakers, as Unicode's CLDR likely subtags give
    /// each language's script, read the other way), for the scripts espeak-ng has voices for.
    static let usualLanguages: [String: String] = [
        "Latn": "en", "Cyrl": "ru", "Grek": "el", "Arab": "ar", "Hebr": "he", "Hani": "zh", "Jpan": "ja",
        "Kore": "ko", "Thai": "th", "Deva": "hi", "Beng": "bn", "Taml": "ta", "Telu": "te", "Knda": "kn",
        "Mlym": "ml", "Gujr": "gu", "Guru": "pa", "Orya": "or", "Sinh": "si", "Mymr": "my", "Geor": "ka",
        "Armn": "hy", "Ethi": "am",
    ]

    /// An hb_script_t's ISO 15924 code, as HarfBuzz packs it (hb-common.h: four letters, big-endian).
    static func code(_ script: UInt32) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: script >> UInt32($0)) }, as: UTF8.self)
    }
}
