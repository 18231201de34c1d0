// The kernel's event numbers that Pane uses, from include/uapi/linux/input-event-codes.h
// (and INPUT_PROP_* / MT_TOOL_* from the same header). They are ABI and never change.

/// Event types (`EV_*`).
public enum EventType {
    public static let syn: UInt16 = 0x00
    public static let key: UInt16 = 0x01
    public static let rel: UInt16 = 0x02
    public static let abs: UInt16 = 0x03
    public static let msc: UInt16 = 0x04
    public static let sw: UInt16 = 0x05
    public static let led: UInt16 = 0x11
    public static let snd: UInt16 = 0x12
    public static let rep: UInt16 = 0x14
    public static let ff: UInt16 = 0x15
    /// `EV_MAX`.
    public static let max: UInt16 = 0x1f

    /// The highest code of each type (`SYN_MAX`, `KEY_MAX`, …), which sets how many bitmask bytes
    /// evemu writes for it; `nil` for types without codes.
    public static func maxCode(of type: UInt16) -> UInt16? {
        switch type {
        case syn: 0x0f
        case key: 0x2ff
        case rel: 0x0f
        case abs: 0x3f
        case msc: 0x07
        case sw: 0x11
        case led: 0x0f
        case snd: 0x07
        case rep: 0x01
        case ff: 0x7f
        default: nil
        }
    }
}

/// `EV_SYN` codes.
public enum SynCode {
    public static let report: UInt16 = 0
    public static let config: UInt16 = 1
    /// Protocol A's end of one contact.
    public static let mtReport: UInt16 = 2
    /// The kernel's buffer overflowed; see `TouchDecoder` for what follows it.
    public static let dropped: UInt16 = 3
}

/// `EV_KEY` codes a touchscreen uses.
public enum KeyCode {
    public static let buttonLeft: UInt16 = 0x110
    public static let buttonRight: UInt16 = 0x111
    public static let toolPen: UInt16 = 0x140
    public static let toolFinger: UInt16 = 0x145
    public static let touch: UInt16 = 0x14a
    public static let stylus: UInt16 = 0x14b
}

/// `EV_ABS` codes.
public enum AbsCode {
    public static let x: UInt16 = 0x00
    public static let y: UInt16 = 0x01
    public static let pressure: UInt16 = 0x18
    public static let mtSlot: UInt16 = 0x2f
    public static let mtTouchMajor: UInt16 = 0x30
    public static let mtTouchMinor: UInt16 = 0x31
    public static let mtWidthMajor: UInt16 = 0x32
    public static let mtWidthMinor: UInt16 = 0x33
    public static let mtOrientation: UInt16 = 0x34
    public static let mtPositionX: UInt16 = 0x35
    public static let mtPositionY: UInt16 = 0x36
    public static let mtToolType: UInt16 = 0x37
    public static let mtBlobID: UInt16 = 0x38
    public static let mtTrackingID: UInt16 = 0x39
    public static let mtPressure: UInt16 = 0x3a
    public static let mtDistance: UInt16 = 0x3b
    /// `ABS_MAX`.
    public static let max: UInt16 = 0x3f
}

/// `INPUT_PROP_*` bits.
public enum InputProperty {
    public static let pointer: UInt16 = 0x00
    public static let direct: UInt16 = 0x01
    /// `INPUT_PROP_MAX`.
    public static let max: UInt16 = 0x1f
}

/// `ABS_MT_TOOL_TYPE` values.
public enum MTTool {
    public static let finger: Int32 = 0
    public static let pen: Int32 = 1
    public static let palm: Int32 = 2
}
