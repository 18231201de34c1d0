/// Every keyboard and pointer attached (USB keyboards, barcode scanners, keypads, mice,
/// trackballs): found among the event nodes, opened, read, and let go when unplugged, with the
/// keys and buttons it held released, and new ones opened as they are plugged in, through the
/// same inotify watch of `/dev/input` as the touchscreen (`InputHotplug`).
///
/// For a `poll()` run loop, as `TouchInput`: wait on `fileDescriptors`, then call `read(now:)`.
/// A device is a keyboard when it has keys that type or navigate (`isKeyboard`), a pointer when it has
/// relative X and Y and a left button (`isPointer`); a device can be both.
public final class PeripheralInput {
    /// One open device.
    public struct Device {
        /// The open node.
        public let device: EvdevDevice
        /// Whether it types.
        public let isKeyboard: Bool
        /// Whether it moves a pointer.
        public let isPointer: Bool
        var keys = KeyDecoder()
        var pointer = PointerDecoder()
    }

    /// What one read found.
    public struct Input {
        /// Key events in order (releases of an unplugged keyboard's keys last, as cancellations).
        public var keys: [KeyEvent] = []
        /// Pointer reports in order (a release of an unplugged pointer's buttons last).
        public var pointer: [PointerReport] = []
        /// The keyboards whose events the kernel dropped (`SYN_DROPPED`: its buffer for this
        /// reader overflowed), by node path: keys typed then are missing.
        public var overflowedKeyboards: [String] = []
    }

    /// Where event nodes are looked for and watched.
    public let directory: String
    /// The keyboards and pointers open now, by node path.
    public private(set) var devices: [String: Device] = [:]
    /// `nil` when inotify is unavailable: keyboards are then read as found at start only.
    public let hotplug: InputHotplug?
    /// Nodes not to open (the touchscreen's, when it also reports keys).
    public var excluded: Set<String> = []
    private var events: [InputEvent] = []

    /// Starts watching `directory` and opens the keyboards and pointers in it, leaving out the
    /// nodes in `excluded` (the touchscreen's).
    public init(directory: String = "/dev/input", excluded: Set<String> = []) {
        self.directory = directory
        self.excluded = excluded
        hotplug = try? InputHotplug(directory: directory)
        for path in TouchDeviceSelection.eventNodes(in: directory) { open(path) }
    }

    /// The descriptors to poll for reading.
    public var fileDescriptors: [Int32] {
        devices.keys.sorted().compactMap { devices[$0]?.device.fileDescriptor } + [hotplug?.fileDescriptor].compactMap { $0 }
    }

    /// Whether any keyboard is open.
    public var hasKeyboard: Bool { devices.values.contains { $0.isKeyboard } }
    /// Whether any pointer is open.
    public var hasPointer: Bool { devices.values.contains { $0.isPointer } }

    /// Reads every device's waiting events and the hot-plug watch: keys and pointer reports in
    /// the order each device sent them (devices in path order), then, for a device that went
    /// away, its held keys released as cancellations and its buttons released, stamped `now`.
    public func read(now: InputTime) -> Input {
        var out = Input()
        for path in devices.keys.sorted() {
            guard var entry = devices[path] else { continue }
            events.removeAll(keepingCapacity: true)
            let status = (try? entry.device.read(into: &events)) ?? .removed
            if entry.isKeyboard {
                out.keys += entry.keys.decode(events)
                if events.contains(where: { $0.type == EventType.syn && $0.code == SynCode.dropped }) {
                    out.overflowedKeyboards.append(path)
                }
            }
            if entry.isPointer { out.pointer += entry.pointer.decode(events) }
            if status == .removed {
                release(&entry, into: &out, at: now)
                devices[path] = nil
            } else {
                devices[path] = entry
            }
        }
        for change in hotplug?.readChanges() ?? [] {
            switch change {
            case .appeared(let path):
                if devices[path] == nil { open(path) }
            case .disappeared(let path):
                if var entry = devices.removeValue(forKey: path) { release(&entry, into: &out, at: now) }
            }
        }
        return out
    }

    private func release(_ entry: inout Device, into out: inout Input, at now: InputTime) {
        out.keys += entry.keys.releaseAll(at: now)
        if let r = entry.pointer.releaseAll(at: now) { out.pointer.append(r) }
    }

    private func open(_ path: String) {
        guard !excluded.contains(path), let d = try? EvdevDevice.describe(path: path), d.isKeyboard || d.isPointer,
              let device = try? EvdevDevice(path: path) else { return }
        devices[path] = Device(device: device, isKeyboard: d.isKeyboard, isPointer: d.isPointer)
    }
}

extension DeviceDescription {
    /// Whether the device types or navigates: it has the letter keys `KEY_Q` to `KEY_P`
    /// (16–25), or the keypad's digits and enter (`KEY_KP0` 82, `KEY_KP1` 79, `KEY_KPENTER` 96),
    /// or the digits `KEY_1` to `KEY_0` (2–11) and enter (`KEY_ENTER` 28) as a scanner or PIN pad
    /// has, or two opposite arrows (`KEY_UP` 103 and `KEY_DOWN` 108, or `KEY_LEFT` 105 and
    /// `KEY_RIGHT` 106) and a key that activates (`KEY_ENTER`, `KEY_KPENTER`, `KEY_SPACE` 57,
    /// `KEY_OK` 352, `KEY_SELECT` 353) as an accessibility keypad, a five-way pad or a TV remote
    /// through HDMI-CEC has (linux/input-event-codes.h). A power button, volume keys, a mouse's
    /// buttons or a touchscreen's `BTN_TOUCH` do not make one.
    public var isKeyboard: Bool {
        guard let keys = codes[EventType.key] else { return false }
        let arrows = (keys.contains(103) && keys.contains(108)) || (keys.contains(105) && keys.contains(106))
        let navigation = arrows && [28, 96, 57, 352, 353].contains { keys.contains(UInt16($0)) }
        return typesText || navigation
    }

    /// Whether the device types text: the letters, the keypad's digits and enter, or the digits
    /// and enter of `isKeyboard`. A navigation keypad does not: with only one attached, text
    /// fields still show the on-screen keyboard (`Window.hasHardwareKeyboard` stays false).
    public var typesText: Bool {
        guard let keys = codes[EventType.key] else { return false }
        let letters = (16...25).allSatisfy { keys.contains(UInt16($0)) }
        let keypad = [82, 79, 96].allSatisfy { keys.contains(UInt16($0)) }
        let digits = (2...11).allSatisfy { keys.contains(UInt16($0)) } && keys.contains(28)
        return letters || keypad || digits
    }
}
