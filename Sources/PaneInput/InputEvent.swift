/// One kernel input event (`struct input_event`): what a device, a recording or a test feeds the
/// decoder. Codes are the kernel's numbers (linux/input-event-codes.h); the namespaces in
/// `InputEvent+Codes.swift` name the ones Pane uses.
public struct InputEvent: Hashable, Sendable, CustomStringConvertible {
    /// When the kernel stamped the event (`CLOCK_MONOTONIC` for devices Pane opens).
    public var time: InputTime
    /// The event type, one of `EventType`'s values.
    public var type: UInt16
    /// The code within the type: a `SynCode`, `KeyCode` or `AbsCode` value, for instance.
    public var code: UInt16
    /// The value: a position, 1 or 0 for a button, a tracking id.
    public var value: Int32

    /// An event from its four fields, as the kernel would send it.
    public init(time: InputTime, type: UInt16, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }

    public var description: String { "\(time) type \(type) code \(code) value \(value)" }

    /// True for `EV_SYN SYN_REPORT`, the end of a frame.
    public var isReport: Bool { type == EventType.syn && code == SynCode.report }
}
