import Testing
@testable import PaneInput

/// Classification (kernel.md B4, devices.md quirk 8): which descriptions are touchscreens, and how.
@Suite struct TouchscreenClassificationTests {
    static func description(_ name: String) throws -> DeviceDescription {
        let r = try Fixtures.recording(name)
        guard let d = r.description else { throw EvemuError(line: 0, message: "\(name) has no description") }
        return d
    }

    @Test("protocol B, protocol A and single touch are told apart", arguments: [
        ("ssd253x-tracking-ids", TouchProtocol.slots(count: 10)),
        ("3m-first-contact-without-slot", .slots(count: 60)),
        ("protocol-a", .anonymous),
        ("egalax-saw-nonzero-minimum", .singleTouch(button: KeyCode.touch)),
        ("elo-2700-btn-left", .singleTouch(button: KeyCode.buttonLeft)),
        ("pen-button-single-touch", .singleTouch(button: KeyCode.toolPen)),
    ])
    func protocols(name: String, expected: TouchProtocol) throws {
        #expect(try Self.description(name).touchscreenCapabilities?.touchProtocol == expected)
    }

    @Test("touchscreens without INPUT_PROP_DIRECT are still touchscreens", arguments: [
        "maxtouch-no-direct", "3m-first-contact-without-slot", "egalax-saw-nonzero-minimum", "elo-2700-btn-left", "pen-button-single-touch",
    ])
    func withoutDirect(name: String) throws {
        let d = try Self.description(name)
        #expect(!d.has(property: InputProperty.direct))
        #expect(d.touchscreenCapabilities != nil)
    }

    @Test("the multitouch axes' ranges are used for multitouch devices")
    func axes() throws {
        let caps = try #require(try Self.description("egalax-saw-nonzero-minimum").touchscreenCapabilities)
        #expect(caps.x == AbsInfo(minimum: 30, maximum: 4040) && caps.y == AbsInfo(minimum: 60, maximum: 4035))
        let mt = try #require(try Self.description("hover").touchscreenCapabilities)
        #expect(mt.y.maximum == 1919 && mt.hasDistance && mt.hasTouchButton && mt.isDirect)
    }

    @Test("touchpads, wheel mice and keyboards are not touchscreens")
    func rejects() {
        var touchpad = DeviceDescription(name: "SynPS/2 Synaptics TouchPad", properties: [InputProperty.pointer])
        touchpad.enable(type: EventType.key, code: KeyCode.touch)
        touchpad.enable(type: EventType.key, code: KeyCode.toolFinger)
        touchpad.enable(type: EventType.abs, code: AbsCode.x, info: AbsInfo(minimum: 0, maximum: 5000))
        touchpad.enable(type: EventType.abs, code: AbsCode.y, info: AbsInfo(minimum: 0, maximum: 4000))
        #expect(touchpad.touchCapabilities != nil)
        #expect(touchpad.touchscreenCapabilities == nil)

        var tablet = DeviceDescription(name: "QEMU USB Tablet")
        tablet.enable(type: EventType.key, code: KeyCode.buttonLeft)
        tablet.enable(type: EventType.rel, code: 0x08)  // REL_WHEEL
        tablet.enable(type: EventType.abs, code: AbsCode.x, info: AbsInfo(minimum: 0, maximum: 32767))
        tablet.enable(type: EventType.abs, code: AbsCode.y, info: AbsInfo(minimum: 0, maximum: 32767))
        #expect(tablet.touchscreenCapabilities == nil)

        var keyboard = DeviceDescription(name: "AT keyboard")
        keyboard.enable(type: EventType.key, code: 30)
        #expect(keyboard.touchCapabilities == nil)
    }

    @Test("a device with ABS_MT_SLOT - 1 has fake MT axes and is read as protocol A")
    func fakeMultitouch() {
        var d = DeviceDescription(name: "many axes", properties: [InputProperty.direct])
        for code in [AbsCode.mtSlot - 1, AbsCode.mtSlot, AbsCode.mtPositionX, AbsCode.mtPositionY] {
            d.enable(type: EventType.abs, code: code, info: AbsInfo(minimum: 0, maximum: 100))
        }
        #expect(d.touchscreenCapabilities?.touchProtocol == .anonymous)
    }
}
