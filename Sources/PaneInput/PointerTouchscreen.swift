public import PaneGeometry

/// The touchscreen a desktop window's mouse and fingers become (`--display window`): a virtual
/// protocol-B device whose raw axes cover the panel as its digitizer would, so a pointer
/// position turns into the raw events a finger at that spot on the board's panel would send,
/// and those are decoded by the same `TouchDecoder`, with the board's calibration and rotation,
/// as on the panel. A touch therefore lands exactly under the pointer, and the raw events can
/// be kept (`recording`) and replayed headless (`--replay`) with the same board to give the same
/// touch frames.
///
/// Raw units are half points (`unitsPerPoint`), so every pointer position of a window scaled
/// by 0.5, 1 or 2 maps to a whole raw value and back to the same point.
public final class PointerTouchscreen {
    /// Raw units per display point along each axis.
    public static let unitsPerPoint = 2
    /// How many fingers may be down at once.
    public static let slotCount = 10

    /// The virtual device as evemu describes it (the header of `recording`).
    public let description: DeviceDescription
    /// The decoder that turns its events into touch frames, as a panel's does.
    public let decoder: TouchDecoder
    /// Every event sent so far, when `keepsEvents` (for `recording`).
    public private(set) var events: [InputEvent] = []
    /// Whether `events` keeps what is sent.
    public var keepsEvents = false

    private let displaySize: Size
    private let rotation: Rotation
    private let inverse: CalibrationMatrix?
    private let rawWidth: Int32, rawHeight: Int32
    /// Finger key → slot; the slot's tracking id.
    private var slots: [Int: Int] = [:]
    private var lastRaw: [Int: (x: Int32, y: Int32)] = [:]
    private var nextTrackingID: Int32 = 1
    private var touching = false

    /// A virtual touchscreen for a display of `displaySize` points (as the app sees it), on a board with
    /// `calibration` and `rotation`. A calibration that cannot be inverted is treated as the identity for
    /// the pointer's positions (the decoder still applies it, as the panel would).
    public init(displaySize: Size, calibration: CalibrationMatrix = .identity, rotation: Rotation = .none) {
        self.displaySize = displaySize
        self.rotation = rotation
        let turned = rotation == .clockwise90 || rotation == .clockwise270
        let panel = turned ? Size(width: displaySize.height, height: displaySize.width) : displaySize
        rawWidth = Int32(max(1, (panel.width * Double(Self.unitsPerPoint)).rounded()))
        rawHeight = Int32(max(1, (panel.height * Double(Self.unitsPerPoint)).rounded()))
        let m = calibration, det = m.a * m.e - m.b * m.d
        inverse = det == 0 || !det.isFinite ? nil : CalibrationMatrix(
            m.e / det, -m.b / det, (m.b * m.f - m.e * m.c) / det,
            -m.d / det, m.a / det, (m.d * m.c - m.a * m.f) / det)
        var d = DeviceDescription(name: "Pane window pointer", properties: [InputProperty.direct])
        d.enable(type: EventType.key, code: KeyCode.touch)
        d.enable(type: EventType.abs, code: AbsCode.mtSlot, info: AbsInfo(minimum: 0, maximum: Int32(Self.slotCount - 1)))
        d.enable(type: EventType.abs, code: AbsCode.mtTrackingID, info: AbsInfo(minimum: 0, maximum: 65535))
        d.enable(type: EventType.abs, code: AbsCode.mtPositionX, info: AbsInfo(minimum: 0, maximum: rawWidth - 1))
        d.enable(type: EventType.abs, code: AbsCode.mtPositionY, info: AbsInfo(minimum: 0, maximum: rawHeight - 1))
        description = d
        decoder = TouchDecoder(description: d, displaySize: displaySize, calibration: inverse == nil ? .identity : calibration,
                               rotation: rotation)!
    }

    /// The raw position a finger at display point `point` gives: the rotation, then the
    /// calibration, undone (the inverse of `TouchTransform`), clamped to the axes.
    public func rawPosition(for point: Point) -> (x: Int32, y: Int32) {
        // Normalized after calibration: undo the scale to the display and the rotation
        // (TouchTransform's table: .clockwise90 maps (x, y) to (y, 1 - x)).
        let rx = point.x / displaySize.width, ry = point.y / displaySize.height
        let c: (x: Double, y: Double)
        switch rotation {
        case .none: c = (rx, ry)
        case .clockwise90: c = (1 - ry, rx)
        case .clockwise180: c = (1 - rx, 1 - ry)
        case .clockwise270: c = (ry, 1 - rx)
        }
        let n = inverse.map { $0.apply(x: c.x, y: c.y) } ?? c
        func raw(_ v: Double, _ range: Int32) -> Int32 {
            let r = (v * Double(range)).rounded()
            return Int32(r.isFinite ? min(max(r, 0), Double(range - 1)) : 0)
        }
        return (raw(n.x, rawWidth), raw(n.y, rawHeight))
    }

    /// Puts the fingers of `fingers` (by any key the caller chooses, such as 0 for the mouse
    /// and 1 for its mirror) down at their display points at `time`, lifting those down before
    /// and missing now: one report, decoded into the touch frames it makes (none when nothing
    /// changed). Fingers beyond `slotCount` are ignored.
    public func update(_ fingers: [(key: Int, location: Point)], time: InputTime) -> [TouchFrame] {
        var out: [InputEvent] = []
        func send(_ type: UInt16, _ code: UInt16, _ value: Int32) {
            out.append(InputEvent(time: time, type: type, code: code, value: value))
        }
        let keys = Set(fingers.map(\.key))
        for (key, slot) in slots.sorted(by: { $0.value < $1.value }) where !keys.contains(key) {
            send(EventType.abs, AbsCode.mtSlot, Int32(slot))
            send(EventType.abs, AbsCode.mtTrackingID, -1)
            slots[key] = nil
            lastRaw[key] = nil
        }
        for finger in fingers {
            let raw = rawPosition(for: finger.location)
            if let s = slots[finger.key] {
                if let last = lastRaw[finger.key], last == raw { continue }
                send(EventType.abs, AbsCode.mtSlot, Int32(s))
            } else {
                guard let free = (0..<Self.slotCount).first(where: { s in !slots.values.contains(s) }) else { continue }
                slots[finger.key] = free
                send(EventType.abs, AbsCode.mtSlot, Int32(free))
                send(EventType.abs, AbsCode.mtTrackingID, nextTrackingID)
                nextTrackingID = nextTrackingID % 65535 + 1
            }
            lastRaw[finger.key] = raw
            send(EventType.abs, AbsCode.mtPositionX, raw.x)
            send(EventType.abs, AbsCode.mtPositionY, raw.y)
        }
        if touching != !slots.isEmpty {
            touching = !slots.isEmpty
            send(EventType.key, KeyCode.touch, touching ? 1 : 0)
        }
        guard !out.isEmpty else { return [] }
        send(EventType.syn, SynCode.report, 0)
        if keepsEvents { events += out }
        return decoder.decode(out)
    }

    /// Whether any finger is down.
    public var isTouching: Bool { !slots.isEmpty }

    /// What was sent while `keepsEvents`, as an evemu recording of this device: `--replay` with
    /// the same board turns it into the same touch frames.
    public var recording: EvemuRecording { EvemuRecording(description: description, events: events) }
}
