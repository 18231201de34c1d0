/// Turns one device's events into key events: every `EV_KEY` of a keyboard key (not the
/// `BTN_*` buttons of mice and touchscreens), in order, with the kernel's time, and remembers
/// which keys are down so that a device that goes away releases them (`releaseAll(at:)`).
///
/// Plain Swift over `InputEvent`s, like `TouchDecoder`: devices, recordings and tests feed it
/// alike. The values are the kernel's: 1 down, 0 up, 2 repeat (its autorepeat, `EV_REP`);
/// others are dropped, as are a repeat or a release of a key it never saw go down and a
/// second down without an up.
public struct KeyDecoder: Sendable {
    /// The keys down now, by evdev code.
    public private(set) var held: Set<UInt16> = []

    /// A decoder with no key down.
    public init() {}

    /// Whether `code` is a keyboard key rather than a button: `KEY_ESC` (1) to `KEY_MICMUTE`
    /// (248), and the keys from `KEY_OK` (0x160) to `KEY_MAX` (linux/input-event-codes.h puts
    /// the buttons, `BTN_MISC` 0x100 to 0x15f, between them).
    public static func isKey(_ code: UInt16) -> Bool {
        (1..<0x100).contains(code) || (0x160...KeyboardState.maxCode).contains(code)
    }

    /// The key events in `events`, in order.
    public mutating func decode(_ events: [InputEvent]) -> [KeyEvent] {
        var out: [KeyEvent] = []
        for e in events where e.type == EventType.key && Self.isKey(e.code) {
            guard let direction = KeyDirection(evdevValue: e.value) else { continue }
            switch direction {
            case .down:
                guard held.insert(e.code).inserted else { continue }
            case .up:
                guard held.remove(e.code) != nil else { continue }
            case .repeated:
                guard held.contains(e.code) else { continue }
            }
            out.append(KeyEvent(code: e.code, direction: direction, time: e.time))
        }
        return out
    }

    /// Releases every key still down, in code order, stamped `time`, marked as cancelled: the
    /// device went away (or a recording ended) with them held.
    public mutating func releaseAll(at time: InputTime) -> [KeyEvent] {
        defer { held.removeAll() }
        return held.sorted().map { KeyEvent(code: $0, direction: .up, time: time, isCancellation: true) }
    }
}

/// One key going down, up or repeating, from a keyboard, before the keymap reads it.
public struct KeyEvent: Hashable, Sendable {
    /// The kernel's key code (`KEY_A` is 30).
    public var code: UInt16
    /// Down, up or repeat.
    public var direction: KeyDirection
    /// The kernel's time for the event.
    public var time: InputTime
    /// A release Pane made because the key's device went away (or its recording ended) with
    /// the key down: the press is cancelled, not ended.
    public var isCancellation: Bool

    /// An event from its parts.
    public init(code: UInt16, direction: KeyDirection, time: InputTime, isCancellation: Bool = false) {
        self.code = code
        self.direction = direction
        self.time = time
        self.isCancellation = isCancellation
    }
}
