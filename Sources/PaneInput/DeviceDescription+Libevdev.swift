import CEvdev

// The bridge between `DeviceDescription` and libevdev, shared by `EvdevDevice` (reading a
// device, `touch-replay --record`) and `UInputDevice` (`touch-replay --uinput`), so a recorded
// description and a recreated device go through the same code as the evemu reader and writer.

extension DeviceDescription {
    /// Everything libevdev knows about an opened device.
    init(libevdev dev: OpaquePointer) {
        let name = libevdev_get_name(dev).map { String(cString: $0) } ?? ""
        let id = ID(bustype: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(dev)),
                    vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(dev)),
                    product: UInt16(truncatingIfNeeded: libevdev_get_id_product(dev)),
                    version: UInt16(truncatingIfNeeded: libevdev_get_id_version(dev)))
        self.init(name: name, id: id)
        for p in 0...InputProperty.max where libevdev_has_property(dev, UInt32(p)) != 0 {
            properties.insert(p)
        }
        for type in 1...EventType.max where libevdev_has_event_type(dev, UInt32(type)) != 0 {
            var set: Set<UInt16> = []
            if let maxCode = EventType.maxCode(of: type) {
                for code in 0...maxCode where libevdev_has_event_code(dev, UInt32(type), UInt32(code)) != 0 {
                    set.insert(code)
                }
            }
            codes[type] = set
        }
        for code in codes[EventType.abs] ?? [] {
            if let a = libevdev_get_abs_info(dev, UInt32(code))?.pointee {
                absInfo[code] = AbsInfo(value: a.value, minimum: a.minimum, maximum: a.maximum,
                                        fuzz: a.fuzz, flat: a.flat, resolution: a.resolution)
            }
        }
        for code in codes[EventType.led] ?? [] {
            ledStates[code] = libevdev_get_event_value(dev, UInt32(EventType.led), UInt32(code))
        }
        for code in codes[EventType.sw] ?? [] {
            switchStates[code] = libevdev_get_event_value(dev, UInt32(EventType.sw), UInt32(code))
        }
    }

    /// A new libevdev context describing this device, for `libevdev_uinput_create_from_device`;
    /// the caller frees it with `libevdev_free`. With `zeroFuzz` every axis gets fuzz 0, so the
    /// kernel does not smooth values that were smoothed when they were recorded (devices.md quirk 12).
    func makeLibevdev(zeroFuzz: Bool) -> OpaquePointer? {
        guard let dev = libevdev_new() else { return nil }
        libevdev_set_name(dev, name)
        libevdev_set_id_bustype(dev, Int32(id.bustype))
        libevdev_set_id_vendor(dev, Int32(id.vendor))
        libevdev_set_id_product(dev, Int32(id.product))
        libevdev_set_id_version(dev, Int32(id.version))
        for p in properties.sorted() { libevdev_enable_property(dev, UInt32(p)) }
        for type in eventTypes where type != EventType.syn {
            libevdev_enable_event_type(dev, UInt32(type))
            for code in (codes[type] ?? []).sorted() {
                switch type {
                case EventType.abs:
                    guard let a = absInfo[code] else { continue }
                    var info = input_absinfo(value: a.value, minimum: a.minimum, maximum: a.maximum,
                                             fuzz: zeroFuzz ? 0 : a.fuzz, flat: a.flat, resolution: a.resolution)
                    libevdev_enable_event_code(dev, UInt32(type), UInt32(code), &info)
                case EventType.rep:
                    // EV_REP codes carry their value as an int (libevdev.h, libevdev_enable_event_code).
                    var value: Int32 = 0
                    libevdev_enable_event_code(dev, UInt32(type), UInt32(code), &value)
                default:
                    libevdev_enable_event_code(dev, UInt32(type), UInt32(code), nil)
                }
            }
        }
        return dev
    }
}
