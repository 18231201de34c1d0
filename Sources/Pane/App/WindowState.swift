#if canImport(Glibc)
import Glibc
#endif

/// Where the desktop window was, kept across restarts of the live edit loop (`make dev`,
/// tools/dev): when `PANE_WINDOW_STATE` names a file, a window opens where the file says (`x y`,
/// desktop pixels) and writes its position there when the app ends, so a rebuilt app comes back
/// where the last one was.
enum WindowState {
    /// The environment variable naming the file.
    static let variable = "PANE_WINDOW_STATE"

    /// The saved position, or `nil` (no variable, no file, or not two numbers).
    static func savedPosition() -> (x: Int, y: Int)? {
        guard let path = getenv(variable).map({ String(cString: $0) }), !path.isEmpty,
              let text = try? readTextFile(path, limit: 256) else { return nil }
        let fields = text.split { $0 == " " || $0 == "\n" }.compactMap { Int($0) }
        guard fields.count >= 2, abs(fields[0]) < 100_000, abs(fields[1]) < 100_000 else { return nil }
        return (fields[0], fields[1])
    }

    /// Writes `window`'s position to the file, when the variable names one.
    static func save(_ window: WindowDisplay) {
        guard let path = getenv(variable).map({ String(cString: $0) }), !path.isEmpty else { return }
        let g = window.geometry
        try? writeTextFile(path, "\(g.x) \(g.y)\n")
    }
}

/// Writes `text` to `path`, replacing what was there.
func writeTextFile(_ path: String, _ text: String) throws(SystemError) {
    let fd = retryingOnInterrupt { open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
    guard fd >= 0 else { throw SystemError(call: "open", subject: path, errno: errno) }
    defer { close(fd) }
    var rest = Array(text.utf8)[...]
    while !rest.isEmpty {
        let n = rest.withUnsafeBytes { b in retryingOnInterrupt { write(fd, b.baseAddress, b.count) } }
        guard n > 0 else { throw SystemError(call: "write", subject: path, errno: errno) }
        rest = rest.dropFirst(n)
    }
}
