extension DeviceDescription {
    /// The description's touch capabilities if it can be decoded as a touch device at all (it
    /// has absolute X/Y, multitouch or single), regardless of whether it looks like a touchscreen.
    /// Use this for a device the user named; use `touchscreenCapabilities` to discover one.
    ///
    /// Protocol B needs a real `ABS_MT_SLOT` axis; a device that also has the code below it
    /// (`ABS_MT_SLOT - 1`) has merely run out of axis codes ("fake MT", libinput
    /// `evdev_is_fake_mt_device`) and its MT axes are read as protocol A.
    public var touchCapabilities: TouchCapabilities? {
        let direct = has(property: InputProperty.direct)
        let touchButton = has(type: EventType.key, code: KeyCode.touch)
        let distance = has(type: EventType.abs, code: AbsCode.mtDistance)
        if let x = absInfo[AbsCode.mtPositionX], let y = absInfo[AbsCode.mtPositionY],
           has(type: EventType.abs, code: AbsCode.mtPositionX), has(type: EventType.abs, code: AbsCode.mtPositionY) {
            let fake = has(type: EventType.abs, code: AbsCode.mtSlot - 1)
            let proto: TouchProtocol
            if !fake, has(type: EventType.abs, code: AbsCode.mtSlot), let slot = absInfo[AbsCode.mtSlot],
               slot.minimum == 0, slot.maximum >= 0 {
                proto = .slots(count: Int(slot.maximum) + 1)
            } else {
                proto = .anonymous
            }
            return TouchCapabilities(touchProtocol: proto, x: x, y: y, isDirect: direct,
                                     hasTouchButton: touchButton, hasDistance: distance)
        }
        if let x = absInfo[AbsCode.x], let y = absInfo[AbsCode.y],
           has(type: EventType.abs, code: AbsCode.x), has(type: EventType.abs, code: AbsCode.y) {
            // BTN_TOUCH first: the eGalax SAW has BTN_TOOL_PEN too but only presses BTN_TOUCH.
            let button = [KeyCode.touch, KeyCode.buttonLeft, KeyCode.toolPen].first { has(type: EventType.key, code: $0) }
            guard let button else { return nil }
            return TouchCapabilities(touchProtocol: .singleTouch(button: button), x: x, y: y, isDirect: direct,
                                     hasTouchButton: touchButton, hasDistance: false)
        }
        return nil
    }

    /// The touch capabilities if the device looks like a touchscreen; `nil` otherwise.
    ///
    /// A touchscreen has absolute X/Y (multitouch or single) and is direct or acts like it:
    /// `INPUT_PROP_DIRECT`, or `BTN_TOUCH`/`BTN_LEFT`/`BTN_TOOL_PEN` with `ABS_X`/`ABS_Y` and no
    /// relative axes. That admits the real panels udev misfiles (the eGalax SAW as a tablet, the
    /// Elo 2700 as a mouse, the Atmel maXTouch without `INPUT_PROP_DIRECT`; devices.md quirk 8,
    /// kernel.md B4) and turns away touchpads (`INPUT_PROP_POINTER`, or `BTN_TOOL_FINGER`
    /// without `INPUT_PROP_DIRECT`) and absolute mice with a wheel.
    public var touchscreenCapabilities: TouchCapabilities? {
        guard let caps = touchCapabilities else { return nil }
        if caps.isDirect { return caps }
        if has(property: InputProperty.pointer) || has(type: EventType.key, code: KeyCode.toolFinger) { return nil }
        if has(type: EventType.rel) && !(codes[EventType.rel]?.isEmpty ?? true) { return nil }
        let hasXY = has(type: EventType.abs, code: AbsCode.x) && has(type: EventType.abs, code: AbsCode.y)
        let button = [KeyCode.touch, KeyCode.buttonLeft, KeyCode.toolPen].contains { has(type: EventType.key, code: $0) }
        return hasXY && button ? caps : nil
    }

    /// How strongly the description looks like the panel to use: multitouch beats single touch
    /// (so the multitouch node of a twin pair wins, devices.md quirk 9), then `INPUT_PROP_DIRECT`
    /// beats its absence. `nil` when it is no touchscreen.
    public var touchscreenScore: Int? {
        guard let caps = touchscreenCapabilities else { return nil }
        var score = 1
        if caps.isMultitouch { score += 4 }
        if case .slots = caps.touchProtocol { score += 1 }
        if caps.isDirect { score += 2 }
        return score
    }
}
