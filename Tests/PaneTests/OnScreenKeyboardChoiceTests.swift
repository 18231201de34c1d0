import Testing
@testable import Pane
import PaneInput
@testable import PaneKit

/// Which layouts the launcher gives the on-screen keyboard: `--keyboard-layout`'s groups, the
/// board's, else the locale's.
@MainActor
@Suite(.serialized) struct OnScreenKeyboardChoiceTests {
    /// The names `applyOnScreenKeyboard` chose and the lines it logged, `defaultLayouts` put back.
    func choose(flag: String? = nil, board: String? = nil, onscreen: String? = nil, boardOnscreen: String? = nil,
                env: [String: String] = [:]) -> ([String], [String]) {
        let saved = KeyboardView.defaultLayouts
        defer { KeyboardView.defaultLayouts = saved }
        var flags = CommandLineFlags()
        flags.keyboardLayout = flag
        flags.onscreenKeyboard = onscreen
        var profile = BoardProfile(name: "test")
        profile.keyboardLayout = board.flatMap { KeyboardLayout(parsing: $0) }
        if let boardOnscreen {
            profile = try! BoardProfile(parsing: "onscreen-keyboard = \(boardOnscreen)\n", name: "test", source: "t.board")
        }
        var lines: [String] = []
        AppLauncher.applyOnScreenKeyboard(flags: flags, board: profile, program: "kiosk",
                                          environment: { env[$0] }, log: { lines.append($0) })
        return (KeyboardView.defaultLayouts.map(\.name), lines)
    }

    @Test("the locale: ar_EG Arabic then US, he_IL Hebrew, de_DE German; C and none, US")
    func locale() {
        #expect(choose(env: ["LANG": "ar_EG.UTF-8"]).0 == ["ara", "us"])
        #expect(choose(env: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "he_IL.UTF-8"]).0 == ["il"])
        #expect(choose(env: ["LC_ALL": "el_GR.UTF-8", "LANG": "fr_FR.UTF-8"]).0 == ["gr"])
        #expect(choose(env: ["LANG": "C.UTF-8"]).0 == ["us"])
        #expect(choose().0 == ["us"] && choose().1.isEmpty)
    }

    @Test("--keyboard-layout's groups, over the board's and the locale's; the board's over the locale's")
    func flagAndBoard() {
        #expect(choose(flag: "us,ru grp:alt_shift_toggle", board: "de", env: ["LANG": "ar_EG.UTF-8"]).0 == ["us", "ru"])
        #expect(choose(flag: "de(nodeadkeys)").0 == ["de(nodeadkeys)"])
        #expect(choose(board: "fr,us", env: ["LANG": "ru_RU.UTF-8"]).0 == ["fr", "us"])
    }

    @Test("a layout that cannot be made: one line, left out; none left, the US keyboard")
    func unknown() {
        let (names, lines) = choose(board: "xx")
        #expect(names == ["us"])
        #expect(lines == ["kiosk: on-screen keyboard: unknown layout 'xx' (not in xkb-data); left out"])
    }

    @Test("--onscreen-keyboard over the board's onscreen-keyboard, both over the keyboard layout and the locale")
    func onscreenFlagAndBoard() {
        #expect(choose(flag: "de", onscreen: "ara,us", boardOnscreen: "ru", env: ["LANG": "fr_FR.UTF-8"]).0 == ["ara", "us"])
        #expect(choose(flag: "de", boardOnscreen: " ru , gr ", env: ["LANG": "fr_FR.UTF-8"]).0 == ["ru", "gr"])
        #expect(choose(onscreen: "de(nodeadkeys),il").0 == ["de(nodeadkeys)", "il"])
    }

    @Test("--onscreen-keyboard with an unknown name: one line, the others kept; only unknown ones, the US keyboard")
    func onscreenUnknown() {
        #expect(choose(onscreen: "ru,klingon") == (["ru"], ["kiosk: on-screen keyboard: unknown layout 'klingon' (not in xkb-data); left out"]))
        #expect(choose(onscreen: "klingon", env: ["LANG": "de_DE.UTF-8"]) == (["us"], ["kiosk: on-screen keyboard: unknown layout 'klingon' (not in xkb-data); left out"]))
    }

    @Test("a launched app's keyboards get --keyboard-layout's layouts; after the run the previous ones are back")
    func launchedApp() {
        let before = KeyboardView.defaultLayouts.map(\.name)
        var during: [String] = []
        let status = AppLauncher.run(arguments: ["--display", "headless", "--size", "40x20", "--keyboard-layout", "gr,ru"],
                                     program: "t") { _, _ in
            during = KeyboardView(frame: .zero).layouts.map(\.name)
            return .init()
        }
        #expect(status == 0 && during == ["gr", "ru"])
        #expect(KeyboardView.defaultLayouts.map(\.name) == before)
        let second = AppLauncher.run(arguments: ["--display", "headless", "--size", "40x20", "--onscreen-keyboard=fr,us"],
                                     program: "t") { _, _ in
            during = KeyboardView(frame: .zero).layouts.map(\.name)
            return .init()
        }
        #expect(second == 0 && during == ["fr", "us"])
    }
}
