/// A flag of an app's own, declared to `AppLauncher.run(arguments:program:flags:setup:)` so that
/// the launcher accepts it, lists it on `--help`, and rejects every flag nobody declared (exit
/// status 2 with the usage) instead of running on with a typo.
///
/// ```swift
/// exit(AppLauncher.run(program: "menu-board", flags: [
///     AppFlag("--menu", value: "FILE", help: "the menu to show (default menu.txt)"),
///     AppFlag("--no-prices", help: "hide the prices"),
/// ]) { app, board in
///     let menu = AppFlag.value(of: "--menu", in: CommandLine.arguments) ?? "menu.txt"
///     …
/// })
/// ```
///
/// A flag with a `value` takes one, written `--menu FILE` or `--menu=FILE`; one without is a
/// switch. The app still reads the values itself (as before, from its arguments): the launcher
/// only checks that each flag is known and has its value.
public struct AppFlag: Hashable, Sendable {
    /// The flag as typed, with its dashes: `--photos`.
    public var name: String
    /// What the value is, for the help (`DIR`, `SECONDS`); `nil` for a switch.
    public var value: String?
    /// One line for `--help`.
    public var help: String

    /// A flag named `name` (with its dashes); give `value` a placeholder such as `DIR` when it takes one.
    public init(_ name: String, value: String? = nil, help: String) {
        self.name = name
        self.value = value
        self.help = help
    }

    /// The value given to `flag` in `arguments` (the last one wins, as with the shared flags),
    /// written `flag VALUE` or `flag=VALUE`; `nil` when it is not there. Stops at `--`.
    public static func value(of flag: String, in arguments: [String]) -> String? {
        var found: String?
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if argument == "--" { break }
            if argument == flag, i < arguments.count {
                found = arguments[i]
                i += 1
            } else if argument.hasPrefix(flag + "=") {
                found = String(argument.dropFirst(flag.count + 1))
            }
        }
        return found
    }

    /// Whether the switch `flag` is in `arguments` (before any `--`).
    public static func isSet(_ flag: String, in arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == flag { return true }
        }
        return false
    }
}
