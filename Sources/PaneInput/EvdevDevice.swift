import CEvdev
import CPaneShims
import Glibc

/// An opened evdev node read through libevdev: non-blocking, on `CLOCK_MONOTONIC`, optionally
/// grabbed. Expose `fileDescriptor` to the run loop's `poll()` and call `read(into:)` when it
/// is readable.
///
/// Opening follows kernel.md B7 and B13: `O_RDONLY|O_NONBLOCK|O_CLOEXEC`, `libevdev_new_from_fd`,
/// then `libevdev_set_clock_id(CLOCK_MONOTONIC)` at once (a clock change on a non-empty queue
/// queues a `SYN_DROPPED`, devices.md quirk 13), then the grab if asked for.
public final class EvdevDevice {
    /// The node that was opened, as given.
    public let path: String
    /// The open, non-blocking descriptor for the run loop's `poll()`; closed when this object goes away.
    public let fileDescriptor: Int32
    /// What the device said about itself when it was opened (libevdev's copy of its name, ids, codes and
    /// axes).
    public let description: DeviceDescription
    /// Whether the device is held exclusively (`EVIOCGRAB`) so that no other reader sees its events.
    public let isGrabbed: Bool
    private let dev: OpaquePointer

    /// Opens `path` as described above, grabbing it when `grab` is set; throws the failing call and its
    /// errno.
    public init(path: String, grab: Bool = false) throws(InputError) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw InputError(call: "open", subject: path, errno: errno) }
        var dev: OpaquePointer?
        let rc = libevdev_new_from_fd(fd, &dev)
        guard rc == 0, let dev else {
            close(fd)
            throw InputError(call: "libevdev_new_from_fd", subject: path, errno: -rc)
        }
        let clock = libevdev_set_clock_id(dev, CLOCK_MONOTONIC)
        guard clock == 0 else {
            libevdev_free(dev)
            close(fd)
            throw InputError(call: "libevdev_set_clock_id", subject: path, errno: -clock)
        }
        if grab {
            let g = libevdev_grab(dev, LIBEVDEV_GRAB)
            guard g == 0 else {
                libevdev_free(dev)
                close(fd)
                throw InputError(call: "libevdev_grab", subject: path, errno: -g)
            }
        }
        self.path = path
        self.fileDescriptor = fd
        self.dev = dev
        self.isGrabbed = grab
        var d = DeviceDescription(libevdev: dev)
        if d.absInfo[AbsCode.mtSlot] != nil {
            d.absInfo[AbsCode.mtSlot]?.value = libevdev_get_current_slot(dev)
        }
        self.description = d
    }

    deinit {
        if isGrabbed { _ = libevdev_grab(dev, LIBEVDEV_UNGRAB) }
        libevdev_free(dev)
        close(fileDescriptor)
    }

    /// What `read(into:)` found.
    public enum ReadStatus: Sendable {
        /// Everything available was read (`-EAGAIN`).
        case drained
        /// The device is gone (`-ENODEV`): close it and cancel its touches.
        case removed
    }

    /// Reads every event available without blocking and appends them to `events`.
    ///
    /// A `SYN_DROPPED` is appended as it arrives, followed by libevdev's sync events (the state
    /// changes missed, ending in `SYN_REPORT`), which is the stream `TouchDecoder` expects; the
    /// loop is libinput's (`evdev_device_dispatch`, kernel.md B2), and it drains the fd fully,
    /// since slow readers are what overflow the kernel's buffer.
    public func read(into events: inout [InputEvent]) throws(InputError) -> ReadStatus {
        var ev = input_event()
        var flags = LIBEVDEV_READ_FLAG_NORMAL.rawValue
        while true {
            let rc = libevdev_next_event(dev, flags, &ev)
            if rc == -EAGAIN {
                if flags == LIBEVDEV_READ_FLAG_SYNC.rawValue {
                    flags = LIBEVDEV_READ_FLAG_NORMAL.rawValue
                    continue
                }
                return .drained
            }
            if rc == -ENODEV { return .removed }
            if rc == -EINTR { continue }
            if rc < 0 { throw InputError(call: "libevdev_next_event", subject: path, errno: -rc) }
            events.append(InputEvent(time: InputTime(seconds: pane_input_event_sec(&ev), microseconds: pane_input_event_usec(&ev)),
                                     type: ev.type, code: ev.code, value: ev.value))
            if rc == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) {
                flags = LIBEVDEV_READ_FLAG_SYNC.rawValue
            }
        }
    }
}

extension EvdevDevice {
    /// The description of the device at `path`, read and closed again, without changing its
    /// clock or grabbing it. Discovery uses this on every node.
    public static func describe(path: String) throws(InputError) -> DeviceDescription {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw InputError(call: "open", subject: path, errno: errno) }
        defer { close(fd) }
        var dev: OpaquePointer?
        let rc = libevdev_new_from_fd(fd, &dev)
        guard rc == 0, let dev else { throw InputError(call: "libevdev_new_from_fd", subject: path, errno: -rc) }
        defer { libevdev_free(dev) }
        return DeviceDescription(libevdev: dev)
    }
}
