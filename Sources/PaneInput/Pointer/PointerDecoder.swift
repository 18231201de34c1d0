/// What a mouse or trackball did in one report (up to its `SYN_REPORT`).
public struct PointerReport: Hashable, Sendable {
    /// The kernel's time for the report.
    public var time: InputTime
    /// Relative motion in device counts (`REL_X`, `REL_Y`), right and down positive.
    public var dx = 0.0, dy = 0.0
    /// Wheel detents (`REL_WHEEL`, `REL_HWHEEL`): `wheelY` positive when the wheel turns away
    /// from the user (scroll up, the kernel's sign), `wheelX` positive to the right.
    public var wheelX = 0.0, wheelY = 0.0
    /// Buttons that went down (`BTN_LEFT` …) and came up in this report.
    public var pressed: [UInt16] = [], released: [UInt16] = []

    /// An empty report at `time`.
    public init(time: InputTime) { self.time = time }

    /// Whether the report carries nothing.
    public var isEmpty: Bool { dx == 0 && dy == 0 && wheelX == 0 && wheelY == 0 && pressed.isEmpty && released.isEmpty }
}

/// Turns a mouse's or trackball's events into one `PointerReport` per `SYN_REPORT`, and knows
/// which buttons are down so that a device that goes away releases them.
public struct PointerDecoder: Sendable {
    // Codes from linux/input-event-codes.h.
    static let relX: UInt16 = 0x00, relY: UInt16 = 0x01, relHWheel: UInt16 = 0x06, relWheel: UInt16 = 0x08
    /// `BTN_LEFT` (0x110) to `BTN_TASK` (0x117): a mouse's buttons.
    static let buttons: ClosedRange<UInt16> = 0x110...0x117
    /// `BTN_LEFT`.
    public static let leftButton: UInt16 = 0x110

    /// The buttons down now.
    public private(set) var held: Set<UInt16> = []
    private var pending: PointerReport?

    /// A decoder with no button down.
    public init() {}

    /// The reports in `events`, one per `SYN_REPORT` that carried something.
    public mutating func decode(_ events: [InputEvent]) -> [PointerReport] {
        var out: [PointerReport] = []
        for e in events {
            if e.isReport {
                if let r = pending, !r.isEmpty { out.append(r) }
                pending = nil
                continue
            }
            var r = pending ?? PointerReport(time: e.time)
            if e.type == EventType.rel {
                let v = Double(e.value)
                switch e.code {
                case Self.relX: r.dx += v
                case Self.relY: r.dy += v
                case Self.relWheel: r.wheelY += v
                case Self.relHWheel: r.wheelX += v
                default: continue
                }
            } else if e.type == EventType.key, Self.buttons.contains(e.code) {
                if e.value == 1, held.insert(e.code).inserted { r.pressed.append(e.code) }
                if e.value == 0, held.remove(e.code) != nil { r.released.append(e.code) }
            } else {
                continue
            }
            pending = r
        }
        return out
    }

    /// A report releasing every button still down, stamped `time`; `nil` when none is.
    public mutating func releaseAll(at time: InputTime) -> PointerReport? {
        guard !held.isEmpty else { return nil }
        var r = PointerReport(time: time)
        r.released = held.sorted()
        held.removeAll()
        pending = nil
        return r
    }
}

extension DeviceDescription {
    /// Whether the device moves a pointer: relative X and Y (`REL_X`, `REL_Y`) and a left
    /// button (`BTN_LEFT`), as a mouse or a trackball has.
    public var isPointer: Bool {
        has(type: EventType.rel, code: PointerDecoder.relX) && has(type: EventType.rel, code: PointerDecoder.relY)
            && has(type: EventType.key, code: PointerDecoder.leftButton)
    }
}
