import Testing
import Glibc
import Pane

/// The built `cafe-kiosk` (Sources/cafe-kiosk/main.swift) as a user runs it: from an empty
/// folder, so a board it finds by name comes from Pane itself (built in, or installed in
/// /etc/pane/boards or /usr/share/pane/boards), not from the repository's `boards/`.
@Suite struct CafeKioskMainTests {
    /// The executable SwiftPM built next to the test binary (`swift build --build-tests`).
    static let kiosk: String = {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return "cafe-kiosk" }
        var path = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        while let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            path = String(path[..<slash])
            if access(path + "/cafe-kiosk", X_OK) == 0 { return path + "/cafe-kiosk" }
        }
        return "cafe-kiosk"
    }()

    /// Runs cafe-kiosk with `arguments` in an empty scratch folder, `$PANE_BOARDS` unset; its
    /// exit status and its standard output and error together.
    func kiosk(_ arguments: [String]) -> (status: Int32, output: String) {
        var template = Array("/tmp/pane-cafe-main-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return (-1, "mkdtemp failed") }
        let dir = String(cString: made), out = dir + ".out"
        defer { unlink(out); rmdir(dir) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // `env -u PANE_BOARDS sh -c 'cd DIR && exec "$@"'`: the working folder as a shell sets it.
        let argv = ["/usr/bin/env", "-u", "PANE_BOARDS", "/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", dir, Self.kiosk]
            + arguments
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, argv[0], &actions, nil, &cArgs, environ) == 0 else { return (127, "cannot start") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        var text: [UInt8] = []
        if let file = fopen(out, "r") {
            defer { fclose(file) }
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = fread(&chunk, 1, chunk.count, file)
                if n <= 0 { break }
                text += chunk[0..<n]
            }
        }
        return (code, String(decoding: text, as: UTF8.self))
    }

    /// The flag names of a usage text: each line starting with `  -`, up to the help's column,
    /// split at `, ` (`--help, -h`), without the value's placeholder (`--profile FILE`).
    static func listedFlags(_ usage: String) -> [String] {
        var names: [String] = []
        for line in usage.split(separator: "\n") where line.hasPrefix("  -") {
            for part in line.dropFirst(2).prefix(28).split(separator: ",") {
                if let name = part.split(separator: " ").first { names.append(String(name)) }
            }
        }
        return names.sorted()
    }

    @Test("--help lists every flag the launcher accepts (cafe-kiosk declares none of its own)")
    func helpListsEveryFlag() throws {
        try #require(access(Self.kiosk, X_OK) == 0, "build cafe-kiosk first (swift build --build-tests)")
        let help = kiosk(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: cafe-kiosk [flags]\n"))
        #expect(Self.listedFlags(help.output) == AppLauncher.acceptedFlags())
        #expect(Self.listedFlags(help.output).contains("--hud") && Self.listedFlags(help.output).contains("--profile"))
        let typo = kiosk(["--bogus"])
        #expect(typo.status == 2)
        #expect(typo.output == "cafe-kiosk: unknown flag --bogus\n" + help.output)
    }

    @Test("--board NAME works from any folder: rpi-touch-display-2 is 720x1280 turned to 1280x720")
    func boardByNameFromAnotherFolder() throws {
        try #require(access(Self.kiosk, X_OK) == 0)
        let run = kiosk(["--display", "headless", "--board", "rpi-touch-display-2"])
        #expect(run.status == 0, "\(run.output)")
        // One frame: nothing to replay, and the still menu settles at once.
        #expect(run.output == "cafe-kiosk: 1 frames headless at 1280x720\npane: settled\n")
        let unknown = kiosk(["--display", "headless", "--board", "rpi-touch-display"])
        #expect(unknown.status == 2)
        // The child runs without $PANE_BOARDS: it searches the two system folders.
        let known = BoardProfile.knownNames(directories: ["/etc/pane/boards", "/usr/share/pane/boards"])
        let expected = "cafe-kiosk: rpi-touch-display: no such board in /etc/pane/boards, /usr/share/pane/boards "
            + "or built into Pane; the boards are \(known.joined(separator: ", ")) (or give a .board file's path)\n"
        #expect(unknown.output == expected)
        #expect(known.contains("rpi-touch-display-2"))
    }
}
