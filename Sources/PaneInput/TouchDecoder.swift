public import PaneGeometry

/// Turns a device's input events into `TouchFrame`s, one at each `SYN_REPORT` that has touches in it.
///
/// Pure Swift state over plain `InputEvent`s: a device, a recording and a test feed it alike
/// (DESIGN.md §5). It handles protocol B slots with the quirks of devices.md (arbitrary tracking
/// ids, a first contact without `ABS_MT_SLOT`, positions kept per slot across contacts, a
/// tracking id replaced without `-1`, hovering, palms, values outside the range), protocol A
/// through mtdev, and single-touch panels that press `BTN_TOUCH`, `BTN_LEFT` or `BTN_TOOL_PEN`.
///
/// `SYN_DROPPED` is expected to be followed by libevdev's sync events (the changes since the
/// last state, ending in `SYN_REPORT`), which is what `EvdevDevice` delivers and
/// `touch-replay --record` writes: touches that ended during the gap end, new ones begin. No input
/// makes it trap: slots out of range, unknown codes and odd values are ignored or clamped.
///
/// Not thread-safe; one decoder per device, driven from the run loop.
public final class TouchDecoder {
    /// What the decoder was made for: protocol, slot count and axis ranges. Fixed for its life.
    public let capabilities: TouchCapabilities
    /// Where positions land; replace it when the display size, calibration or rotation changes.
    public var transform: TouchTransform
    /// The watchdog for controllers that never release (devices.md quirk 10): a touch whose slot
    /// has had no event for this many seconds ends. `nil` (the default) turns it off, which is
    /// right for healthy devices, since the kernel sends nothing while a finger rests still.
    public var releaseTimeout: Double?
    /// How many `SYN_DROPPED` events the stream held.
    public internal(set) var droppedCount = 0
    /// For streams that may lack the resynchronisation after a `SYN_DROPPED` (recordings made
    /// by tools that read the raw device): the touches down at the drop that no event mentions
    /// before the next `SYN_REPORT` end there as cancelled, instead of staying down until
    /// their slot speaks again (a phantom touch that turns into a fling). Off for live devices,
    /// whose libevdev resync sends nothing for a contact that did not change (protocol A
    /// restates every contact each frame and needs neither).
    public var cancelsTouchesMissingAfterDrop = false

    let ids: TouchIDSource
    var slots: [Slot]
    var currentSlot: Int
    /// `BTN_TOUCH` as last reported; `nil` until the stream first mentions it, so that a device
    /// that lists the code but never sends it is not taken to hover forever.
    var touchButton: Bool?
    var singleTouchButton: UInt16?
    var nextSyntheticTrackingID: Int32 = 0
    /// After a `SYN_DROPPED`, with `cancelsTouchesMissingAfterDrop`: the slots with a touch that
    /// no event has mentioned since; `nil` outside a drop.
    var awaitingResync: Set<Int>?
    let converter: MtdevConverter?

    /// The decoder for a device with `capabilities`.
    /// - Parameters:
    ///   - capabilities: the device's protocol, slot count and X/Y ranges.
    ///   - transform: where raw positions land in display points (see `transform`).
    ///   - ids: where touch ids come from; share one among all devices of an app.
    ///   - initialSlot: the slot the device's next event applies to before any `ABS_MT_SLOT`
    ///     (`libevdev_get_current_slot`, devices.md quirk 2); 0 for recordings.
    ///   - releaseTimeout: the watchdog's seconds of silence (see `releaseTimeout`); `nil` for none.
    ///   - axes: the device's other `ABS_MT_*` axes, which mtdev needs to turn protocol A into
    ///     slots; unused for protocol B and single-touch devices.
    public init(capabilities: TouchCapabilities, transform: TouchTransform, ids: TouchIDSource = TouchIDSource(),
                initialSlot: Int = 0, releaseTimeout: Double? = nil, axes: [UInt16: AbsInfo] = [:]) {
        self.capabilities = capabilities
        self.transform = transform
        self.ids = ids
        self.releaseTimeout = releaseTimeout
        self.currentSlot = initialSlot
        switch capabilities.touchProtocol {
        case .slots(let count):
            slots = Array(repeating: Slot(), count: Swift.max(1, Swift.min(count, Self.maxSlots)))
            converter = nil
        case .anonymous:
            // mtdev hands out at most DIM_FINGER (32) slots (mtdev src/common.h).
            slots = Array(repeating: Slot(), count: 32)
            converter = MtdevConverter(x: capabilities.x, y: capabilities.y, axes: axes)
            currentSlot = 0
        case .singleTouch(let button):
            slots = [Slot()]
            singleTouchButton = button
            converter = nil
            currentSlot = 0
        }
    }

    /// Lands the next positions on a picture turned to `rotation` and seen at `displaySize`
    /// (the app turned while running); the device's calibration stays, touches down stay down.
    public func turn(to rotation: Rotation, displaySize: Size) {
        transform = TouchTransform(x: transform.x, y: transform.y, displaySize: displaySize,
                                   calibration: transform.calibration, rotation: rotation)
    }

    /// A decoder for the device `description` describes, or `nil` if it has no absolute X/Y.
    public convenience init?(description: DeviceDescription, displaySize: Size, calibration: CalibrationMatrix = .identity,
                             rotation: Rotation = .none, ids: TouchIDSource = TouchIDSource(), releaseTimeout: Double? = nil) {
        guard let caps = description.touchCapabilities else { return nil }
        let transform = TouchTransform(x: caps.x, y: caps.y, displaySize: displaySize, calibration: calibration, rotation: rotation)
        self.init(capabilities: caps, transform: transform, ids: ids,
                  initialSlot: Int(description.absInfo[AbsCode.mtSlot]?.value ?? 0),
                  releaseTimeout: releaseTimeout, axes: description.absInfo)
    }

    /// A cap on slots so that a malformed description cannot make the decoder allocate without bound.
    static let maxSlots = 256

    /// True while any touch is down.
    public var hasActiveTouches: Bool { slots.contains { $0.touch != nil } }

    /// Decodes one event and appends the frames it completes to `frames`: the frame its
    /// `SYN_REPORT` ends, and before that, with the watchdog on, a frame ending the touches whose
    /// slots were silent for longer than `releaseTimeout` before this event (stamped at the
    /// moment they timed out, as the run loop's timer would have).
    public func decode(_ event: InputEvent, into frames: inout [TouchFrame]) {
        if releaseTimeout != nil, let deadline = watchdogDeadline, event.time > deadline,
           let frame = expireStaleTouches(at: event.time, stampedAtDeadline: true) {
            frames.append(frame)
        }
        if let converter {
            converter.convert(event) { converted in
                if let frame = apply(converted) { frames.append(frame) }
            }
        } else if let frame = apply(event) {
            frames.append(frame)
        }
    }

    /// Decodes `events` in order; returns the frames they complete.
    public func decode(_ events: some Sequence<InputEvent>) -> [TouchFrame] {
        var frames: [TouchFrame] = []
        for event in events { decode(event, into: &frames) }
        return frames
    }
}
