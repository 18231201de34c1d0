#if canImport(Glibc)
import Glibc
#endif
internal import CDRM
public import PaneGeometry
import PanePixels

/// A display on a real panel through DRM/KMS: two XRGB8888 dumb buffers flipped on a CRTC.
///
/// Opening it finds the card (`drmGetDevices2`, or the board's or a flag's path), the connected
/// connector (or the board's), its preferred mode (or the board's), a CRTC the connector can
/// reach, and saves that CRTC's state. The first `present` sets the mode; every later one copies
/// the damage (accumulated over the back buffer's age, rotated by the board's rotation) from the
/// app's shadow frame into the back buffer, never reading the buffer, and flips: an atomic commit
/// carrying `FB_DAMAGE_CLIPS` where the driver offers atomic, `drmModePageFlip` otherwise, and
/// where a driver cannot flip, writes into the shown buffer followed by `drmModeDirtyFB`
/// (DESIGN.md §4, kernel.md A5–A10). The flip's completion arrives on `eventDescriptor`; until
/// then `isReadyToPresent` is false, which is what paces frames.
///
/// Losing DRM master (another program took the panel) pauses presenting without an error;
/// `retryInterval` then asks the run loop to call `handleEvents()` now and then, which takes
/// the panel back when it is free and asks for a full repaint (`takeNeedsFullRepaint`).
///
/// `close()` (or `deinit`) waits for a pending flip, puts the saved CRTC back and frees the
/// buffers; an app calls it on SIGINT and SIGTERM too (`RunLoop` does so via its stop path).
public final class KMSDisplay: Display {
    /// What the board profile and the flags decide.
    public struct Configuration: Sendable {
        /// A card node such as `/dev/dri/card1`; `nil` finds the card with a connected panel.
        public var cardPath: String?
        /// A connector name (`HDMI-A-1`, `DSI-1`) or id; `nil` takes the first connected one.
        public var connector: String?
        /// The mode to set; `nil` takes the connector's preferred mode.
        public var mode: KMSModeRequest?
        /// The picture's turn on the panel, done in software in the shadow-to-buffer copy.
        public var rotation: Rotation
        /// Which present path to use; `.automatic` picks atomic when the driver offers it.
        public var presentation: Presentation

        /// A configuration; every default lets the display find the card, connector and mode itself.
        public init(cardPath: String? = nil, connector: String? = nil, mode: KMSModeRequest? = nil,
                    rotation: Rotation = .none, presentation: Presentation = .automatic) {
            self.cardPath = cardPath
            self.connector = connector
            self.mode = mode
            self.rotation = rotation
            self.presentation = presentation
        }
    }

    /// How frames reach the panel.
    public enum Presentation: String, Sendable, CaseIterable {
        /// Atomic where offered, else legacy page flips.
        case automatic
        /// Non-blocking atomic commits with a page-flip event and `FB_DAMAGE_CLIPS`.
        case atomic
        /// `drmModePageFlip` with `DRM_MODE_PAGE_FLIP_EVENT`.
        case legacy
        /// One buffer, shown all the time: damage is written into it, then `drmModeDirtyFB`.
        /// Used when the driver refuses page flips; may tear.
        case frontBuffer
    }

