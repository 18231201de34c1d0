import Glibc
import PaneUI

/// The screen reader's words as log lines (`NAME: says: …`), for a kiosk with no audio device:
/// someone reading the journal can still follow what it would have said.
@MainActor
final class LoggedSpeech: SpeechOutput {
    let program: String

    init(program: String) { self.program = program }

    func speak(_ text: String) { AppLauncher.log("\(program): says: \(text)") }
}

/// The speech language from the locale: `LC_ALL`, else `LC_MESSAGES`, else `LANG`, as
/// setlocale(3) orders them, reduced to its language (`de_DE.UTF-8` → `de`); `nil` for `C`,
/// `POSIX` or none.
enum SpeechLanguage {
    static func fromEnvironment(_ environment: (String) -> String? = { name in getenv(name).map { String(cString: $0) } }) -> String? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment(name), !value.isEmpty else { continue }
            let language = String(value.prefix { $0 != "_" && $0 != "." && $0 != "@" })
            return language == "C" || language == "POSIX" || language.isEmpty ? nil : language.lowercased()
        }
        return nil
    }
}
