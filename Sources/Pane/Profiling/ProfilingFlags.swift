/// The profiling flags every app takes through `AppLauncher` (beside `CommandLineFlags`), each
/// also an environment variable so that a service can be profiled without editing its command
/// line:
///
/// - `--profile FILE` / `PANE_PROFILE=FILE`: record a profile into FILE from start to exit
///   (what `fps record` sets).
/// - `--profile-socket DIR` / `PANE_PROFILE_SOCKET=DIR`: open `DIR/pane-profile-PID.sock`
///   (mode 0600) for `fps attach PID`.
/// - `--hud` / `PANE_HUD=1`: draw the on-panel HUD (`ProfileHUD`).
///
/// A flag wins over its variable.
public struct ProfilingFlags: Equatable, Sendable {
    /// Where `--profile` (or `PANE_PROFILE`) records; `nil` records nothing.
    public var profilePath: String?
    /// Where `--profile-socket` (or `PANE_PROFILE_SOCKET`) opens the socket for `fps attach`; `nil` opens
    /// none.
    public var socketDirectory: String?
    /// Whether `--hud` (or `PANE_HUD=1`) asked for the on-panel overlay.
    public var hud = false

    /// No profiling: no file, no socket, no HUD.
    public init() {}

    /// Whether anything asks for profiling.
    public var isEnabled: Bool { profilePath != nil || socketDirectory != nil || hud }

    /// Reads the flags from `arguments` (the app's remaining arguments) and `environment`.
    public static func parse(_ arguments: [String], environment: (String) -> String?) throws(CommandLineError) -> ProfilingFlags {
        var flags = ProfilingFlags()
        if let v = environment("PANE_PROFILE"), !v.isEmpty { flags.profilePath = v }
        if let v = environment("PANE_PROFILE_SOCKET"), !v.isEmpty { flags.socketDirectory = v }
        if let v = environment("PANE_HUD"), !v.isEmpty, v != "0" { flags.hud = true }
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if argument == "--" { break }
            if argument == "--hud" {
                flags.hud = true
                continue
            }
            var name = argument, value: String?
            if let eq = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<eq])
                value = String(argument[argument.index(after: eq)...])
            }
            guard name == "--profile" || name == "--profile-socket" else { continue }
            if value == nil, i < arguments.count {
                value = arguments[i]
                i += 1
            }
            guard let value, !value.isEmpty else {
                throw CommandLineError(name == "--profile" ? "--profile needs a file to write the profile into"
                                       : "--profile-socket needs a directory for the socket")
            }
            if name == "--profile" { flags.profilePath = value } else { flags.socketDirectory = value }
        }
        return flags
    }

    /// The flags' help text, for an app's `--help`.
    public static let usage = """
        --profile FILE               record a profile into FILE (PANE_PROFILE); read it with fps report
        --profile-socket DIR         let fps attach PID profile this app (PANE_PROFILE_SOCKET)
        --hud                        draw frame rate, hitches, latency, CPU and memory on the panel (PANE_HUD=1)
      """
}
