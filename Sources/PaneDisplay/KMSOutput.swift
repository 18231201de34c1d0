#if canImport(Glibc)
import Glibc
#endif
internal import CDRM

/// The connector, mode and CRTC a `KMSDisplay` drives, found on an open card, with the CRTC's
/// state saved for restoring (kernel.md A4, A10).
struct KMSOutput {
    let connector: UInt32
    let connectorName: String
    let crtc: UInt32
    let crtcIndex: Int
    let mode: KMSMode
    let modeInfo: drmModeModeInfo
    let saved: KMSDisplay.SavedCRTC

    static func find(fd: Int32, path: String, configuration: KMSDisplay.Configuration) throws(DisplayError) -> KMSOutput {
        guard let res = drmModeGetResources(fd) else { throw .call("drmModeGetResources", on: path, errno: errno) }
        defer { drmModeFreeResources(res) }
        let crtcIDs = (0..<Int(res.pointee.count_crtcs)).map { res.pointee.crtcs[$0] }

        // The connector: the one named, else the first connected one with modes.
        var chosen: UnsafeMutablePointer<drmModeConnector>?
        var seen: [String] = []
        for i in 0..<Int(res.pointee.count_connectors) {
            guard let c = drmModeGetConnector(fd, res.pointee.connectors[i]) else { continue }
            let name = kmsConnectorName(c.pointee)
            let connected = c.pointee.connection == DRM_MODE_CONNECTED && c.pointee.count_modes > 0
            seen.append("\(name) \(connected ? "connected" : "disconnected")")
            let wanted: Bool
            if let want = configuration.connector {
                wanted = want == name || want == String(c.pointee.connector_id)
            } else {
                wanted = connected
            }
            if wanted && chosen == nil && connected {
                chosen = c
            } else {
                drmModeFreeConnector(c)
            }
        }
        guard let c = chosen else {
            if let want = configuration.connector {
                throw DisplayError(.noDevice, "connector \(want) on \(path) is missing or not connected (\(seen.joined(separator: ", ")))")
            }
            throw .noConnectedConnector(card: path, details: seen)
        }
        defer { drmModeFreeConnector(c) }
        let name = kmsConnectorName(c.pointee)

        // The mode.
        let infos = (0..<Int(c.pointee.count_modes)).map { c.pointee.modes[$0] }
        let modes = infos.map {
            KMSMode(width: Int($0.hdisplay), height: Int($0.vdisplay), refresh: Int($0.vrefresh),
                    isPreferred: $0.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0)
        }
        guard let modeIndex = KMSMode.choose(from: modes, request: configuration.mode) else {
            let list = modes.map(\.description).joined(separator: ", ")
            throw DisplayError(.noDevice, "\(name) on \(path) has no mode \(configuration.mode?.description ?? "") (it offers \(list))")
        }

        // The CRTC.
        var current: UInt32 = 0
        if c.pointee.encoder_id != 0, let encoder = drmModeGetEncoder(fd, c.pointee.encoder_id) {
            current = encoder.pointee.crtc_id
            drmModeFreeEncoder(encoder)
        }
        var masks: [UInt32] = []
        for j in 0..<Int(c.pointee.count_encoders) {
            guard let encoder = drmModeGetEncoder(fd, c.pointee.encoders[j]) else { continue }
            masks.append(encoder.pointee.possible_crtcs)
            drmModeFreeEncoder(encoder)
        }
        guard let crtcIndex = KMSCRTCChoice.choose(currentCRTC: current, possibleCRTCs: masks, crtcIDs: crtcIDs) else {
            throw DisplayError(.noDevice, "no CRTC can drive \(name) on \(path)")
        }
        let crtc = crtcIDs[crtcIndex]

        guard let old = drmModeGetCrtc(fd, crtc) else { throw .call("drmModeGetCrtc", on: path, errno: errno) }
        defer { drmModeFreeCrtc(old) }
        let o = old.pointee
        let saved = KMSDisplay.SavedCRTC(crtc: crtc, framebuffer: o.buffer_id, x: o.x, y: o.y, modeValid: o.mode_valid != 0,
                                         modeSize: PixelSize(width: Int(o.mode.hdisplay), height: Int(o.mode.vdisplay)),
                                         mode: o.mode)
        return KMSOutput(connector: c.pointee.connector_id, connectorName: name, crtc: crtc, crtcIndex: crtcIndex,
                         mode: modes[modeIndex], modeInfo: infos[modeIndex], saved: saved)
    }
}
