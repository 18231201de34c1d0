import Testing
@testable import Pane

/// The app's layout direction at launch (issue 26, item 1): the flag, else the board, else the
/// locale's language as ICU knows it.
@Suite struct LayoutDirectionChoiceTests {
    func resolve(_ env: [String: String], flag: UserInterfaceLayoutDirection? = nil,
                 board: UserInterfaceLayoutDirection? = nil) -> (UserInterfaceLayoutDirection, String?) {
        let r = LayoutDirectionChoice.resolve(flag: flag, board: board) { env[$0] }
        return (r.direction, r.warning)
    }

    @Test("the flag wins over the board, the board over the locale")
    func order() {
        #expect(resolve(["LANG": "ar_EG.UTF-8"], flag: .leftToRight, board: .rightToLeft) == (.leftToRight, nil))
        #expect(resolve(["LANG": "ar_EG.UTF-8"], board: .leftToRight) == (.leftToRight, nil))
        #expect(resolve(["LANG": "de_DE.UTF-8"], board: .rightToLeft) == (.rightToLeft, nil))
    }

    @Test("locales: LC_ALL, then LC_MESSAGES, then LANG; right to left for Arabic, Hebrew, Persian, Urdu",
          arguments: [("ar_EG.UTF-8", UserInterfaceLayoutDirection.rightToLeft), ("he_IL", .rightToLeft),
                      ("fa_IR.UTF-8", .rightToLeft), ("ur_PK", .rightToLeft), ("de_DE.UTF-8", .leftToRight),
                      ("en_US.UTF-8", .leftToRight), ("zh_CN.UTF-8", .leftToRight), ("C", .leftToRight),
                      ("C.UTF-8", .leftToRight), ("POSIX", .leftToRight), ("ar", .rightToLeft)])
    func locales(locale: String, direction: UserInterfaceLayoutDirection) {
        #expect(resolve(["LANG": locale]) == (direction, nil))
        #expect(resolve(["LC_ALL": locale, "LANG": "en_GB.UTF-8"]).0 == direction)
        #expect(resolve(["LC_MESSAGES": locale, "LANG": "en_GB.UTF-8"]).0 == direction)
    }

    @Test("no locale is left to right; an unknown one too, with one line saying so")
    func unknown() {
        #expect(resolve([:]) == (.leftToRight, nil))
        #expect(resolve(["LANG": ""]) == (.leftToRight, nil))
        let r = resolve(["LANG": "qqq_ZZ.UTF-8"])
        #expect(r.0 == .leftToRight && r.1 == "unknown locale 'qqq_ZZ.UTF-8': laying out left to right")
    }

    @Test("--layout-direction takes ltr or rtl, nothing else")
    func flag() throws {
        #expect(try CommandLineFlags.parse(["--layout-direction", "rtl"]).layoutDirection == .rightToLeft)
        #expect(throws: CommandLineError("--layout-direction wants ltr or rtl, got 'left'")) {
            try CommandLineFlags.parse(["--layout-direction", "left"])
        }
    }
}
