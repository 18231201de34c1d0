#if canImport(Glibc)
import Glibc
#endif
internal import CPaneShims

/// The Linux virtual terminal (VT) a kiosk shows on, taken over for as long as the app runs.
///
/// Get it with `onStandardInput()`: a systemd unit with `TTYPath=/dev/tty1` and
/// `StandardInput=tty` (as `pane-gallery.service` has), or `openvt`, gives the app its VT as
/// standard input and controlling terminal, which the kernel requires for these calls
/// (drivers/tty/vt/vt_ioctl.c: `KDSETMODE` and `VT_SETMODE` need the controlling tty or
/// `CAP_SYS_TTY_CONFIG`). Started anywhere else (ssh, a serial console, a test) there is no VT
/// and the console is left alone.
///
/// - `enterGraphicsMode()` (`KDSETMODE KD_GRAPHICS`): the kernel draws no text, cursor or
///   message on the panel, and console blanking leaves it on (vt.c `do_blank_screen` only
///   marks a VT in graphics mode blanked).
/// - `takeOverSwitching(release:acquire:)` (`VT_SETMODE VT_PROCESS`): a VT switch away waits
///   until the app has given up DRM master and calls `acknowledgeRelease()`; switching back
///   sends the acquire signal, and the app calls `acknowledgeAcquire()` and takes the panel back.
/// - `restore()` puts back the mode and switching found at start; a crash (SIGSEGV, SIGBUS,
///   SIGILL, SIGFPE, SIGABRT, SIGTRAP, which include the watchdog's abort) does the same from
///   a signal handler before the crash goes on. Only SIGKILL leaves the VT in graphics mode,
///   until the next start of a unit with `TTYReset=yes`.
public final class VirtualTerminal {
    /// The VT's descriptor (standard input); not closed by this type.
    public let fd: Int32
    /// N of `/dev/ttyN`.
    public let number: Int32
    /// The mode found at start (`0` text, `1` graphics), which `restore()` puts back.
    public let savedMode: Int32
    /// True once `enterGraphicsMode()` switched the console to `KD_GRAPHICS`, until `restore()`.
    public private(set) var isInGraphicsMode = false
    /// True once `takeOverSwitching` set `VT_PROCESS`: the console asks the app before switching away.
    public private(set) var handlesSwitching = false

    /// The VT on `fd` (standard input by default), or `nil` when `fd` is not one.
    public static func onStandardInput(fd: Int32 = 0) -> VirtualTerminal? {
        let number = pane_vt_number(fd)
        guard number > 0 else { return nil }
        let mode = pane_vt_get_mode(fd)
        guard mode >= 0 else { return nil }
        return VirtualTerminal(fd: fd, number: number, savedMode: mode)
    }

    init(fd: Int32, number: Int32, savedMode: Int32) {
        self.fd = fd
        self.number = number
        self.savedMode = savedMode
    }

    deinit { restore() }

    /// `KDSETMODE KD_GRAPHICS`, with the crash-path restore armed first.
    public func enterGraphicsMode() throws(ConsoleError) {
        if pane_vt_install_crash_restore(fd, savedMode == 1 ? 0 : savedMode) != 0 {
            throw ConsoleError(call: "sigaction", tty: number, errno: errno)
        }
        guard pane_vt_set_mode(fd, 1) == 0 else {
            let e = errno
            pane_vt_remove_crash_restore()
            throw ConsoleError(call: "KDSETMODE KD_GRAPHICS", tty: number, errno: e)
        }
        isInGraphicsMode = true
    }

    /// `VT_SETMODE VT_PROCESS` with these signals, which the caller has blocked and reads
    /// (a signalfd on the run loop).
    public func takeOverSwitching(release: Int32, acquire: Int32) throws(ConsoleError) {
        guard pane_vt_set_process_switching(fd, release, acquire) == 0 else {
            throw ConsoleError(call: "VT_SETMODE VT_PROCESS", tty: number, errno: errno)
        }
        handlesSwitching = true
    }

    /// `VT_RELDISP 1`: the panel is given up, the switch away may go ahead.
    public func acknowledgeRelease() {
        _ = pane_vt_release(fd)
    }

    /// `VT_RELDISP VT_ACKACQ`: the VT is ours again.
    public func acknowledgeAcquire() {
        _ = pane_vt_acknowledge_acquire(fd)
    }

    /// Back to the mode found at start (text, on a console) and to kernel switching; the crash
    /// handlers are taken out. Safe to call twice.
    public func restore() {
        if handlesSwitching {
            _ = pane_vt_set_auto_switching(fd)
            handlesSwitching = false
        }
        if isInGraphicsMode {
            _ = pane_vt_set_mode(fd, savedMode == 1 ? 0 : savedMode)
            isInGraphicsMode = false
            pane_vt_remove_crash_restore()
        }
    }
}

/// A console call that failed, with its errno.
public struct ConsoleError: Error, CustomStringConvertible {
    /// The call that failed, such as `"KDSETMODE KD_GRAPHICS"`.
    public var call: String
    /// Which console: N of `/dev/ttyN`.
    public var tty: Int32
    /// The `errno` the call left.
    public var errno: Int32

    public var description: String {
        "\(call) on tty\(tty) failed: \(String(cString: strerror(errno))) (errno \(errno))"
    }
}
