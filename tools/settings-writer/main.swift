// settings-writer: writes Pane settings in a loop, for the tests that cut a writer off
// (Tests/PaneTests/SettingsPowerCutTests.swift). Not for kiosks.
//
//   SettingsWriter stream FOLDER
//       Opens FOLDER/settings, stores a 32 KiB padding string once, then for n = 1, 2, ...
//       stores `SettingsWriterStream.value(n)` under `SettingsWriterStream.key(n)` and prints
//       "n" on its own line once that store has returned. Runs until it is killed (or n reaches
//       1,000,000).
//   SettingsWriter fill FOLDER BYTES
//       Limits the files this process may write to BYTES (RLIMIT_FSIZE, as a full disk would),
//       stores "small" (fits), then twice a value that does not fit, and prints what each
//       store threw; the settings log goes to standard error as in an app.
import Pane
#if canImport(Glibc)
import Glibc
#endif

func say(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { _ = write(1, $0.baseAddress, $0.count) }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    Settings.logToStandardError("usage: SettingsWriter stream FOLDER | fill FOLDER BYTES")
    exit(2)
}
let settings = Settings(folder: arguments[2])
switch arguments[1] {
case "stream":
    settings.set(String(repeating: "p", count: 32 << 10), forKey: "padding")
    for n in 1...1_000_000 {
        try? settings.store(SettingsWriterStream.value(n), forKey: SettingsWriterStream.key(n))
        say("\(n)")
    }
case "fill":
    guard arguments.count == 4, let limit = UInt(arguments[3]) else { exit(2) }
    // setrlimit(2): past RLIMIT_FSIZE a write fails with EFBIG once SIGXFSZ is ignored.
    signal(SIGXFSZ, SIG_IGN)
    var rl = rlimit(rlim_cur: rlim_t(limit), rlim_max: rlim_t(limit))
    guard setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &rl) == 0 else { exit(3) }
    for (key, size) in [("small", 2), ("big", Int(limit)), ("big", Int(limit) + 1)] {
        do {
            try settings.store(.string(String(repeating: "b", count: size)), forKey: key)
            say("\(key): stored")
        } catch {
            say("\(key): \(error.errno)")
        }
    }
default:
    exit(2)
}

/// The changes `stream` makes. Tests/PaneTests/SettingsPowerCutTests.swift has the same two
/// functions, to know which settings are allowed after a kill; keep them in step.
enum SettingsWriterStream {
    /// The key change `n` sets: five keys in turn.
    static func key(_ n: Int) -> String { "key \(n % 5)\n" }

    /// The value change `n` sets: each kind in turn, strings with escapes and of changing length.
    static func value(_ n: Int) -> Settings.Value {
        switch n % 5 {
        case 0: return .string("value \(n)\t\\\u{0}é" + String(repeating: "\n", count: n % 97))
        case 1: return .integer(n * 7919)
        case 2: return .double(Double(n) + 0.5)
        case 3: return .bool(n % 2 == 0)
        default: return .data((0...(n % 300)).map { UInt8(truncatingIfNeeded: $0 &* n) })
        }
    }
}
