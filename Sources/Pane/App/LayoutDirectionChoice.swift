#if canImport(Glibc)
import Glibc
#endif

/// The app's layout direction at launch: `--layout-direction`, else the board's
/// `layout-direction`, else the locale's language (`LC_ALL`, `LC_MESSAGES`, then `LANG`, as
/// gettext reads them; `ar_EG.UTF-8`, `he_IL`, `fa_IR` are right to left).
enum LayoutDirectionChoice {
    /// The direction, and a line to log when the locale names a language ICU does not know
    /// (laid out left to right then).
    static func resolve(flag: UserInterfaceLayoutDirection?, board: UserInterfaceLayoutDirection?,
                        environment: (String) -> String? = { getenv($0).map { String(cString: $0) } })
        -> (direction: UserInterfaceLayoutDirection, warning: String?) {
        if let flag { return (flag, nil) }
        if let board { return (board, nil) }
        var found: String?
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment(name), !value.isEmpty { found = value; break }
        }
        guard let locale = found, locale != "C", locale != "POSIX", !locale.hasPrefix("C.") else { return (.leftToRight, nil) }
        switch LocaleDirection.isRightToLeft(locale) {
        case true?: return (.rightToLeft, nil)
        case false?: return (.leftToRight, nil)
        case nil: return (.leftToRight, "unknown locale '\(locale)': laying out left to right")
        }
    }
}
