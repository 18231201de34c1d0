import CEvdev

/// A virtual input device created through `/dev/uinput` with libevdev's uinput API, from a
/// `DeviceDescription` (an evemu recording's, say). Events written to it reach the kernel's evdev
/// core and come out of its own `/dev/input/event*` node like a real panel's.
///
/// Needs write access to `/dev/uinput` (root or a udev rule). The device goes away when this
/// value does. Every axis gets fuzz 0 unless asked otherwise, since recorded values were already
/// smoothed (devices.md quirk 12).
public final class UInputDevice {
    private let uinput: OpaquePointer

    /// Creates the virtual device; throws when `/dev/uinput` cannot be opened or the kernel refuses.
    /// `zeroFuzz` clears every axis's fuzz.
    public init(description: DeviceDescription, zeroFuzz: Bool = true) throws(InputError) {
        guard let dev = description.makeLibevdev(zeroFuzz: zeroFuzz) else {
            throw InputError(call: "libevdev_new", subject: description.name, errno: 12)  // ENOMEM
        }
        defer { libevdev_free(dev) }
        var uinput: OpaquePointer?
        let rc = libevdev_uinput_create_from_device(dev, Int32(truncatingIfNeeded: LIBEVDEV_UINPUT_OPEN_MANAGED.rawValue), &uinput)
        guard rc == 0, let uinput else {
            throw InputError(call: "libevdev_uinput_create_from_device", subject: "/dev/uinput", errno: -rc)
        }
        self.uinput = uinput
    }

    deinit { libevdev_uinput_destroy(uinput) }

    /// The new device's `/dev/input/event*` path, when the kernel and udev have made it.
    public var devicePath: String? {
        libevdev_uinput_get_devnode(uinput).map { String(cString: $0) }
    }

    /// Writes one event; the kernel stamps it with its own time.
    public func write(_ event: InputEvent) throws(InputError) {
        let rc = libevdev_uinput_write_event(uinput, UInt32(event.type), UInt32(event.code), event.value)
        if rc < 0 { throw InputError(call: "libevdev_uinput_write_event", subject: devicePath, errno: -rc) }
    }
}
