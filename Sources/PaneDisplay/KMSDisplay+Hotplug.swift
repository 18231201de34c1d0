#if canImport(Glibc)
import Glibc
#endif
internal import CDRM

extension KMSDisplay {
    /// What a hot-plug event did to the panel's connector.
    public enum HotplugChange: Equatable, Sendable {
        /// The connector is no longer connected: frames are dropped until it comes back.
        case unplugged
        /// It is connected again, showing `mode`: the next frame sets the mode and repaints
        /// everything.
        case replugged(KMSMode)
        /// It is back, but offers no mode of the size the app draws at (listed): still unplugged.
        case noMatchingMode([KMSMode])
    }

    /// Reads the connector's state again after a DRM hot-plug event (a uevent with
    /// `SUBSYSTEM=drm` and `HOTPLUG=1`); returns what changed, or `nil` when nothing did.
    /// Unplugged, the display keeps running without a panel (`present` drops frames). Plugged
    /// back, it re-reads the connector's modes and takes the one it showed, else the preferred
    /// one of the same size, else the first of that size (the app's window keeps its size), and
    /// the next present sets that mode and repaints the whole frame.
    public func checkConnector() -> HotplugChange? {
        guard !isClosed, let c = drmModeGetConnector(fd, connector) else { return nil }
        defer { drmModeFreeConnector(c) }
        let connected = c.pointee.connection == DRM_MODE_CONNECTED
        if !connected {
            guard !isUnplugged else { return nil }
            isUnplugged = true
            pendingFlip = nil
            return .unplugged
        }
        guard isUnplugged else { return nil }
        let infos = (0..<Int(c.pointee.count_modes)).map { c.pointee.modes[$0] }
        let modes = infos.map {
            KMSMode(width: Int($0.hdisplay), height: Int($0.vdisplay), refresh: Int($0.vrefresh),
                    isPreferred: $0.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0)
        }
        let sameSize = modes.indices.filter { modes[$0].width == panelSize.width && modes[$0].height == panelSize.height }
        let index = sameSize.first { modes[$0] == mode } ?? sameSize.first { modes[$0].isPreferred } ?? sameSize.first
        guard let index else { return .noMatchingMode(modes) }
        modeInfo = infos[index]
        if atomic != nil, modes[index] != mode {
            // The atomic modeset takes the mode as a property blob.
            var info = modeInfo
            var blob: UInt32 = 0
            if drmModeCreatePropertyBlob(fd, &info, MemoryLayout<drmModeModeInfo>.size, &blob) == 0 {
                if modeBlob != 0 { drmModeDestroyPropertyBlob(fd, modeBlob) }
                modeBlob = blob
            }
        }
        isUnplugged = false
        needsModeset = true
        pendingFlip = nil
        ages.invalidateAll()
        needsFullRepaint = true
        return .replugged(modes[index])
    }
}
