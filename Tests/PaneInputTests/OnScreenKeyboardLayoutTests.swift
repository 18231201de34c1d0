import Testing
@testable import PaneInput

/// On-screen layouts derived from xkb-data's keymaps: the keys of the four main rows, level 1
/// and shifted.
@Suite struct OnScreenKeyboardLayoutTests {
    /// Each row's level-1 texts joined, rows separated by spaces, then the same shifted.
    static func rows(_ name: String) throws -> (String, String, OnScreenKeyboardLayout) {
        let l = try OnScreenKeyboardLayout(#require(KeyboardLayout(parsing: name)))
        return (l.rows.map { $0.map(\.text).joined() }.joined(separator: " "),
                l.rows.map { $0.map(\.shiftedText).joined() }.joined(separator: " "), l)
    }

    @Test("the seven layouts' rows, level 1 and shifted, as XKB lays them out") func sevenLayouts() throws {
        let expected: [(String, String, String, String?)] = [
            ("us", "1234567890 qwertyuiop asdfghjkl zxcvbnm", "!@#$%^&*() QWERTYUIOP ASDFGHJKL ZXCVBNM", "en"),
            ("ara", "1234567890 ضصثقفغعهخحجد شسيبلاتنمكط ئءؤرﻻىةوزظ",
             "!@#$%^&*)( \u{64B}\u{64C}\u{64E}\u{64F}ﻹإ`÷×؛<> \u{64D}\u{650}][ﻷأـ،/:\" ~\u{652}}{ﻵآ',.؟", "ar"),
            ("il", "1234567890 קראטוןםפ שדגכעיחלךף זסבהנמצתץ", "!@#$%^&*)( ERTYUIOP ASDFGHJKL: ZXCVBNM><", "he"),
            ("ru", "1234567890 йцукенгшщзхъ фывапролджэ ячсмитьбю", "!\"№;%:?*() ЙЦУКЕНГШЩЗХЪ ФЫВАПРОЛДЖЭ ЯЧСМИТЬБЮ", "ru"),
            ("gr", "1234567890 ςερτυθιοπ ασδφγηξκλ ζχψωβνμ", "!@#$%^&*() ΣΕΡΤΥΘΙΟΠ ΑΣΔΦΓΗΞΚΛ ΖΧΨΩΒΝΜ", "el"),
            ("de", "1234567890ß qwertzuiopü asdfghjklöä yxcvbnm", "!\"§$%&/()=? QWERTZUIOPÜ ASDFGHJKLÖÄ YXCVBNM", "de"),
            ("fr", "&é\"'(-è_çà azertyuiop qsdfghjklmù wxcvbn", "1234567890 AZERTYUIOP QSDFGHJKLM% WXCVBN", "fr"),
        ]
        for (name, plain, shifted, language) in expected {
            let (p, s, layout) = try Self.rows(name)
            #expect(p == plain, "\(name)")
            #expect(s == shifted, "\(name)")
            #expect(layout.name == name && layout.primaryLanguage == language && layout.hasShift)
            #expect(layout.makeInputMethod == nil)
        }
    }

    @Test("dead keys are left out: German ´ (AE12), French ^ (AD11), Greek tonos (AC10)") func deadKeys() throws {
        #expect(try Self.rows("de").0.split(separator: " ")[0].count == 11)
        #expect(try Self.rows("fr").0.split(separator: " ")[1] == "azertyuiop")
        #expect(try Self.rows("gr").0.split(separator: " ")[2] == "ασδφγηξκλ")
        // The variant without dead keys types them: de(nodeadkeys) keeps ´ out all the same
        // (it is punctuation), and its rows are the same letters.
        #expect(try Self.rows("de(nodeadkeys)").0 == Self.rows("de").0)
    }

    @Test("a layout names one group: us,ru makes the US rows") func firstGroup() throws {
        #expect(try Self.rows("us,ru").0 == Self.rows("us").0)
    }

    @Test("the fallback without XKB is the US layout's letters and digits") func fallback() throws {
        let us = try Self.rows("us").2
        #expect(OnScreenKeyboardLayout.fallback.rows == us.rows)
        #expect(OnScreenKeyboardLayout.standard.rows == us.rows)
    }

    @Test("locales choose layouts: ar then us, he il, ru, el gr, de, fr, anything else us") func locales() {
        let cases: [(String?, [String])] = [
            ("ar_EG.UTF-8", ["ara", "us"]), ("he_IL.UTF-8", ["il"]), ("ru_RU.UTF-8", ["ru"]), ("el_GR", ["gr"]),
            ("de_DE.UTF-8", ["de"]), ("fr_FR@euro", ["fr"]), ("fr", ["fr"]), ("en_GB.UTF-8", ["us"]),
            ("ko_KR.UTF-8", ["kr", "us"]), ("zh_CN.UTF-8", ["cn", "us"]), ("zh_SG", ["cn", "us"]),
            ("zh_TW.UTF-8", ["us"]), ("C.UTF-8", ["us"]), ("POSIX", ["us"]), ("", ["us"]), (nil, ["us"]), ("xx_YY", ["us"]),
        ]
        for (locale, names) in cases { #expect(OnScreenKeyboardLayout.defaultNames(locale: locale) == names, "\(locale ?? "nil")") }
        let env = ["LC_ALL": "", "LC_MESSAGES": "ru_RU.UTF-8", "LANG": "de_DE.UTF-8"]
        #expect(OnScreenKeyboardLayout.environmentLocale { env[$0] } == "ru_RU.UTF-8")
        #expect(OnScreenKeyboardLayout.environmentLocale { _ in nil } == nil)
    }

    @Test("a flag's or board's list of names: commas, blanks around them ignored") func namesInList() {
        #expect(OnScreenKeyboardLayout.names(in: "ara,us") == ["ara", "us"])
        #expect(OnScreenKeyboardLayout.names(in: " de(nodeadkeys) ,\tfr,, ") == ["de(nodeadkeys)", "fr"])
        #expect(OnScreenKeyboardLayout.names(in: ",") == [])
    }

    @Test("an unknown or malformed name: one line each, left out; none left, the US keyboard") func unknownNames() {
        var lines: [String] = []
        let one = OnScreenKeyboardLayout.layouts(named: ["xx", "ru"]) { lines.append($0) }
        #expect(one.map(\.name) == ["ru"])
        #expect(lines == ["on-screen keyboard: unknown layout 'xx' (not in xkb-data); left out"])
        lines = []
        let none = OnScreenKeyboardLayout.layouts(named: ["de(bogus)", "ru("]) { lines.append($0) }
        #expect(none.map(\.name) == ["us"])
        #expect(lines == ["on-screen keyboard: unknown layout 'de(bogus)' (not in xkb-data); left out",
                          "on-screen keyboard: 'ru(' is not an XKB layout such as ru or de(nodeadkeys); left out"])
    }
}
