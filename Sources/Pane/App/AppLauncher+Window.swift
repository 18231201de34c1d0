#if canImport(Glibc)
import Glibc
#endif

/// The launcher's desktop window (`--display window`, and `auto` on a desktop): opening it and
/// running an app in it (`WindowLoop`).
extension AppLauncher {
    /// The window for `--display window`: `WindowDisplay` of `size` at `--window-scale`, resizing
    /// as `--window-resize` says, where the live edit loop last had it (`WindowState`) and, when
    /// it follows, at the size it last had; a `.noDevice` error with one line when SDL2 or a
    /// display server is missing.
    nonisolated static func openWindow(size: PixelSize, flags: CommandLineFlags, title: String)
        -> Result<any Display, DisplayError> {
        do {
            let size = flags.windowResize == .follow ? WindowState.followedSize(panel: size, scale: flags.windowScale) : size
            return .success(try WindowDisplay(size: size, scale: flags.windowScale, resizing: flags.windowResize, title: title,
                                              position: WindowState.savedPosition()))
        } catch {
            return .failure(DisplayError(error.kind, "--display window: \(error)"))
        }
    }

    /// Under `auto` without a panel: the window when `DISPLAY` or `WAYLAND_DISPLAY` names a
    /// display server, `nil` otherwise; when the window cannot open, one line and `nil` (headless).
    nonisolated static func autoWindow(size: PixelSize, flags: CommandLineFlags, title: String) -> (any Display)? {
        let named = ["DISPLAY", "WAYLAND_DISPLAY"].contains { (name: String) in getenv(name).map { $0.pointee != 0 } ?? false }
        guard named else { return nil }
        switch openWindow(size: size, flags: flags, title: title) {
        case .success(let window): return window
        case .failure(let error):
            log("pane: no desktop window (\(error)); running headless")
            return nil
        }
    }

    /// Runs `launch` in its window when its display is one; `nil` when it is not.
    static func runWindow(_ launch: Launch) -> Int32? {
        guard let window = launch.app.display as? WindowDisplay else { return nil }
        return WindowLoop.run(launch.app, window: window, board: launch.board, flags: launch.flags, script: launch.script,
                              options: launch.options, program: launch.program)
    }
}
