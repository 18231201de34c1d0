internal import CPaneText

/// Which way a locale's language writes, from ICU's locale data.
public enum LocaleDirection {
    /// Whether the language of `locale` (a POSIX locale such as `ar_EG.UTF-8`, `he_IL`, `de_DE`, or
    /// a language code) writes right to left; `nil` when ICU knows no such language.
    public static func isRightToLeft(_ locale: String) -> Bool? {
        switch pane_locale_is_right_to_left(locale) {
        case 1: true
        case 0: false
        default: nil
        }
    }
}
