/// What a device says about itself: name, ids, properties, the event codes it can send and its
/// absolute axes. It comes from a live device (libevdev), from an evemu recording, or from code,
/// and it is what `--record` writes and `--uinput` recreates.
public struct DeviceDescription: Hashable, Sendable {
    /// `struct input_id`.
    public struct ID: Hashable, Sendable {
        /// The bus the device is on (`BUS_USB`, `BUS_I2C`, …, from linux/input.h).
        public var bustype: UInt16
        /// The vendor's USB or PCI id; 0 for devices without one.
        public var vendor: UInt16
        /// The vendor's product id; 0 for devices without one.
        public var product: UInt16
        /// The driver's or firmware's version number.
        public var version: UInt16

        /// An id from its four numbers; those left out are 0, as for a virtual device.
        public init(bustype: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0) {
            self.bustype = bustype
            self.vendor = vendor
            self.product = product
            self.version = version
        }
    }

    /// The name the driver gives the device (`EVIOCGNAME`, evemu's `N:` line), which
    /// `TouchDeviceSelection.namePattern` matches.
    public var name: String
    /// The bus, vendor, product and version (`EVIOCGID`, evemu's `I:` line).
    public var id: ID
    /// `INPUT_PROP_*` bits that are set.
    public var properties: Set<UInt16>
    /// The codes of each event type the device can send, by type. A type is supported when it
    /// has an entry (an empty set for a type without codes, such as `EV_REP` on some devices).
    public var codes: [UInt16: Set<UInt16>]
    /// Every absolute axis in `codes[EventType.abs]` should have an entry here.
    public var absInfo: [UInt16: AbsInfo]
    /// Initial LED and switch states (evemu 1.3 `L:` and `S:` lines).
    public var ledStates: [UInt16: Int32]
    /// Initial switch states by `SW_*` code (evemu 1.3 `S:` lines).
    public var switchStates: [UInt16: Int32]

    /// A description from its parts; everything but the name may start empty and be added to.
    public init(name: String, id: ID = ID(), properties: Set<UInt16> = [], codes: [UInt16: Set<UInt16>] = [:],
                absInfo: [UInt16: AbsInfo] = [:], ledStates: [UInt16: Int32] = [:], switchStates: [UInt16: Int32] = [:]) {
        self.name = name
        self.id = id
        self.properties = properties
        self.codes = codes
        self.absInfo = absInfo
        self.ledStates = ledStates
        self.switchStates = switchStates
    }

    /// Whether the device can send events of `type` (an `EventType` value); `EV_SYN` always.
    public func has(type: UInt16) -> Bool { type == EventType.syn || codes[type] != nil }
    /// Whether the device lists `code` among the codes of event `type`.
    public func has(type: UInt16, code: UInt16) -> Bool { codes[type]?.contains(code) ?? false }
    /// Whether the `INPUT_PROP_*` bit `property` is set (`InputProperty`).
    public func has(property: UInt16) -> Bool { properties.contains(property) }

    /// Adds `code` of `type`, and `info` for an absolute axis.
    public mutating func enable(type: UInt16, code: UInt16, info: AbsInfo? = nil) {
        codes[type, default: []].insert(code)
        if type == EventType.abs, let info { absInfo[code] = info }
    }

    /// The event types the device supports, in ascending order, always including `EV_SYN`.
    public var eventTypes: [UInt16] { Array(Set(codes.keys).union([EventType.syn])).sorted() }
}