    public internal(set) var size: PixelSize
    /// The picture's size on the panel, before rotation: the size of the mode set at open, or
    /// the size asked for when the connector had no such mode and a larger one shows it.
    public let panelSize: PixelSize
    /// The mode set on the connector: the one chosen at open, or the one it came back in
    /// (`checkConnector`).
    public internal(set) var mode: KMSMode
    /// The scan-out buffers' size: the mode's. Larger than `panelSize` when the connector had
    /// no mode of the picture's size (at open, or when it came back), where the picture is shown
    /// at `pictureRect`, centred on black.
    public internal(set) var scanoutSize: PixelSize
    /// Where the picture sits in the scan-out buffers: all of them, or centred in a larger mode.
    public internal(set) var pictureRect: PixelRect
    /// The picture's turn on the panel, done in the copy from the shadow frame to the buffer:
    /// the board's at open, then as `rotate(by:)` turned it.
    public internal(set) var rotation: Rotation
    /// The card node that was opened, such as `/dev/dri/card1`.
    public let cardPath: String
    /// The connector driven, by its kernel name (`HDMI-A-1`, `DSI-1`).
    public let connectorName: String
    /// The driver's name (`bochs`, `vc4`, `i915`).
    public let driverName: String
    /// The path in use now (`.automatic` is resolved at open; a refused flip falls back to
    /// `.frontBuffer`).
    public internal(set) var presentation: Presentation
    /// Whether the driver takes `FB_DAMAGE_CLIPS` on atomic commits.
    public var sendsDamageClips: Bool { atomic?.damageClips != nil }
    /// Frames flipped (or dirtied) so far.
    public internal(set) var presentCount = 0
    /// Flip events received so far.
    public internal(set) var flipCount = 0
    /// The kernel's timestamp of the last flip, in `CLOCK_MONOTONIC` nanoseconds.
    public internal(set) var lastFlipNanoseconds: Int64?
    /// `lastFlipNanoseconds`, for the run loop's frame pacing (`Display`).
    public var lastVblankNanoseconds: Int64? { lastFlipNanoseconds }
    /// The vblank counter of the last flip (the DRM event's `sequence`).
    public internal(set) var lastFlipSequence: UInt32?
    /// Called for each batch of flip events read, with the last flip's vblank sequence and
    /// `CLOCK_MONOTONIC` time: what a profiler records.
    public var onPresented: ((PresentationFeedback) -> Void)?
    /// Pixels copied into a buffer by the last present (accumulated damage, after clipping).
    public internal(set) var lastCopiedArea = 0
    /// The damage rectangles the last present sent to the kernel, in panel coordinates.
    public internal(set) var lastClips: [PixelRect] = []
    /// The CRTC as found at open, which `close()` restores.
    public let saved: SavedCRTC
    /// What opening it had to decide that is worth a log line: the connector asked for is not
    /// on the card, and another was taken; the mode asked for is not offered, and the picture
    /// is centred in a larger one. `nil` when it went as asked.
    public let openingNote: String?
    /// Status lines worth a log (pausing, resuming, a fallback); nothing when `nil`.
    public var log: ((String) -> Void)?

    /// The CRTC's state before this display touched it.
    public struct SavedCRTC: Sendable, CustomStringConvertible {
        /// The CRTC's object id.
        public var crtc: UInt32
        /// The framebuffer it was scanning out; 0 when it was off.
        public var framebuffer: UInt32
        /// Where in that framebuffer the scan-out started.
        public var x: UInt32, y: UInt32
        /// Whether a mode was set on the CRTC.
        public var modeValid: Bool
        /// The size of the mode that was set (meaningful when `modeValid`).
        public var modeSize: PixelSize
        let mode: drmModeModeInfo

        public var description: String {
            framebuffer == 0 || !modeValid ? "CRTC \(crtc) off" : "CRTC \(crtc) fb \(framebuffer) \(modeSize)"
        }
    }

    var card: KMSCard?
    let fd: Int32
    let crtc: UInt32
    let connector: UInt32
    var modeInfo: drmModeModeInfo
    let atomic: KMSAtomic?
    var modeBlob: UInt32 = 0
    var buffers: [KMSBuffer]
    let ages: BufferAge
    /// The buffer being scanned out, once a mode is set.
    var front = 0
    var needsModeset = true
    var pendingFlip: Int?
    /// True while DRM master is lost or given up: presents are skipped until the panel comes back.
    public internal(set) var isPaused = false
    /// Given up for a VT switch (`releasePanel()`): paused, and not retrying until `takePanelBack()`.
    public internal(set) var isReleased = false
    var needsFullRepaint = false
    /// The output is switched off (DPMS, `setOutputPowered`): `present` drops frames (the run
    /// loop must not wait for a flip that will never come), and a full repaint follows when it
    /// is on again.
    public internal(set) var isOutputOff = false
    /// The connector was unplugged (`checkConnector`): frames are dropped until it is back.
    public internal(set) var isUnplugged = false
    var isClosed = false
    // Reused every frame, so presenting allocates nothing once warm.
    let copyRegion = Region()
    var clips: [drm_mode_rect] = []
    var dirtyClips: [drmModeClip] = []

