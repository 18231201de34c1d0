#if canImport(Glibc)
import Glibc
#endif
internal import CDRM

/// An open DRM card node: the fd every KMS call goes through. Closing it releases DRM master
/// and every framebuffer and dumb buffer created on it.
struct KMSCard: ~Copyable {
    let fd: Int32
    let path: String

    init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    deinit { Glibc.close(fd) }

    /// Opens `path` (a board's `card`, a flag), or else the first KMS card with a connected
    /// connector that `drmGetDevices2` lists (kernel.md A2: never a hard-coded card0; with
    /// simpledrm the real panel is often card1). Errors say which cards were seen and why each
    /// was passed over.
    static func open(path: String?) throws(DisplayError) -> KMSCard {
        if let path {
            let card = try openNode(path)
            guard hasConnectedConnector(card.fd) != nil else {
                throw .noConnectedConnector(card: path, details: connectorSummary(card.fd))
            }
            return card
        }
        var devices = [drmDevicePtr?](repeating: nil, count: 16)
        let count = drmGetDevices2(0, &devices, Int32(devices.count))
        defer { if count > 0 { drmFreeDevices(&devices, count) } }
        var nodes: [String] = []
        for i in 0..<max(0, Int(count)) {
            guard let device = devices[i], device.pointee.available_nodes & (1 << DRM_NODE_PRIMARY) != 0,
                  let name = device.pointee.nodes[Int(DRM_NODE_PRIMARY)] else { continue }
            nodes.append(String(cString: name))
        }
        nodes.sort()
        guard !nodes.isEmpty else {
            throw .noCard(searched: count < 0 ? "drmGetDevices2 failed (\(errnoName(-count)))" : "drmGetDevices2 found no card with a primary node")
        }
        var firstDenied: DisplayError?
        var seen: [String] = []
        for node in nodes {
            let card: KMSCard
            do {
                card = try openNode(node)
            } catch {
                if error.kind == .permissionDenied, firstDenied == nil { firstDenied = error }
                seen.append("\(node): \(error.message)")
                continue
            }
            if hasConnectedConnector(card.fd) != nil { return card }
            seen.append("\(node): " + (connectorSummary(card.fd).joined(separator: ", ").nonEmpty ?? "no connectors"))
        }
        if let firstDenied { throw firstDenied }
        throw .noConnectedConnector(card: nodes.joined(separator: ", "), details: seen)
    }

    /// Opens one node read-write, close-on-exec and non-blocking (so `drmHandleEvent` never
    /// blocks the run loop; kernel.md A8).
    private static func openNode(_ path: String) throws(DisplayError) -> KMSCard {
        let fd = Glibc.open(path, O_RDWR | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let e = errno
            switch e {
            case EACCES, EPERM: throw .noPermission(path: path, group: groupName(owning: path), errno: e)
            case ENOENT, ENODEV, ENXIO: throw .noCard(searched: "\(path) does not exist")
            default: throw .call("open", on: path, errno: e)
            }
        }
        return KMSCard(fd: fd, path: path)
    }

    /// The id of the first connected connector with modes, if any.
    static func hasConnectedConnector(_ fd: Int32) -> UInt32? {
        guard let res = drmModeGetResources(fd) else { return nil }
        defer { drmModeFreeResources(res) }
        for i in 0..<Int(res.pointee.count_connectors) {
            guard let c = drmModeGetConnector(fd, res.pointee.connectors[i]) else { continue }
            defer { drmModeFreeConnector(c) }
            if c.pointee.connection == DRM_MODE_CONNECTED && c.pointee.count_modes > 0 { return c.pointee.connector_id }
        }
        return nil
    }

    /// `NAME connected|disconnected` for each connector, for error messages.
    static func connectorSummary(_ fd: Int32) -> [String] {
        guard let res = drmModeGetResources(fd) else { return ["not a KMS device"] }
        defer { drmModeFreeResources(res) }
        var out: [String] = []
        for i in 0..<Int(res.pointee.count_connectors) {
            guard let c = drmModeGetConnector(fd, res.pointee.connectors[i]) else { continue }
            defer { drmModeFreeConnector(c) }
            let state = c.pointee.connection == DRM_MODE_CONNECTED ? "connected" : "disconnected"
            out.append("\(kmsConnectorName(c.pointee)) \(state)")
        }
        return out
    }
}

/// The kernel's name for a connector, as in `/sys/class/drm/card0-HDMI-A-1`: `HDMI-A-1`, `DSI-1`.
func kmsConnectorName(_ c: drmModeConnector) -> String {
    let type = drmModeGetConnectorTypeName(c.connector_type).map { String(cString: $0) } ?? "Unknown\(c.connector_type)"
    return "\(type)-\(c.connector_type_id)"
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
