#if canImport(Glibc)
import Glibc
#endif

/// What the live edit loop (`make dev`, tools/dev) keeps across restarts of the app: when
/// `PANE_WINDOW_STATE` names a file, a window opens where the file says and writes its position
/// there when the app ends, so a rebuilt app comes back where the last one was, on the same
/// desktop screen; an app that opted in (`AppLauncher.Options.stateRestoration`) keeps its own
/// line there too. The file: `x y width height` (desktop pixels: the window's place and size;
/// older files have only `x y`), then the app's line. Under `--window-resize follow` a window
/// resized by hand comes back at its size, its app with it; under `letterbox`, at the panel's.
enum WindowState {
    /// The environment variable naming the file.
    static let variable = "PANE_WINDOW_STATE"

    /// The file, when the variable names one: the app runs under the live edit loop.
    static var path: String? {
        guard let path = getenv(variable).map({ String(cString: $0) }), !path.isEmpty else { return nil }
        return path
    }

    /// The file's two lines, or `nil`.
    private static func lines() -> [Substring]? {
        guard let path, let text = try? readTextFile(path, limit: 4096) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The numbers of the file's first line, when there are two or four.
    private static func savedFields() -> [Int]? {
        let fields = lines()?.first?.split(separator: " ").compactMap { Int($0) } ?? []
        guard fields.count == 2 || fields.count == 4, fields.allSatisfy({ abs($0) < 100_000 }) else { return nil }
        return fields
    }

    /// The saved position, or `nil` (no variable, no file, or not two or four numbers).
    static func savedPosition() -> (x: Int, y: Int)? {
        savedFields().map { ($0[0], $0[1]) }
    }

    /// The saved window size in window pixels, or `nil` (none saved, or not positive).
    static func savedSize() -> (width: Int, height: Int)? {
        guard let fields = savedFields(), fields.count == 4, fields[2] > 0, fields[3] > 0 else { return nil }
        return (fields[2], fields[3])
    }

    /// The picture size for a followed window (`--window-resize follow`) of a panel of `panel`
    /// at `scale`: what the `saved` window size shows (`WindowResize.pictureSize`), or `panel`
    /// when none was saved or the window had the panel's own size.
    static func followedSize(panel: PixelSize, scale: WindowScale,
                             saved: (width: Int, height: Int)? = savedSize()) -> PixelSize {
        guard let saved, saved != (scale.windowLength(panel.width), scale.windowLength(panel.height)) else {
            return panel
        }
        return WindowResize.pictureSize(windowWidth: saved.width, windowHeight: saved.height, scale: scale,
                                        least: WindowResize.smallest(startingAt: panel))
    }

    /// The app's saved line, or `nil`.
    static func savedAppState() -> String? {
        guard let all = lines(), all.count > 1, !all[1].isEmpty else { return nil }
        return String(all[1])
    }

    /// Writes `window`'s position and `appState` (one line) to the file, when the variable names one.
    static func save(_ window: WindowDisplay, appState: String?) {
        guard let path else { return }
        let g = window.geometry
        let line = appState.map { String($0.split(separator: "\n").first ?? "") } ?? ""
        try? writeTextFile(path, "\(g.x) \(g.y) \(g.width) \(g.height)\n\(line)\n")
    }
}

/// An app's opt-in to the live edit loop's restarts (`AppLauncher.Options.stateRestoration`):
/// where the app is, as one line, and how to get back there.
public struct StateRestoration {
    /// Where the app is now (a screen, a photo), in one line; called as the window closes.
    public var save: @MainActor () -> String
    /// Goes back to where a `save` line said, before the rebuilt app's first frame.
    public var restore: @MainActor (String) -> Void

    /// A restoration that saves with `save` and restores with `restore`.
    public init(save: @escaping @MainActor () -> String, restore: @escaping @MainActor (String) -> Void) {
        self.save = save
        self.restore = restore
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
