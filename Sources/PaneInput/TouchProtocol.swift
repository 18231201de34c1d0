/// How a touch device reports its contacts (kernel Documentation/input/multi-touch-protocol.rst).
public enum TouchProtocol: Hashable, Sendable {
    /// Protocol B: contacts in `count` slots, each with a tracking id.
    case slots(count: Int)
    /// Protocol A: anonymous contacts, each closed by `SYN_MT_REPORT`; converted to slots by mtdev.
    case anonymous
    /// One contact through `ABS_X`/`ABS_Y`, down while `button` (`BTN_TOUCH`, `BTN_LEFT` or
    /// `BTN_TOOL_PEN`) is pressed.
    case singleTouch(button: UInt16)
}

/// What the decoder needs to know about a touch device, derived from its `DeviceDescription`.
public struct TouchCapabilities: Hashable, Sendable {
    /// How the device reports contacts: slots, anonymous contacts (protocol A) or a single touch.
    public var touchProtocol: TouchProtocol
    /// The axes positions are reported on: `ABS_MT_POSITION_X/Y` for multitouch, `ABS_X/Y` otherwise.
    public var x: AbsInfo
    /// The y axis positions are reported on, the partner of `x`.
    public var y: AbsInfo
    /// The device has `INPUT_PROP_DIRECT`.
    public var isDirect: Bool
    /// `BTN_TOUCH` is among the device's codes; on a multitouch device, `BTN_TOUCH` up then means
    /// hovering (devices.md quirk 5).
    public var hasTouchButton: Bool
    /// The device has `ABS_MT_DISTANCE`, so contacts may hover.
    public var hasDistance: Bool

    /// Capabilities from their parts, for tests and recordings without a full description.
    public init(touchProtocol: TouchProtocol, x: AbsInfo, y: AbsInfo, isDirect: Bool = true,
                hasTouchButton: Bool = false, hasDistance: Bool = false) {
        self.touchProtocol = touchProtocol
        self.x = x
        self.y = y
        self.isDirect = isDirect
        self.hasTouchButton = hasTouchButton
        self.hasDistance = hasDistance
    }

    /// False only for single-touch devices: protocol A and B devices can report several contacts.
    public var isMultitouch: Bool {
        if case .singleTouch = touchProtocol { return false }
        return true
    }
}
