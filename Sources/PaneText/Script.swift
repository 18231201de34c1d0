internal import CHarfBuzz

/// The script of each character (Unicode's Script property, from HarfBuzz), with Common and
/// Inherited characters (spaces, digits, punctuation, combining marks) taking the script of the
/// text around them, so that runs split only where the writing system changes.
enum Script {
    /// ISO 15924 tags as HarfBuzz spells them (hb-common.h).
    static let common = tag("Zyyy"), inherited = tag("Zinh"), unknown = tag("Zzzz")
    static let arabic = tag("Arab"), hebrew = tag("Hebr"), thai = tag("Thai"), devanagari = tag("Deva")
    static let han = tag("Hani"), hiragana = tag("Hira"), katakana = tag("Kana"), hangul = tag("Hang")

    static func tag(_ s: String) -> UInt32 {
        s.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Whether `scalar` belongs to no writing system of its own (Common, Inherited or Unknown: a
    /// space, a digit, punctuation, a combining mark, an emoji), so it may be drawn in the font of
    /// the text around it.
    static func isNeutral(_ scalar: UInt32) -> Bool {
        let s = hb_unicode_script(hb_unicode_funcs_get_default(), scalar).rawValue
        return s == common || s == inherited || s == unknown
    }

    /// The resolved script of each scalar.
    static func resolve(_ scalars: ArraySlice<UInt32>) -> [UInt32] {
        let funcs = hb_unicode_funcs_get_default()
        var scripts = scalars.map { hb_unicode_script(funcs, $0).rawValue }
        var last: UInt32?
        for i in scripts.indices {
            let s = scripts[i]
            if s == common || s == inherited || s == unknown {
                if let last { scripts[i] = last }
            } else {
                last = s
            }
        }
        // Leading neutral characters take the first real script after them.
        // Text with no real script at all (digits, emoji, punctuation) is all Common.
        let first = scripts.firstIndex(where: { $0 != common && $0 != inherited && $0 != unknown })
        for i in 0..<(first ?? scripts.count) { scripts[i] = first.map { scripts[$0] } ?? common }
        return scripts
    }

    /// The language fallback fonts are asked for, for text in `script`: the text's language when
    /// it names one for that script, else the usual one (Han: Japanese beside kana, Korean beside
    /// Hangul, else the text's language when it is Chinese, Japanese or Korean, else Simplified
    /// Chinese). `nil` leaves it to fontconfig (the locale's).
    static func language(for script: UInt32, textLanguage: String?, hasKana: Bool, hasHangul: Bool) -> String? {
        switch script {
        case arabic: return "ar"
        case hebrew: return "he"
        case thai: return "th"
        case devanagari: return "hi"
        case hangul: return "ko"
        case hiragana, katakana: return "ja"
        case han:
            if hasKana { return "ja" }
            if hasHangul { return "ko" }
            if let l = textLanguage?.lowercased(), l.hasPrefix("zh") || l.hasPrefix("ja") || l.hasPrefix("ko") { return l }
            return "zh-cn"
        default: return textLanguage
        }
    }
}
