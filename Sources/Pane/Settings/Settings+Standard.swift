import Glibc

extension Settings {
    /// The app's settings, opened on first use in `folder(forApp:environment:)` for the running
    /// executable's name: under systemd the unit's `StateDirectory=`, else
    /// `$XDG_STATE_HOME/APP`, else `~/.local/state/APP`. The file is `settings` in that folder.
    /// With none of those variables set, the settings live in memory and the first change logs
    /// why they are not saved.
    public static let standard: Settings = {
        let app = appName(executable: CommandLine.arguments.first ?? "")
        let found = Settings.folder(forApp: app) { name in getenv(name).map { String(cString: $0) } }
        return Settings(resolvedFolder: found, fileName: "settings", log: logToStandardError)
    }()

    /// The folder an app's settings go in, from the environment `environment` looks names up in
    /// (`getenv` for the real one; tests pass a dictionary's lookup):
    ///
    /// 1. the first folder of `STATE_DIRECTORY`, which systemd sets for a unit with
    ///    `StateDirectory=` (systemd.exec(5): several folders are separated by colons), as is;
    /// 2. `XDG_STATE_HOME/app`;
    /// 3. `HOME/.local/state/app`, the XDG Base Directory Specification's default for
    ///    `XDG_STATE_HOME`.
    ///
    /// A value that is empty or not an absolute path is skipped (the XDG specification says a
    /// relative path in these variables is invalid and ignored). `nil` when none is usable.
    public static func folder(forApp app: String, environment: (String) -> String?) -> String? {
        func absolute(_ name: String) -> String? {
            guard let value = environment(name), value.hasPrefix("/") else { return nil }
            return value
        }
        if let state = environment("STATE_DIRECTORY") {
            let first = state.split(separator: ":", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            if first.hasPrefix("/") { return trimmingSlashes(first) }
        }
        if let xdg = absolute("XDG_STATE_HOME") { return joined(xdg, app) }
        if let home = absolute("HOME") { return joined(home, ".local/state/" + app) }
        return nil
    }

    /// `folder/name`, with one slash between them.
    private static func joined(_ folder: String, _ name: String) -> String {
        let base = trimmingSlashes(folder)
        return base == "/" ? "/" + name : base + "/" + name
    }

    /// The name an app's folder is called by: the last part of `executable` (`argv[0]`), or
    /// "pane" when that is empty, `.` or `..`.
    public static func appName(executable: String) -> String {
        let last = executable.split(separator: "/").last.map(String.init) ?? ""
        return last.isEmpty || last == "." || last == ".." ? "pane" : last
    }

    /// `path` without trailing slashes, except the root itself.
    private static func trimmingSlashes(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        return String(p)
    }
}
