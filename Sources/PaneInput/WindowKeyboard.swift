/// The desktop window's keyboard as the evdev keyboard it stands for: the key codes the window
/// hands the app (SDL's HID usages turned into evdev codes) kept as the events a USB keyboard
/// would send, so that `--record` can write them as an evemu recording of a keyboard, which
/// `--replay` plays back as the keys helper's recordings are played.
public struct WindowKeyboard {
    /// The keyboard as evemu describes it: every key code a keyboard has (1 to 248).
    public let description: DeviceDescription
    /// The events so far, a report after each key.
    public private(set) var events: [InputEvent] = []

    /// A keyboard with no keys pressed yet.
    public init() {
        var d = DeviceDescription(name: "Pane window keyboard", id: .init(bustype: 0x03))
        for code in UInt16(1)...248 { d.enable(type: EventType.key, code: code) }
        description = d
    }

    /// Records key `code` going `direction` at `time`.
    public mutating func record(code: UInt16, _ direction: KeyDirection, at time: InputTime) {
        let value: Int32 = direction == .down ? 1 : direction == .up ? 0 : 2
        events.append(InputEvent(time: time, type: EventType.key, code: code, value: value))
        events.append(InputEvent(time: time, type: EventType.syn, code: SynCode.report, value: 0))
    }

    /// The keys as an evemu recording of this keyboard.
    public var recording: EvemuRecording { EvemuRecording(description: description, events: events) }
}
