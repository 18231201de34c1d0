public import PaneGeometry

/// The app's touchscreen: finds it, opens it, decodes it, cancels its touches when it goes
/// away and picks it up again when it comes back, without restarting the app.
///
/// For a `poll()` run loop: wait on `fileDescriptors` (the device, when one is open, and the
/// inotify watch on `/dev/input`) and on `watchdogDeadline`; then call `readFrames(now:)`.
/// Nothing here blocks or reads a clock; `now` is the caller's `CLOCK_MONOTONIC` reading.
public final class TouchInput {
    /// Everything that decides which device is read and where its touches land.
    public struct Configuration: Sendable {
        /// Which device to read: an explicit path or name pattern, or discovery's choice.
        public var selection: TouchDeviceSelection
        /// The display's size in points as the app sees it (after rotation).
        public var displaySize: Size
        /// The touch calibration, as from `LIBINPUT_CALIBRATION_MATRIX` or the board profile.
        public var calibration: CalibrationMatrix
        /// How the picture is turned on the panel; touches are turned to match.
        public var rotation: Rotation
        /// The release watchdog (`TouchDecoder.releaseTimeout`); `nil` for healthy controllers.
        public var releaseTimeout: Double?
        /// Where event nodes are looked for and watched, `/dev/input` unless a test points elsewhere.
        public var directory: String

        /// A configuration for a display of `displaySize` points; the rest has the defaults of a plain panel.
        public init(selection: TouchDeviceSelection = .init(), displaySize: Size, calibration: CalibrationMatrix = .identity,
                    rotation: Rotation = .none, releaseTimeout: Double? = nil, directory: String = "/dev/input") {
            self.selection = selection
            self.displaySize = displaySize
            self.calibration = calibration
            self.rotation = rotation
            self.releaseTimeout = releaseTimeout
            self.directory = directory
        }
    }

    /// The configuration it was made with; `turn(to:displaySize:)` changes its rotation and size.
    public private(set) var configuration: Configuration
    /// The touchscreen open now; `nil` before one is found or after it went away.
    public private(set) var device: EvdevDevice?
    /// The decoder of the open device; replaced each time a device is opened.
    public private(set) var decoder: TouchDecoder?
    /// `nil` when inotify is unavailable; the device is then not picked up again after removal.
    public let hotplug: InputHotplug?
    /// The last failure to open a device, for a log line; `nil` after a success.
    public private(set) var lastError: InputError?
    private let ids: TouchIDSource
    private var events: [InputEvent] = []

    /// Starts watching `/dev/input` and opens the touchscreen if one is there. Having none yet
    /// is no error: it is opened when it appears.
    public init(configuration: Configuration, ids: TouchIDSource = TouchIDSource()) {
        self.configuration = configuration
        self.ids = ids
        self.hotplug = try? InputHotplug(directory: configuration.directory)
        openDevice()
    }

    /// The descriptors to poll for reading.
    public var fileDescriptors: [Int32] {
        [device?.fileDescriptor, hotplug?.fileDescriptor].compactMap { $0 }
    }

    /// When `readFrames(now:)` should run even if no descriptor is readable (the release watchdog).
    public var watchdogDeadline: InputTime? { decoder?.watchdogDeadline }

    /// Reads what is available and returns the touch frames it makes, in order. A removed device
    /// yields a frame that cancels its touches, stamped `now`; a device that appears is opened.
    public func readFrames(now: InputTime) -> [TouchFrame] {
        var frames: [TouchFrame] = []
        if let hotplug {
            let changes = hotplug.readChanges()
            if device == nil, changes.contains(where: { if case .appeared = $0 { true } else { false } }) {
                openDevice()
            }
        }
        if let device, let decoder {
            events.removeAll(keepingCapacity: true)
            let status: EvdevDevice.ReadStatus
            do {
                status = try device.read(into: &events)
            } catch {
                lastError = error
                status = .removed
            }
            frames += decoder.decode(events)
            if status == .removed {
                if let frame = decoder.cancelAll(at: now) { frames.append(frame) }
                self.device = nil
                self.decoder = nil
                // It may already be back (a quick replug between two polls).
                openDevice()
            }
        }
        if let frame = decoder?.expireStaleTouches(at: now) { frames.append(frame) }
        return frames
    }

    /// Maps the next positions for a panel turned to `rotation` whose picture the app sees at
    /// `displaySize` (the app turned while running): the open device's decoder keeps its
    /// touches and takes the new map; a device opened later is made with it.
    public func turn(to rotation: Rotation, displaySize: Size) {
        configuration.rotation = rotation
        configuration.displaySize = displaySize
        decoder?.turn(to: rotation, displaySize: displaySize)
    }

    private func openDevice() {
        let selection = configuration.selection
        let chosen: (path: String, capabilities: TouchCapabilities)?
        if let path = selection.path {
            do {
                chosen = try EvdevDevice.describe(path: path).touchCapabilities.map { (path, $0) }
            } catch {
                lastError = error
                return
            }
        } else {
            chosen = selection.choose(from: TouchDeviceSelection.describeNodes(in: configuration.directory))
        }
        guard let chosen else { return }
        do {
            let device = try EvdevDevice(path: chosen.path, grab: selection.grab)
            let d = device.description
            guard let decoder = TouchDecoder(description: d, displaySize: configuration.displaySize,
                                             calibration: configuration.calibration, rotation: configuration.rotation,
                                             ids: ids, releaseTimeout: configuration.releaseTimeout) else { return }
            self.device = device
            self.decoder = decoder
            lastError = nil
        } catch {
            lastError = error
        }
    }
}
