#if canImport(Glibc)
import Glibc
#endif

extension BoardProfile {
    /// Where `load(_:)` looks for a board by name, in order: `$PANE_BOARDS`, `./boards`, and
    /// `/etc/pane/boards` then `/usr/share/pane/boards` for installed kiosks.
    public static var searchDirectories: [String] {
        var dirs: [String] = []
        if let env = getenv("PANE_BOARDS") { dirs.append(String(cString: env)) }
        dirs += ["boards", "/etc/pane/boards", "/usr/share/pane/boards"]
        return dirs
    }

    /// Loads `--board NAME`: a path when it contains a `/` or ends in `.board`, else
    /// `NAME.board` in the first of `directories` that has it.
    public static func load(_ nameOrPath: String, directories: [String] = searchDirectories) throws(BoardProfileError) -> BoardProfile {
        if nameOrPath.contains("/") || nameOrPath.hasSuffix(".board") {
            return try read(path: nameOrPath)
        }
        guard !nameOrPath.isEmpty else { throw BoardProfileError(source: "--board", line: 0, message: "an empty board name") }
        for dir in directories {
            let path = "\(dir)/\(nameOrPath).board"
            if access(path, F_OK) == 0 { return try read(path: path) }
        }
        throw BoardProfileError(source: nameOrPath, line: 0,
                                message: "no such board (looked in \(directories.joined(separator: ", ")); try --board generic)")
    }

    /// The largest board file read: a profile is a dozen short lines.
    public static let maxFileBytes = 64 << 10

    /// Reads and parses one file; the profile's name is the file name without `.board`.
    public static func read(path: String) throws(BoardProfileError) -> BoardProfile {
        let text: String
        do {
            text = try readTextFile(path, limit: maxFileBytes)
        } catch {
            throw BoardProfileError(source: path, line: 0, message: "cannot read: \(error)")
        }
        var name = String(path.split(separator: "/").last ?? Substring(path))
        if name.hasSuffix(".board") { name.removeLast(6) }
        return try BoardProfile(parsing: text, name: name, source: path)
    }
}
