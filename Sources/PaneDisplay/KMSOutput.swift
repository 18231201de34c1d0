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
    /// The picture's size when it is smaller than the mode (no mode of the size asked for);
    /// `nil` when it is the mode's size.
    let picture: PixelSize?
    /// Worth a log line: the connector or mode asked for is not there, so another was taken.
    let note: String?

    static func find(fd: Int32, path: String, configuration: KMSDisplay.Configuration) throws(DisplayError) -> KMSOutput {
        guard let res = drmModeGetResources(fd) else { throw .call("drmModeGetResources", on: path, errno: errno) }
        defer { drmModeFreeResources(res) }
        let crtcIDs = (0..<Int(res.pointee.count_crtcs)).map { res.pointee.crtcs[$0] }

        // The connector: the one named, else the first connected one with modes. A name the
        // card does not have is a mistake in the board's profile: the first connected one is
        // taken instead, with a note; a named connector that is there but not connected is
        // waited for (isNotConnected).
        var want = configuration.connector
        var note: String?
        let names = (0..<Int(res.pointee.count_connectors)).compactMap { i -> (name: String, id: UInt32)? in
            guard let c = drmModeGetConnector(fd, res.pointee.connectors[i]) else { return nil }
            defer { drmModeFreeConnector(c) }
            return (kmsConnectorName(c.pointee), c.pointee.connector_id)
        }
        if let w = want, !names.contains(where: { $0.name == w || String($0.id) == w }) {
            note = "there is no connector \(w) on \(path) (it has \(names.map(\.name).joined(separator: ", "))); "
                + "showing on the first connected one instead: correct the board's `connector`"
            want = nil
        }
        var chosen: UnsafeMutablePointer<drmModeConnector>?
        var seen: [String] = []
        for i in 0..<Int(res.pointee.count_connectors) {
            guard let c = drmModeGetConnector(fd, res.pointee.connectors[i]) else { continue }
            let name = kmsConnectorName(c.pointee)
            let connected = c.pointee.connection == DRM_MODE_CONNECTED && c.pointee.count_modes > 0
            seen.append("\(name) \(connected ? "connected" : "disconnected")")
            let wanted = want.map { $0 == name || $0 == String(c.pointee.connector_id) } ?? connected
            if wanted && chosen == nil && connected {
                chosen = c
            } else {
                drmModeFreeConnector(c)
            }
        }
        guard let c = chosen else {
            if let want {
                var error = DisplayError(.noDevice, "connector \(want) on \(path) is not connected (\(seen.joined(separator: ", ")))")
                error.isNotConnected = true
                throw error
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
        // The picture is the mode's size, or the size asked for: without a mode of that size
        // (a board's panel swapped for another monitor), a larger mode shows it centred on black.
        var picture: PixelSize?
        var modeIndex = KMSMode.choose(from: modes, request: configuration.mode)
        if modeIndex == nil, let request = configuration.mode {
            let size = PixelSize(width: request.width, height: request.height)
            let asked = KMSMode(width: request.width, height: request.height, refresh: request.refresh ?? 0)
            if let larger = KMSMode.chooseForReplug(from: modes, shown: asked, picture: size) {
                modeIndex = larger
                picture = size
                let r = modes[larger].centred(size)
                note = (note.map { $0 + "; " } ?? "") + "\(name) has no \(request) mode; the \(size) picture is centred at "
                    + "(\(r.x), \(r.y)) on black in \(modes[larger])"
            }
        }
        guard let modeIndex else {
            let list = modes.map(\.description).joined(separator: ", ")
            throw DisplayError(.noDevice, "\(name) on \(path) has no mode \(configuration.mode?.description ?? "") and none larger (it offers \(list))")
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
                         mode: modes[modeIndex], modeInfo: infos[modeIndex], saved: saved, picture: picture, note: note)
    }
}
