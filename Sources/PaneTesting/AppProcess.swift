#if canImport(Glibc)
import Glibc
#endif
internal import PaneSystem

/// An app's built executable run as a user runs it, for tests of its command line: started from
/// an empty scratch folder (so nothing it prints can come from the repository's files), standard
/// input from /dev/null, standard output and error captured together, and without `DISPLAY` and
/// `WAYLAND_DISPLAY` (as on a kiosk: a test run on a desktop must not open windows, which
/// `--display auto` would).
///
/// ```swift
/// let app = AppProcess(product: "cafe-kiosk")
/// let help = app.run(["--help"])
/// #expect(help.status == 0 && AppProcess.listedFlags(help.output) == AppLauncher.acceptedFlags())
/// ```
public struct AppProcess: Sendable {
    /// The executable's path.
    public var path: String
    /// Environment variables removed for the child (e.g. `PANE_BOARDS`, so boards come from Pane).
    public var unsetting: [String]

    /// An executable at `path`, run with `unsetting` removed from the environment.
    public init(path: String, unsetting: [String] = []) {
        self.path = path
        self.unsetting = unsetting
    }

    /// The product SwiftPM built beside the running test binary (`swift build --build-tests`):
    /// the first folder above `/proc/self/exe` that holds an executable of that name.
    public init(product: String, unsetting: [String] = []) {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        var found = product
        if n > 0 {
            var folder = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
                folder = String(folder[..<slash])
                if access(folder + "/" + product, X_OK) == 0 { found = folder + "/" + product; break }
            }
        }
        self.init(path: found, unsetting: unsetting)
    }

    /// Whether the executable is there to run.
    public var exists: Bool { access(path, X_OK) == 0 }

    /// How a run ended: the exit status (128 + N for signal N; 127 when it could not start) and
    /// what it wrote on standard output and error, interleaved as written.
    public struct Result: Sendable, Equatable {
        /// The exit status: 128 + N for signal N, 127 when the executable could not start.
        public var status: Int32
        /// Standard output and standard error, interleaved in the order they were written.
        public var output: String
        /// A result from its parts, for comparing with what `run` returned.
        public init(status: Int32, output: String) {
            self.status = status
            self.output = output
        }
    }

    /// Runs the executable with `arguments` in a new empty folder under /tmp (removed after).
    public func run(_ arguments: [String]) -> Result {
        var template = Array("/tmp/pane-app-process-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return Result(status: 127, output: "mkdtemp failed") }
        let dir = String(cString: made), out = dir + ".out"
        defer { unlink(out); rmdir(dir) }
        // `env -u NAME… sh -c 'cd DIR && exec "$@"'`: the working folder as a shell sets it.
        let argv = ["/usr/bin/env"] + (unsetting + ["DISPLAY", "WAYLAND_DISPLAY"]).flatMap { ["-u", $0] }
            + ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", dir, path] + arguments
        let code = Self.spawn(argv, output: out)
        return Result(status: code, output: Self.readText(out))
    }

    /// Runs `argv` (its first element a path) with standard input from /dev/null and standard
    /// output and error into the file `output`; its exit status (128 + signal when killed, 127
    /// when it could not start).
    ///
    /// The child starts with no signal blocked and the termination signals at their defaults,
    /// as from a shell: a child inherits the spawning thread's mask, and a test process whose
    /// run loop blocked SIGTERM for its signalfd would otherwise start children (and the
    /// daemons they leave behind) that SIGTERM cannot end.
    public static func spawn(_ argv: [String], output: String) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var pid: pid_t = 0
        guard withCleanSignals({ posix_spawn(&pid, argv[0], &actions, &$0, &cArgs, environ) }) == 0 else { return 127 }
        var status: Int32 = 0
        _ = retryingOnInterrupt { waitpid(pid, &status, 0) }
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Runs `body` with spawn attributes that give the child an empty signal mask and the
    /// termination signals (TERM, INT, HUP, PIPE, USR1, USR2) at their default actions, for
    /// `posix_spawn` in tests that start servers or apps of their own.
    public static func withCleanSignals<T>(_ body: (inout posix_spawnattr_t) -> T) -> T {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), defaults = sigset_t()
        sigemptyset(&empty)
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGUSR1, SIGUSR2] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        return body(&attributes)
    }

    /// A whole file as text; empty when it cannot be read.
    public static func readText(_ path: String) -> String {
        var text: [UInt8] = []
        if let file = fopen(path, "r") {
            defer { fclose(file) }
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = fread(&chunk, 1, chunk.count, file)
                if n <= 0 { break }
                text += chunk[0..<n]
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The flag names of an `AppLauncher` usage text, sorted: each line starting with `  -`, up to
    /// the help column (28 characters), split at `, ` (`--help, -h`), without the value's
    /// placeholder (`--photos DIR`). Compare with `AppLauncher.acceptedFlags(_:)`.
    public static func listedFlags(_ usage: String) -> [String] {
        var names: [String] = []
        for line in usage.split(separator: "\n") where line.hasPrefix("  -") {
            for part in line.dropFirst(2).prefix(28).split(separator: ",") {
                if let name = part.split(separator: " ").first { names.append(String(name)) }
            }
        }
        return names.sorted()
    }
}
