import Glibc

/// Which evdev node is the touchscreen, when the heuristics are not to be trusted: an explicit
/// path, or a glob on the device name (a command-line flag or the board profile). Either
/// overrides discovery's classification; the device must still have absolute X/Y axes.
public struct TouchDeviceSelection: Hashable, Sendable {
    /// A device node such as `/dev/input/event3` or `/dev/input/by-path/…-event`.
    public var path: String?
    /// An `fnmatch(3)` pattern on the device name, e.g. `"ILITEK*"` or `"*Touchscreen"`.
    public var namePattern: String?
    /// Take the device exclusively (`EVIOCGRAB`, kernel.md B8), so the console or another
    /// program does not see the touches too.
    public var grab: Bool

    /// A selection by `path` or `namePattern` (the path wins when both are set); with neither, discovery
    /// picks the device.
    public init(path: String? = nil, namePattern: String? = nil, grab: Bool = false) {
        self.path = path
        self.namePattern = namePattern
        self.grab = grab
    }

    /// The best node among `devices` (path and description, in `/dev/input` order) for this
    /// selection, with the capabilities to decode it; `nil` when none qualifies.
    ///
    /// Without overrides the highest `touchscreenScore` wins (multitouch over single touch, so the
    /// multitouch node of a twin pair; then `INPUT_PROP_DIRECT`); ties go to the lower event
    /// number. A name pattern admits any device with absolute X/Y whose name matches.
    public func choose(from devices: [(path: String, description: DeviceDescription)]) -> (path: String, capabilities: TouchCapabilities)? {
        var best: (path: String, capabilities: TouchCapabilities, score: Int)?
        for (devicePath, d) in devices {
            let caps: TouchCapabilities?
            var score = 0
            if let path {
                guard devicePath == path else { continue }
                caps = d.touchCapabilities
            } else if let namePattern {
                guard fnmatch(namePattern, d.name, 0) == 0 else { continue }
                caps = d.touchCapabilities
                score = (caps?.isMultitouch ?? false) ? 2 : 1
            } else {
                caps = d.touchscreenCapabilities
                score = d.touchscreenScore ?? 0
            }
            guard let caps else { continue }
            if best.map({ score > $0.score }) ?? true { best = (devicePath, caps, score) }
        }
        return best.map { ($0.path, $0.capabilities) }
    }

    /// The `/dev/input/event*` nodes in `directory`, in event-number order.
    public static func eventNodes(in directory: String = "/dev/input") -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var numbered: [(Int, String)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix("event"), let n = Int(name.dropFirst(5)) else { continue }
            numbered.append((n, directory + "/" + name))
        }
        return numbered.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Opens every node in `directory` that can be opened and returns its description; nodes
    /// that fail to open (permissions, gone meanwhile) are skipped.
    public static func describeNodes(in directory: String = "/dev/input") -> [(path: String, description: DeviceDescription)] {
        eventNodes(in: directory).compactMap { path in
            (try? EvdevDevice.describe(path: path)).map { (path, $0) }
        }
    }
}
