#if canImport(Glibc)
import Glibc
#endif
internal import CPaneShims

/// Watches the kernel's device events for the panel's card (display hot-plug): when one says
/// a DRM device changed (`ACTION=change`, `SUBSYSTEM=drm`; a connector's hot-plug adds
/// `HOTPLUG=1`; what udev reads too), the panel's connector is read again
/// (`KMSDisplay.checkConnector`, which answers `nil` when nothing changed). Unplugged, the app runs on without a
/// panel; plugged back, the next frame sets the mode and repaints everything. Each change is one
/// log line. The launcher registers `descriptor` with the run loop (`Options.wakeSources`).
@MainActor
final class DisplayHotplug {
    /// The netlink socket of uevents.
    let descriptor: Int32
    unowned let panel: KMSDisplay
    let program: String
    var log: (String) -> Void = { AppLauncher.log($0) }
    private var buffer = [UInt8](repeating: 0, count: 8192)

    /// A watch for `panel`; `nil` (with a log line) when the socket cannot be opened.
    init?(panel: KMSDisplay, program: String) {
        let fd = pane_uevent_open()
        guard fd >= 0 else {
            AppLauncher.log("\(program): display: no hot-plug events (\(SystemError(call: "socket", subject: "NETLINK_KOBJECT_UEVENT", errno: errno))); an unplugged panel is not noticed")
            return nil
        }
        descriptor = fd
        self.panel = panel
        self.program = program
    }

    deinit { close(descriptor) }

    /// Reads every waiting event; checks the connector when one is a DRM hot-plug.
    func handle() {
        var hotplug = false
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if n <= 0 { break }
            if Self.isDRMChange(buffer[..<n]) { hotplug = true }
        }
        guard hotplug, let change = panel.checkConnector() else { return }
        switch change {
        case .unplugged:
            log("\(program): display: \(panel.connectorName) was unplugged; running on without a panel")
        case .replugged(let mode) where panel.scanoutSize != panel.panelSize:
            let r = panel.pictureRect
            log("\(program): display: \(panel.connectorName) is back at \(mode), which has no \(panel.panelSize) mode; "
                + "the \(panel.panelSize) picture is centred at (\(r.x), \(r.y)) on black; repainting it whole")
        case .replugged(let mode):
            log("\(program): display: \(panel.connectorName) is back at \(mode); repainting it whole")
        case .noMatchingMode(let modes):
            log("\(program): display: \(panel.connectorName) is back, but every mode it offers is smaller than the \(panel.panelSize) picture (\(modes.map(\.description).joined(separator: ", "))); waiting")
        case .failed(let message):
            log("\(program): display: \(panel.connectorName) is back, but cannot be shown: \(message); waiting")
        }
    }

    /// Whether a uevent (`ACTION@DEVPATH`, then `KEY=VALUE` fields, each NUL-terminated) is a
    /// change of a DRM device: a hot-plug (`HOTPLUG=1`), or a change written to its `uevent`
    /// file, after which the connector is worth reading again too.
    nonisolated static func isDRMChange(_ message: ArraySlice<UInt8>) -> Bool {
        var drm = false, change = false
        for field in message.split(separator: 0) {
            if field.elementsEqual("SUBSYSTEM=drm".utf8) { drm = true }
            if field.elementsEqual("ACTION=change".utf8) { change = true }
        }
        return drm && change
    }
}
