#if canImport(Glibc)
import Glibc
#endif
internal import CPaneShims
import PaneDisplay

/// `--display kms` on a card with no panel connected (a monitor switched on after the board,
/// a cable not yet in): instead of ending, the app says so in one line and waits. Each device
/// event from the kernel (the uevents `DisplayHotplug` reads), and every
/// `retryInterval` in case one was missed, it tries to open the panel again, and goes on
/// when one is there. Under systemd it keeps the start from timing out
/// (`EXTEND_TIMEOUT_USEC`) and shows what it waits for in `systemctl status`. SIGTERM ends the
/// wait as it ends the app.
enum PanelWait {
    /// Seconds between tries when no event comes.
    static let retryInterval: Int32 = 5

    /// Opens the panel once one is connected; any other failure (no permission, a DRM call)
    /// ends the wait with that error.
    static func open(_ configuration: KMSDisplay.Configuration, after first: DisplayError,
                     log: (String) -> Void) -> Result<KMSDisplay, DisplayError> {
        log("pane: \(first.message) Waiting for a panel to be connected")
        let notifier = ServiceNotifier()
        notifier.status("waiting for a panel to be connected")
        let socket = pane_uevent_open()
        defer { if socket >= 0 { close(socket) } }
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            notifier.extendTimeout(seconds: Double(retryInterval) * 3)
            var p = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            if socket >= 0 {
                _ = poll(&p, 1, retryInterval * 1000)
                // Any event wakes a try (opening is cheap); the rest are read and dropped.
                while buffer.withUnsafeMutableBytes({ recv(socket, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }) > 0 {}
            } else {
                sleep(UInt32(retryInterval))
            }
            do {
                let panel = try KMSDisplay(configuration: configuration)
                log("pane: a panel is connected: \(panel.summary)")
                return .success(panel)
            } catch {
                guard error.isNotConnected else { return .failure(error) }
            }
        }
    }
}
