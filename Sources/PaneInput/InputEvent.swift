/// One kernel input event (`struct input_event`): what a device, a recording or a test feeds the
/// decoder. Codes are the kernel's numbers (linux/input-event-codes.h); the namespaces in
/// `InputEvent+Codes.swift` name the ones Pane uses.
public struct InputEvent: Hashable, Sendable, CustomStringConvertible {
    public var time: InputTime
    public var type: UInt16
    public var code: UInt16
    public var value: Int32

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
