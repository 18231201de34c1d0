import CPaneShims
import CMtdev  // links libmtdev for the wrappers in CPaneShims/evdev.c

/// Turns protocol A (anonymous contacts, `SYN_MT_REPORT`) into protocol B slots with mtdev,
/// without a device fd, so that devices, recordings and tests share one converter
/// (kernel.md B1: libinput does the same through its mtdev plugin).
///
/// mtdev matches contacts between frames, assigns tracking ids and drops contacts missing from
/// a frame. Events go in one at a time; the converted frame comes out at each `SYN_REPORT`.
final class MtdevConverter {
    private let handle: OpaquePointer

    /// `nil` when mtdev cannot allocate its state.
    init?(x: AbsInfo, y: AbsInfo, axes: [UInt16: AbsInfo]) {
        guard let handle = pane_mtdev_new() else { return nil }
        self.handle = handle
        for (code, info) in axes where code >= AbsCode.mtTouchMajor && code <= AbsCode.mtDistance
            && code != AbsCode.mtPositionX && code != AbsCode.mtPositionY && code != AbsCode.mtTrackingID {
            pane_mtdev_set_axis(handle, Int32(code), info.minimum, info.maximum, info.resolution)
        }
        pane_mtdev_set_axis(handle, Int32(AbsCode.mtPositionX), x.minimum, x.maximum, x.resolution)
        pane_mtdev_set_axis(handle, Int32(AbsCode.mtPositionY), y.minimum, y.maximum, y.resolution)
    }

    deinit { pane_mtdev_delete(handle) }

    /// Feeds `event`; calls `body` with every protocol B event that is ready afterwards.
    func convert(_ event: InputEvent, _ body: (InputEvent) -> Void) {
        // mtdev indexes tables by the code (src/core.c): an EV_ABS code above ABS_MAX, or a type
        // above EV_MAX, writes out of bounds. libevdev never delivers one; recordings are
        // checked (`removeImpossibleEvents`); this keeps any other caller safe too.
        guard event.type <= EventType.max, event.type != EventType.abs || event.code <= AbsCode.max else { return }
        let sec = event.time.nanoseconds / 1_000_000_000
        let usec = (event.time.nanoseconds % 1_000_000_000) / 1000
        pane_mtdev_put(handle, event.type, event.code, event.value, sec, usec)
        var type: UInt16 = 0, code: UInt16 = 0, value: Int32 = 0, s: Int64 = 0, u: Int64 = 0
        while pane_mtdev_get(handle, &type, &code, &value, &s, &u) != 0 {
            body(InputEvent(time: InputTime(seconds: s, microseconds: u), type: type, code: code, value: value))
        }
    }
}
