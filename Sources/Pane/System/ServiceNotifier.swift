#if canImport(Glibc)
import Glibc
#endif
internal import CSystemd

/// Tells systemd how a `Type=notify` service is doing, through libsystemd's `sd_notify(3)`:
/// `READY=1` once the app shows its first frame, `WATCHDOG=1` while its run loop turns, and
/// `STOPPING=1` on the way out. Outside systemd (no `NOTIFY_SOCKET`) every call does nothing.
///
/// The watchdog interval comes from `WATCHDOG_USEC` (set by systemd from the unit's
/// `WatchdogSec=`) through `sd_watchdog_enabled(3)`, which also checks `WATCHDOG_PID`; systemd
/// asks for a ping at least every interval, and the sd_watchdog_enabled man page advises
/// sending one every half of it, which is `pingInterval`.
public final class ServiceNotifier {
    /// Whether a service manager listens (`NOTIFY_SOCKET` was set when this was made).
    public let isEnabled: Bool
    /// The unit's `WatchdogSec=` in seconds, or `nil` when the watchdog is off.
    public let watchdogInterval: Double?
    /// Messages sent so far, in order (for logs and tests).
    public private(set) var sent: [String] = []
    private var readySent = false

    /// Reads the environment systemd set up for this process.
    public init() {
        isEnabled = getenv("NOTIFY_SOCKET") != nil
        var usec: UInt64 = 0
        if sd_watchdog_enabled(0, &usec) > 0 && usec > 0 {
            watchdogInterval = Double(usec) / 1_000_000
        } else {
            watchdogInterval = nil
        }
    }

    /// Half the watchdog interval: how often the loop pings (sd_watchdog_enabled(3)).
    public var pingInterval: Double? { watchdogInterval.map { $0 / 2 } }

    /// `READY=1`, once: the app is up and showing its first frame.
    public func ready() {
        guard !readySent else { return }
        readySent = true
        send("READY=1")
    }

    /// `WATCHDOG=1`: the run loop is alive. Call it from the loop thread, never from a worker,
    /// so a hung loop stops the pings and systemd restarts the app.
    public func ping() {
        send("WATCHDOG=1")
    }

    /// `STOPPING=1`: the app is shutting down (systemd then waits for it to exit).
    public func stopping() {
        send("STOPPING=1")
    }

    /// `EXTEND_TIMEOUT_USEC=…`: the start (before `READY=1`) may take `seconds` more than the
    /// unit's `TimeoutStartSec=` from now (systemd 236 and later), as while waiting for a panel.
    public func extendTimeout(seconds: Double) {
        send("EXTEND_TIMEOUT_USEC=\(UInt64(seconds * 1_000_000))")
    }

    /// `STATUS=…`: one line `systemctl status` shows.
    public func status(_ text: String) {
        send("STATUS=" + text)
    }

    private func send(_ message: String) {
        guard isEnabled else { return }
        sent.append(message)
        let rc = sd_notify(0, message)
        if rc < 0 {
            AppLauncher.log("pane: sd_notify(\(message)) failed: \(String(cString: strerror(-rc)))")
        }
    }
}
