extension OnScreenKeyboardLayout {
    /// Korean, the 2-set (dubeolsik) keyboard through libhangul (`HangulInputMethod`): the US
    /// layout's keys, which send their Latin letters to the engine, captioned with the jamo
    /// they stand for (ㅂ on q; shifted ㅃ on Q), as iOS's Korean keyboard shows them. Throws
    /// when libhangul cannot be opened.
    public static func hangul() throws(InputMethodError) -> OnScreenKeyboardLayout {
        _ = try HangulInputMethod()
        var layout = standard
        layout.name = "kr"
        layout.primaryLanguage = "ko"
        layout.rows = layout.rows.map { row in
            row.map { key in
                guard let jamo = twoSetJamo[key.text] else { return key }
                return Key(key.text, shifted: key.shiftedText, caption: jamo,
                           shiftedCaption: twoSetShiftedJamo[key.text] ?? jamo)
            }
        }
        layout.makeInputMethod = { try? HangulInputMethod() }
        return layout
    }

    /// Chinese by full pinyin through libpinyin (`PinyinInputMethod`): the US layout's keys,
    /// the letters composing pinyin, candidates in the keyboard's candidate bar. Throws when
    /// libpinyin or its data cannot be opened.
    public static func pinyin() throws(InputMethodError) -> OnScreenKeyboardLayout {
        _ = try PinyinInputMethod()
        var layout = standard
        layout.name = "cn"
        layout.primaryLanguage = "zh-Hans"
        layout.makeInputMethod = { try? PinyinInputMethod() }
        return layout
    }

    /// The layouts made with an input method rather than from XKB alone, by the XKB name of
    /// their country's layout: `kr` Korean (hangul), `cn` Chinese (pinyin).
    static func inputMethodLayout(named name: String) -> (() throws(InputMethodError) -> OnScreenKeyboardLayout)? {
        switch name {
        case "kr": return hangul
        case "cn": return pinyin
        default: return nil
        }
    }

    /// The 2-set keyboard's jamo on the US letter keys (KS X 5002, the layout libhangul's
    /// keyboard "2" implements: hangul-keyboard-2.h in libhangul's sources).
    static let twoSetJamo: [String: String] = [
        "q": "ㅂ", "w": "ㅈ", "e": "ㄷ", "r": "ㄱ", "t": "ㅅ", "y": "ㅛ", "u": "ㅕ", "i": "ㅑ", "o": "ㅐ", "p": "ㅔ",
        "a": "ㅁ", "s": "ㄴ", "d": "ㅇ", "f": "ㄹ", "g": "ㅎ", "h": "ㅗ", "j": "ㅓ", "k": "ㅏ", "l": "ㅣ",
        "z": "ㅋ", "x": "ㅌ", "c": "ㅊ", "v": "ㅍ", "b": "ㅠ", "n": "ㅜ", "m": "ㅡ",
    ]

    /// The 2-set keys whose shift types another jamo: the tense consonants and ㅒ ㅖ.
    static let twoSetShiftedJamo: [String: String] = [
        "q": "ㅃ", "w": "ㅉ", "e": "ㄸ", "r": "ㄲ", "t": "ㅆ", "o": "ㅒ", "p": "ㅖ",
    ]
}
