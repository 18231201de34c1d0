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
        /// everything. When `mode` is larger than the picture, the picture is centred on black
        /// (`pictureRect`).
        case replugged(KMSMode)
        /// It is back, but every mode it offers (listed) is smaller than the picture: still
        /// unplugged, waiting for the next event.
        case noMatchingMode([KMSMode])
        /// It is back, but the buffers for its mode could not be made (the message says why):
        /// still unplugged.
        case failed(String)
    }

    /// Reads the connector's state again after a DRM hot-plug event (a uevent with
    /// `SUBSYSTEM=drm` and `HOTPLUG=1`); returns what changed, or `nil` when nothing did.
    /// Unplugged, the display keeps running without a panel (`present` drops frames). Plugged
    /// back, it re-reads the connector's modes and takes one as `KMSMode.chooseForReplug` says
    /// (the app's window keeps its size: a mode of that size, else a larger one with the
    /// picture centred), and the next present sets that mode and repaints the whole frame.
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
        guard let index = KMSMode.chooseForReplug(from: modes, shown: mode, picture: panelSize) else { return .noMatchingMode(modes) }
        let chosen = modes[index]
        let size = PixelSize(width: chosen.width, height: chosen.height)
        if size != scanoutSize {
            // New buffers of the mode's size, black, the picture drawn centred in them. The old
            // ones go (the kernel takes a framebuffer off a plane that still shows it).
            var made: [KMSBuffer] = []
            do {
                for _ in 0..<2 {
                    let buffer = try KMSBuffer(fd: fd, width: size.width, height: size.height, path: cardPath)
                    buffer.clear()
                    made.append(buffer)
                }
            } catch {
                return .failed("no \(size) buffers: \(error.message)")
            }
            buffers = made
            scanoutSize = size
            front = 0
        }
        pictureRect = chosen.centred(panelSize)
        modeInfo = infos[index]
        if atomic != nil, chosen != mode {
            // The atomic modeset takes the mode as a property blob.
            var info = modeInfo
            var blob: UInt32 = 0
            if drmModeCreatePropertyBlob(fd, &info, MemoryLayout<drmModeModeInfo>.size, &blob) == 0 {
                if modeBlob != 0 { drmModeDestroyPropertyBlob(fd, modeBlob) }
                modeBlob = blob
            }
        }
        mode = chosen
        isUnplugged = false
        needsModeset = true
        pendingFlip = nil
        ages.invalidateAll()
        needsFullRepaint = true
        return .replugged(chosen)
    }
}
