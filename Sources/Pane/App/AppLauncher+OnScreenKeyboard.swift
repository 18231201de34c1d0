#if canImport(Glibc)
import Glibc
#endif
internal import PaneInput
internal import PaneKit

extension AppLauncher {
    /// Chooses the on-screen keyboard's layouts (`KeyboardView.defaultLayouts`): those of
    /// `--onscreen-keyboard` or the board's `onscreen-keyboard` (`ara,us`), else the groups of
    /// `--keyboard-layout` or the board's `keyboard-layout` when one is given (`us,ru` gives a
    /// US and a Russian keyboard, the globe key between them), else the locale's
    /// (`OnScreenKeyboardLayout.defaultNames(locale:)`: `ar_EG.UTF-8` gives Arabic then US).
    /// A layout that cannot be made is left out with one line; none left, the US keyboard.
    /// `run` puts the previous layouts back when the app ends, so in-process runs (tests) do
    /// not leave the locale's keyboard to the keyboards made after them.
    static func applyOnScreenKeyboard(flags: CommandLineFlags, board: BoardProfile, program: String,
                                      environment: (String) -> String? = { getenv($0).map { String(cString: $0) } },
                                      log: (String) -> Void = { AppLauncher.log($0) }) {
        let physical = flags.keyboardLayout.flatMap { KeyboardLayout(parsing: $0) } ?? board.keyboardLayout
        let names = flags.onscreenKeyboard.map { OnScreenKeyboardLayout.names(in: $0) } ?? board.onscreenKeyboard ?? physical.map { $0.layouts.map { $0.variant.isEmpty ? $0.layout : "\($0.layout)(\($0.variant))" } }
            ?? OnScreenKeyboardLayout.defaultNames(locale: OnScreenKeyboardLayout.environmentLocale(environment))
        KeyboardView.defaultLayouts = OnScreenKeyboardLayout.layouts(named: names) { log("\(program): \($0)") }
    }
}
