#if canImport(Glibc)
import Glibc
#endif

/// Finding `--board NAME`. The order, first match wins:
///
/// 1. A path (`--board ./mine.board`, anything with a `/` or ending in `.board`): that file only.
/// 2. `NAME.board` in each folder of `$PANE_BOARDS` (colon-separated, as `PATH`): a test's or a
///    developer's boards (`PANE_BOARDS=boards` tries an edited board without a rebuild).
/// 3. `/etc/pane/boards`: the kiosk's own boards and local edits of shipped ones, which package
///    upgrades leave alone, so it comes before what a package ships.
/// 4. `/usr/share/pane/boards`: what the Debian package installs.
/// 5. The boards built into Pane (`builtInFiles`, the repository's `boards/` at build time), so an
///    app in any package that depends on Pane finds them with neither the repository nor the
///    package, from any working folder.
///
/// The working folder is not searched: where a service or a user happens to start an app says
/// nothing about its panel, and the repository's boards are built in. A file that is found but
/// cannot be read or parsed is an error; the search does not go on past it to a built-in board
/// of the same name, which would run the kiosk on a profile nobody chose.
extension BoardProfile {
    /// The folders `load(_:)` searches for `NAME.board` before the built-in boards, in order:
    /// the folders of `$PANE_BOARDS`, `/etc/pane/boards`, `/usr/share/pane/boards`.
    public static var searchDirectories: [String] {
        searchDirectories(paneBoards: getenv("PANE_BOARDS").map { String(cString: $0) })
    }

    /// `searchDirectories` for the value `paneBoards` of `$PANE_BOARDS` (`nil` when unset).
    static func searchDirectories(paneBoards: String?) -> [String] {
        (paneBoards ?? "").split(separator: ":").map(String.init) + ["/etc/pane/boards", "/usr/share/pane/boards"]
    }

    /// The names of the boards built into Pane, sorted (`generic`, `rpi-7inch`, …).
    public static var builtInNames: [String] { builtInFiles.map(\.name) }

    /// The built-in board `name`, parsed, or `nil` when Pane has none of that name. Its errors
    /// name it `built-in NAME.board`.
    public static func builtIn(named name: String) throws(BoardProfileError) -> BoardProfile? {
        guard let file = builtInFiles.first(where: { $0.name == name }) else { return nil }
        return try BoardProfile(parsing: file.text, name: name, source: "built-in \(name).board")
    }

    /// Loads `--board NAME|PATH`: a path when it contains a `/` or ends in `.board`, else
    /// `NAME.board` in the first of `directories` that has it, else the built-in board `NAME`.
    /// An unknown name is an error that lists the boards there are.
    public static func load(_ nameOrPath: String, directories: [String] = searchDirectories) throws(BoardProfileError) -> BoardProfile {
        if nameOrPath.contains("/") || nameOrPath.hasSuffix(".board") {
            return try read(path: nameOrPath)
        }
        guard !nameOrPath.isEmpty else { throw BoardProfileError(source: "--board", line: 0, message: "an empty board name") }
        for dir in directories {
            let path = "\(dir)/\(nameOrPath).board"
            if access(path, F_OK) == 0 { return try read(path: path) }
        }
        if let board = try builtIn(named: nameOrPath) { return board }
        let searched = directories.isEmpty ? "" : " in \(directories.joined(separator: ", ")) or"
        throw BoardProfileError(source: nameOrPath, line: 0,
                                message: "no such board\(searched) built into Pane; the boards are "
                                    + "\(knownNames(directories: directories).joined(separator: ", ")) "
                                    + "(or give a .board file's path)")
    }

    /// Every board `load(_:directories:)` can find by name: the built-in ones and the `.board`
    /// files in `directories`, sorted, each once.
    public static func knownNames(directories: [String] = searchDirectories) -> [String] {
        var names = Set(builtInNames)
        for dir in directories {
            guard let stream = opendir(dir) else { continue }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let file = withUnsafePointer(to: &entry.pointee.d_name) {
                    String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
                }
                if file.hasSuffix(".board"), file.count > 6 { names.insert(String(file.dropLast(6))) }
            }
        }
        return names.sorted()
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