    /// Opens the panel. Throws `.noDevice` (no card, no connected connector, no such mode),
    /// `.permissionDenied` (cannot open the node; another program holds DRM master), or
    /// `.system` (a DRM call failed); each message says what to do. An app exits with
    /// `DisplayError.startupExitStatus` (2) on them.
    public init(configuration: Configuration = Configuration()) throws(DisplayError) {
        let card = try KMSCard.open(path: configuration.cardPath)
        let fd = card.fd, path = card.path
        self.fd = fd
        cardPath = path
        rotation = configuration.rotation
        if let version = drmGetVersion(fd) {
            driverName = version.pointee.name.map { String(cString: $0) } ?? "unknown"
            drmFreeVersion(version)
        } else {
            driverName = "unknown"
        }

        var capability: UInt64 = 0
        guard drmGetCap(fd, UInt64(DRM_CAP_DUMB_BUFFER), &capability) == 0, capability != 0 else {
            throw DisplayError(.noDevice, "\(path) (\(driverName)) has no dumb buffers; it is not a display card")
        }
        // The first opener is master (kernel drm_auth.c); else take it if it is free.
        if drmIsMaster(fd) == 0 && drmSetMaster(fd) != 0 {
            throw .notMaster(path: path, errno: errno)
        }

        let output = try KMSOutput.find(fd: fd, path: path, configuration: configuration)
        connector = output.connector
        connectorName = output.connectorName
        openingNote = output.note
        crtc = output.crtc
        modeInfo = output.modeInfo
        mode = output.mode
        scanoutSize = PixelSize(width: output.mode.width, height: output.mode.height)
        panelSize = output.picture ?? scanoutSize
        pictureRect = output.mode.centred(panelSize)
        size = configuration.rotation.appSize(forPanel: panelSize)
        saved = output.saved

        switch configuration.presentation {
        case .automatic, .atomic:
            atomic = KMSAtomic.find(fd: fd, crtc: output.crtc, crtcIndex: output.crtcIndex, connector: output.connector)
            if atomic == nil && configuration.presentation == .atomic {
                throw DisplayError(.system, "\(path) (\(driverName)) does not offer atomic modesetting for CRTC \(output.crtc)")
            }
            presentation = atomic == nil ? .legacy : .atomic
        case .legacy, .frontBuffer:
            atomic = nil
            presentation = configuration.presentation
        }

        var made: [KMSBuffer] = []
        for _ in 0..<2 {
            let buffer = try KMSBuffer(fd: fd, width: scanoutSize.width, height: scanoutSize.height, path: path)
            buffer.clear()
            made.append(buffer)
        }
        buffers = made
        ages = BufferAge(bufferCount: 2)
        self.card = consume card
        if let atomic {
            var info = modeInfo
            let rc = drmModeCreatePropertyBlob(fd, &info, MemoryLayout<drmModeModeInfo>.size, &modeBlob)
            if rc != 0 {
                buffers = []
                throw .call("drmModeCreatePropertyBlob (MODE_ID)", on: path, errno: -rc)
            }
            _ = atomic
        }
    }

    deinit {
        _ = close()
    }

    public var eventDescriptor: Int32? { isClosed ? nil : fd }
    public var isReadyToPresent: Bool { !isClosed && !isPaused && pendingFlip == nil }
    /// Half a second while paused: how often to try to take the panel back.
    public var retryInterval: Double? { isPaused && !isClosed ? 0.5 : nil }
    /// Seconds between refreshes of the mode (1/60 when the mode does not say); never `nil`.
    public var refreshInterval: Double? { 1.0 / Double(mode.refresh > 0 ? mode.refresh : 60) }

    public func takeNeedsFullRepaint() -> Bool {
        defer { needsFullRepaint = false }
        return needsFullRepaint
    }

    /// A one-line summary for logs: card, driver, connector, mode, rotation, present path.
    public var summary: String {
        "\(cardPath) (\(driverName)) \(connectorName) \(mode) rotation \(rotation.degrees) \(presentation.rawValue)"
            + (sendsDamageClips ? " +FB_DAMAGE_CLIPS" : "")
    }
}
