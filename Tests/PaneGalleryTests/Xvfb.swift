#if canImport(Glibc)
import Glibc
#endif
import Pane
import PaneTestSupport

/// A real X server for the desktop window's tests: Xvfb on a display number it chooses itself
/// (`-displayfd`), so tests running at the same time never collide, and the X tools the tests
/// drive it with: xdotool (a real pointer and keyboard) and xwd (the window's pixels as the
/// server holds them). Stopped (SIGTERM) when it goes away.
final class Xvfb {
    /// The programs the tests need, with the Debian package of each (the Makefile's WINDOW_PACKAGES).
    static let tools = [("Xvfb", "xvfb"), ("xdotool", "xdotool"), ("xwd", "x11-apps")]

    /// Why the window tests cannot run here: the missing programs and how to get them; `nil` when all are there.
    static var missing: String? {
        let absent = tools.filter { access("/usr/bin/" + $0.0, X_OK) != 0 }
        guard !absent.isEmpty else { return nil }
        return absent.map(\.0).joined(separator: ", ") + " missing: make test installs them (apt install "
            + absent.map(\.1).joined(separator: " ") + ")"
    }

    /// `:N`, for `DISPLAY`.
    let display: String
    private let pid: pid_t

    /// Starts Xvfb with one screen of `width` by `height` pixels at depth 24; waits (at most 20 s)
    /// for it to accept connections.
    init(width: Int, height: Int) throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw XvfbError("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 3)
        let argv = ["/usr/bin/Xvfb", "-displayfd", "3", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var child: pid_t = 0
        let spawned = AppProcess.withCleanSignals { posix_spawn(&child, argv[0], &actions, &$0, &cArgs, environ) }
        close(fds[1])
        defer { close(fds[0]) }
        guard spawned == 0 else { throw XvfbError("cannot start Xvfb (error \(spawned))") }
        pid = child
        // Xvfb writes the display number and a newline to the descriptor once it listens.
        var text = ""
        var entry = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
        while !text.hasSuffix("\n"), poll(&entry, 1, 20_000) > 0 {
            var byte: UInt8 = 0
            guard read(fds[0], &byte, 1) == 1 else { break }
            text.append(Character(UnicodeScalar(byte)))
        }
        guard let number = Int(text.trimmingCharacters()) else {
            kill(child, SIGKILL)
            _ = waitpid(child, nil, 0)
            throw XvfbError("Xvfb did not say its display number (got '\(text)')")
        }
        display = ":\(number)"
    }

    deinit {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
    }

    /// `argv` run on this server (`DISPLAY` set) to the end: its exit status and output.
    func run(_ argv: [String]) -> (status: Int32, output: String) {
        let out = "/tmp/pane-xvfb-run-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { unlink(out) }
        let status = AppProcess.spawn(["/usr/bin/env", "DISPLAY=\(display)"] + argv, output: out)
        return (status, AppProcess.readText(out))
    }

    /// `argv` started on this server in `folder`, standard output and error into `output`; its process id.
    func start(_ argv: [String], in folder: String, output: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let full = ["/usr/bin/env", "-u", "WAYLAND_DISPLAY", "DISPLAY=\(display)", "/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder] + argv
        var cArgs = full.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var child: pid_t = 0
        let spawned = AppProcess.withCleanSignals { posix_spawn(&child, full[0], &actions, &$0, &cArgs, environ) }
        guard spawned == 0 else { throw XvfbError("cannot start \(argv[0]) (error \(spawned))") }
        return child
    }

    /// The pixels of window `id` as the X server holds them (`xwd -id`), opaque ARGB.
    func capture(window id: String) throws -> Surface {
        let file = "/tmp/pane-xvfb-capture-\(getpid()).xwd"
        defer { unlink(file) }
        let run = self.run(["/bin/sh", "-c", "xwd -silent -id \"$0\" > \"$1\"", id, file])
        guard run.status == 0 else { throw XvfbError("xwd failed: \(run.output)") }
        return try XWD.decode(contentsOf: file)
    }
}


/// Why the X server or one of its tools failed, in words.
struct XvfbError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension String {
    /// Without spaces and newlines at either end.
    func trimmingCharacters() -> String {
        String(drop { $0 == " " || $0 == "\n" }.reversed().drop { $0 == " " || $0 == "\n" }.reversed())
    }
}
