// The kernel's event numbers that Pane uses, from include/uapi/linux/input-event-codes.h
// (and INPUT_PROP_* / MT_TOOL_* from the same header). They are ABI and never change.

/// Event types (`EV_*`).
public enum EventType {
    /// `EV_SYN`: markers that group events into frames (`SYN_REPORT`) or report lost ones.
    public static let syn: UInt16 = 0x00
    /// `EV_KEY`: buttons, including `BTN_TOUCH` and the tool buttons of a touchscreen.
    public static let key: UInt16 = 0x01
    /// `EV_REL`: relative axes (mice); a touchscreen does not send them.
    public static let rel: UInt16 = 0x02
    /// `EV_ABS`: absolute axes, the positions and contact data of a touchscreen.
    public static let abs: UInt16 = 0x03
    /// `EV_MSC`: miscellaneous data such as timestamps and scan codes.
    public static let msc: UInt16 = 0x04
    /// `EV_SW`: switches (a lid, a tablet mode).
    public static let sw: UInt16 = 0x05
    /// `EV_LED`: LEDs the device has.
    public static let led: UInt16 = 0x11
    /// `EV_SND`: sounds the device can make.
    public static let snd: UInt16 = 0x12
    /// `EV_REP`: key auto-repeat settings.
    public static let rep: UInt16 = 0x14
    /// `EV_FF`: force feedback.
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
    /// `SYN_REPORT`: the end of one frame of events; the decoder emits a `TouchFrame` here.
    public static let report: UInt16 = 0
    /// `SYN_CONFIG`: reserved by the kernel; ignored.
    public static let config: UInt16 = 1
    /// Protocol A's end of one contact.
    public static let mtReport: UInt16 = 2
    /// The kernel's buffer overflowed; see `TouchDecoder` for what follows it.
    public static let dropped: UInt16 = 3
}

/// `EV_KEY` codes a touchscreen uses.
public enum KeyCode {
    /// `BTN_LEFT`: the button some single-touch panels press for a touch.
    public static let buttonLeft: UInt16 = 0x110
    /// `BTN_RIGHT`: a secondary button; not a touch.
    public static let buttonRight: UInt16 = 0x111
    /// `BTN_TOOL_PEN`: a pen is in range; some resistive panels report touches with it.
    public static let toolPen: UInt16 = 0x140
    /// `BTN_TOOL_FINGER`: a finger is in range.
    public static let toolFinger: UInt16 = 0x145
    /// `BTN_TOUCH`: something touches the surface (up while a contact only hovers).
    public static let touch: UInt16 = 0x14a
    /// `BTN_STYLUS`: the first button on a pen.
    public static let stylus: UInt16 = 0x14b
}

/// `EV_ABS` codes.
public enum AbsCode {
    /// `ABS_X`: the position of a single-touch device, or of the first contact.
    public static let x: UInt16 = 0x00
    /// `ABS_Y`: the position of a single-touch device, or of the first contact.
    public static let y: UInt16 = 0x01
    /// `ABS_PRESSURE`: the pressure of a single-touch contact.
    public static let pressure: UInt16 = 0x18
    /// `ABS_MT_SLOT`: selects the slot the following `ABS_MT_*` events describe (protocol B).
    public static let mtSlot: UInt16 = 0x2f
    /// `ABS_MT_TOUCH_MAJOR`: the long axis of the contact area.
    public static let mtTouchMajor: UInt16 = 0x30
    /// `ABS_MT_TOUCH_MINOR`: the short axis of the contact area.
    public static let mtTouchMinor: UInt16 = 0x31
    /// `ABS_MT_WIDTH_MAJOR`: the long axis of the approaching tool.
    public static let mtWidthMajor: UInt16 = 0x32
    /// `ABS_MT_WIDTH_MINOR`: the short axis of the approaching tool.
    public static let mtWidthMinor: UInt16 = 0x33
    /// `ABS_MT_ORIENTATION`: the contact ellipse's orientation.
    public static let mtOrientation: UInt16 = 0x34
    /// `ABS_MT_POSITION_X`: a contact's x position in device units.
    public static let mtPositionX: UInt16 = 0x35
    /// `ABS_MT_POSITION_Y`: a contact's y position in device units.
    public static let mtPositionY: UInt16 = 0x36
    /// `ABS_MT_TOOL_TYPE`: finger, pen or palm (`MTTool`).
    public static let mtToolType: UInt16 = 0x37
    /// `ABS_MT_BLOB_ID`: groups several packets into one contact (protocol A).
    public static let mtBlobID: UInt16 = 0x38
    /// `ABS_MT_TRACKING_ID`: names a contact for as long as it lasts; -1 ends the contact in its slot.
    public static let mtTrackingID: UInt16 = 0x39
    /// `ABS_MT_PRESSURE`: a contact's pressure.
    public static let mtPressure: UInt16 = 0x3a
    /// `ABS_MT_DISTANCE`: how far a contact hovers above the surface; 0 is touching.
    public static let mtDistance: UInt16 = 0x3b
    /// `ABS_MAX`.
    public static let max: UInt16 = 0x3f
}

/// `INPUT_PROP_*` bits.
public enum InputProperty {
    /// `INPUT_PROP_POINTER`: the device needs an on-screen pointer (a touchpad, not a touchscreen).
    public static let pointer: UInt16 = 0x00
    /// `INPUT_PROP_DIRECT`: touches land where they are drawn: a touchscreen.
    public static let direct: UInt16 = 0x01
    /// `INPUT_PROP_MAX`.
    public static let max: UInt16 = 0x1f
}

/// `ABS_MT_TOOL_TYPE` values.
public enum MTTool {
    /// `MT_TOOL_FINGER`: the contact is a finger.
    public static let finger: Int32 = 0
    /// `MT_TOOL_PEN`: the contact is a pen.
    public static let pen: Int32 = 1
    /// `MT_TOOL_PALM`: the contact is a palm: the decoder cancels its touch.
    public static let palm: Int32 = 2
}
