import Testing
import Glibc
@testable import Pane

/// The boards compiled into Pane (`BoardProfile+BuiltIn.swift`, written by
/// `tools/gen-builtin-boards`) are the repository's `boards/*.board`, byte for byte.
@Suite struct BoardProfileBuiltInTests {
    static let boards = PaneTestPaths.root + "/boards"

    /// The `.board` files in `boards/`, sorted.
    static func boardFiles() -> [String] {
        var names: [String] = []
        guard let dir = opendir(boards) else { return [] }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name.hasSuffix(".board") { names.append(String(name.dropLast(6))) }
        }
        return names.sorted()
    }

    @Test("the built-in boards are boards/*.board, name for name and byte for byte (else run tools/gen-builtin-boards)")
    func builtInBoardsMatchTheFolder() throws {
        let files = Self.boardFiles()
        try #require(files.count >= 8, "boards/ is read from the repository")
        #expect(BoardProfile.builtInNames == files, "run tools/gen-builtin-boards")
        for file in BoardProfile.builtInFiles {
            let text = try readTextFile(Self.boards + "/" + file.name + ".board")
            #expect(file.text.utf8.elementsEqual(text.utf8), "boards/\(file.name).board differs: run tools/gen-builtin-boards")
        }
    }

    @Test("every built-in board parses, named after its file", arguments: BoardProfile.builtInNames)
    func everyBuiltInBoardParses(name: String) throws {
        let board = try #require(try BoardProfile.builtIn(named: name))
        // No `try` inside #expect: Swift 6.0.3's macro rejects it.
        let file = try BoardProfile.read(path: Self.boards + "/" + name + ".board")
        #expect(board == file)
        #expect(board.name == name)
    }

    @Test("with no folder to search, a name is found among the built-in boards (no cwd, no repository)")
    func aNameLoadsFromTheBuiltInBoards() throws {
        let rpi = try BoardProfile.load("rpi-touch-display-2", directories: [])
        #expect(rpi.name == "rpi-touch-display-2" && rpi.rotation == .clockwise90)
        #expect(rpi.mode == KMSModeRequest(width: 720, height: 1280) && rpi.connector == "DSI-1")
        #expect(try BoardProfile.load("generic", directories: ["/nonexistent"]) == BoardProfile.builtIn(named: "generic"))
        #expect(try BoardProfile.builtIn(named: "nope") == nil)
    }

    /// A scratch folder holding `files` (name → text), removed by the caller with `remove`.
    static func folder(_ tag: String, _ files: [String: String]) -> String {
        let dir = "/tmp/pane-boards-\(tag)-\(getpid())"
        mkdir(dir, 0o755)
        for (name, text) in files {
            let fd = open(dir + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            _ = text.withCString { write(fd, $0, strlen($0)) }
            close(fd)
        }
        return dir
    }

    static func remove(_ dir: String, _ files: [String]) {
        for name in files { unlink(dir + "/" + name) }
        rmdir(dir)
    }

    @Test("a board file in a searched folder wins over the built-in one of the same name")
    func aFileShadowsTheBuiltInBoard() throws {
        let dir = Self.folder("shadow", ["rpi-7inch.board": "mode = 1024x600\nrotation = 180\n"])
        defer { Self.remove(dir, ["rpi-7inch.board"]) }
        let local = try BoardProfile.load("rpi-7inch", directories: ["/nonexistent", dir])
        #expect(local.mode == KMSModeRequest(width: 1024, height: 600) && local.rotation == .clockwise180)
        #expect(local.connector == nil, "nothing of the built-in profile is mixed in")
        // The first folder that has it wins.
        let other = Self.folder("shadow2", ["rpi-7inch.board": "rotation = 90\n"])
        defer { Self.remove(other, ["rpi-7inch.board"]) }
        #expect(try BoardProfile.load("rpi-7inch", directories: [other, dir]).rotation == .clockwise90)
    }

    @Test("a broken file of a built-in board's name is an error, not a silent fall-back")
    func aBrokenFileDoesNotFallBack() {
        let dir = Self.folder("broken", ["generic.board": "rotation = 45\n"])
        defer { Self.remove(dir, ["generic.board"]) }
        #expect(throws: BoardProfileError(source: dir + "/generic.board", line: 1,
                                          message: "rotation wants 0, 90, 180 or 270, got '45'")) {
            try BoardProfile.load("generic", directories: [dir])
        }
    }

    @Test("an unknown name lists every board there is: built in and in the folders searched")
    func anUnknownNameListsTheBoards() {
        let dir = Self.folder("known", ["mine.board": "rotation = 0\n", "notes.txt": "not a board\n"])
        defer { Self.remove(dir, ["mine.board", "notes.txt"]) }
        let known = (BoardProfile.builtInNames + ["mine"]).sorted()
        #expect(BoardProfile.knownNames(directories: [dir, "/nonexistent"]) == known)
        #expect(throws: BoardProfileError(source: "rpi7", line: 0,
                                          message: "no such board in \(dir), /nonexistent or built into Pane; the boards are "
                                              + known.joined(separator: ", ") + " (or give a .board file's path)")) {
            try BoardProfile.load("rpi7", directories: [dir, "/nonexistent"])
        }
        #expect(throws: BoardProfileError(source: "rpi7", line: 0,
                                          message: "no such board built into Pane; the boards are "
                                              + BoardProfile.builtInNames.joined(separator: ", ")
                                              + " (or give a .board file's path)")) {
            try BoardProfile.load("rpi7", directories: [])
        }
    }

    @Test("the folders searched: $PANE_BOARDS's (colon-separated), /etc/pane/boards, /usr/share/pane/boards; never ./boards")
    func searchDirectories() {
        #expect(BoardProfile.searchDirectories(paneBoards: nil) == ["/etc/pane/boards", "/usr/share/pane/boards"])
        #expect(BoardProfile.searchDirectories(paneBoards: "") == ["/etc/pane/boards", "/usr/share/pane/boards"])
        #expect(BoardProfile.searchDirectories(paneBoards: "/a:/b/c")
            == ["/a", "/b/c", "/etc/pane/boards", "/usr/share/pane/boards"])
        #expect(BoardProfile.searchDirectories.suffix(2) == ["/etc/pane/boards", "/usr/share/pane/boards"])
    }
}
