#if canImport(Glibc)
import Glibc
#endif

extension DisplayError {
    /// The exit status an app uses when the display cannot start: 2, as for a usage error, so
    /// a service manager or a script can tell "no panel here" from a crash.
    public static let startupExitStatus: Int32 = 2

    /// No DRM card at all. `searched` says where (the `drmGetDevices2` result, or a path).
    static func noCard(searched: String) -> DisplayError {
        DisplayError(.noDevice, "no display card: \(searched). Is the panel's DRM driver loaded (ls /dev/dri)? "
            + "Use --display headless to run without a panel.")
    }

    /// Cards exist but none has a connected connector with a mode; `details` lists what was seen.
    static func noConnectedConnector(card: String, details: [String]) -> DisplayError {
        let seen = details.isEmpty ? "no connectors" : details.joined(separator: ", ")
        var error = DisplayError(.noDevice, "no connected display on \(card) (\(seen)). Check the panel's cable and "
            + "the board's `connector` setting.")
        error.isNotConnected = details.contains { $0.hasSuffix(" disconnected") || $0.contains(" disconnected,") }
        return error
    }

    /// `open` of the card failed with EACCES/EPERM. `group` is the group owning the node
    /// (`video` on Debian and Raspberry Pi OS when unknown).
    static func noPermission(path: String, group: String?, errno: Int32) -> DisplayError {
        let g = group ?? "video"
        return DisplayError(.permissionDenied, "no permission to open \(path): join the '\(g)' group "
            + "(sudo usermod -aG \(g) $USER, then log in again) or run as root", errno: errno)
    }

    /// Another process holds DRM master, so this one may not set modes or flip.
    static func notMaster(path: String, errno: Int32) -> DisplayError {
        DisplayError(.permissionDenied, "another program is showing on \(path) (it holds DRM master): stop it "
            + "(a desktop, a console splash, another Pane app) or switch to a free VT first", errno: errno)
    }

    /// A DRM call failed; `call` names it as libdrm spells it.
    static func call(_ call: String, on path: String, errno: Int32) -> DisplayError {
        DisplayError(.system, "\(call) on \(path) failed: \(errnoName(errno))", errno: errno)
    }
}

/// `strerror(errno)`, for messages.
func errnoName(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
}

/// The name of the group owning `path`, or `nil` when it cannot be read.
func groupName(owning path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0, let group = getgrgid(info.st_gid), let name = group.pointee.gr_name else { return nil }
    let text = String(cString: name)
    // A node owned by root:root says nothing useful about which group to join.
    return text == "root" ? nil : text
}
