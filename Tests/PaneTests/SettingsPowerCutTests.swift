import Testing
import Glibc
import PaneTestSupport
@testable import Pane

/// Issue 22 item 6: a real writer process (`tools/settings-writer`, built with the tests) is
/// killed with SIGKILL in the middle of a stream of changes, each rewriting the whole file; the
/// file must then read without complaint and hold exactly the settings after the last change the
/// writer reported, or after the one it was making. SIGKILL stops the process between any two
/// instructions, so the temporary file, the rename and the folder's fsync are cut at whatever
/// point the kill lands. (A power cut also loses what the kernel had not written yet; that part
/// rests on the fsyncs, which no test on a running kernel can cut; `SettingsDamageTests`'
/// `cutAfterStep` checks the state after each step of the protocol.)
@Suite struct SettingsPowerCutTests {
    static let writer = PanelVM.productsDirectory + "/SettingsWriter"

    /// The same two functions as `tools/settings-writer/main.swift`'s `SettingsWriterStream`.
    static func key(_ n: Int) -> String { "key \(n % 5)\n" }
    static func value(_ n: Int) -> Settings.Value {
        switch n % 5 {
        case 0: return .string("value \(n)\t\\\u{0}é" + String(repeating: "\n", count: n % 97))
        case 1: return .integer(n * 7919)
        case 2: return .double(Double(n) + 0.5)
        case 3: return .bool(n % 2 == 0)
        default: return .data((0...(n % 300)).map { UInt8(truncatingIfNeeded: $0 &* n) })
        }
    }

    /// The settings once the writer's changes 1 through `n` are stored.
    static func settings(after n: Int) -> [String: Settings.Value] {
        var values: [String: Settings.Value] = ["padding": .string(String(repeating: "p", count: 32 << 10))]
        var m = max(1, n - 4)
        while m <= n { values[key(m)] = value(m); m += 1 }
        return values
    }

    /// Starts `argv` with its standard output on a new pipe and standard error on `errorPath`;
    /// the child's pid and the pipe's read end.
    static func spawn(_ argv: [String], errorPath: String) throws -> (pid_t, Int32) {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        // The child gets the write end as its standard output only (dup2 clears FD_CLOEXEC).
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, argv[0], &actions, nil, &cArgs, environ)
        close(fds[1])
        try #require(rc == 0)
        return (pid, fds[0])
    }

    /// Reads the numbers the writer printed until it has printed `target`, or all of them when
    /// `target` is `nil` (until end of file); the last one seen, or `last` when none.
    static func readProgress(_ fd: Int32, pending: inout [UInt8], until target: Int?, last: Int = 0) -> Int {
        var last = last
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            while let newline = pending.firstIndex(of: 0x0A) {
                last = Int(String(decoding: pending[..<newline], as: UTF8.self)) ?? last
                pending.removeSubrange(...newline)
                if let target, last >= target { return last }
            }
            // A generous bound against a writer that hangs: the test then fails, it does not hang.
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 120_000) == 1 else { return last }
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { return last }
            pending += buffer[0..<n]
        }
    }

    @Test("SIGKILL during a stream of writes leaves the old or the new settings, every time", arguments: [3, 40, 97, 150, 222])
    func killedWriter(_ target: Int) throws {
        try #require(access(Self.writer, X_OK) == 0, "build the tools first (swift build --build-tests)")
        let folder = try SettingsTestFolder()
        let errors = folder.path + "-stderr"
        defer { unlink(errors) }
        let (pid, fd) = try Self.spawn([Self.writer, "stream", folder.path], errorPath: errors)
        defer { close(fd) }
        var pending: [UInt8] = []
        let reached = Self.readProgress(fd, pending: &pending, until: target)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        // The writer may have finished more changes between its last line read and the kill.
        let last = Self.readProgress(fd, pending: &pending, until: nil, last: reached)
        #expect(reached >= target)
        #expect(status & 0x7F == SIGKILL, "the writer stopped by itself: status \(status)")
        #expect(PanelVM.readText(errors) == "")

        let log = SettingsLog()
        let found = Settings(folder: folder.path, log: log.log).dictionaryRepresentation()
        #expect(log.lines.isEmpty)
        let allowed = [Self.settings(after: last), Self.settings(after: last + 1)].contains(found)
        #expect(allowed, "after change \(last): \(found.count) keys, not the settings of change \(last) or \(last + 1)")
        // The open removed any temporary file the kill left.
        #expect(folder.names == ["settings"])
    }

    @Test("a write past the file-size limit (EFBIG, as a full disk): the old file intact, one log line, no temporary file")
    func fileSizeLimit() throws {
        try #require(access(Self.writer, X_OK) == 0, "build the tools first (swift build --build-tests)")
        let folder = try SettingsTestFolder()
        let errors = folder.path + "-stderr"
        defer { unlink(errors) }
        let (pid, fd) = try Self.spawn([Self.writer, "fill", folder.path, "4096"], errorPath: errors)
        var output: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
        while case let n = read(fd, &buffer, buffer.count), n > 0 { output += buffer[0..<n] }
        close(fd)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        #expect(status == 0)
        // "small" fits in 4096 bytes; "big" does not, twice: EFBIG (27) both times.
        #expect(String(decoding: output, as: UTF8.self) == "small: stored\nbig: 27\nbig: 27\n")
        let p = folder.path
        let lines = PanelVM.readText(errors).split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("pane: settings: cannot save \(p)/settings: write(\(p)/.settings.tmp-") == true)
        #expect(lines.first?.hasSuffix(": File too large (errno 27); the settings are kept in memory and written again with the next change") == true)
        #expect(folder.names == ["settings"])
        #expect(folder.text("settings") == "pane-settings 1\nstring\tsmall\tbb\nend 1\n")
    }
}
