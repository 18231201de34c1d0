import Testing
@testable import PaneInput

/// Choosing the panel among event nodes: twins (devices.md quirk 9), overrides.
@Suite struct TouchDeviceSelectionTests {
    static func nodes(_ names: [(String, String)]) throws -> [(path: String, description: DeviceDescription)] {
        try names.map { path, fixture in
            let d = try TouchscreenClassificationTests.description(fixture)
            return (path, d)
        }
    }

    @Test("of a twin pair the multitouch node wins, whichever comes first")
    func twins() throws {
        let a = try Self.nodes([("/dev/input/event3", "ilitek-twin-mouse"), ("/dev/input/event4", "ilitek-twin-touch")])
        #expect(TouchDeviceSelection().choose(from: a)?.path == "/dev/input/event4")
        let b = try Self.nodes([("/dev/input/event3", "ilitek-twin-touch"), ("/dev/input/event4", "ilitek-twin-mouse")])
        #expect(TouchDeviceSelection().choose(from: b)?.path == "/dev/input/event3")
        // The mouse twin alone still counts as a (single-touch) touchscreen: BTN_LEFT with ABS_X/Y.
        let c = try Self.nodes([("/dev/input/event3", "ilitek-twin-mouse")])
        #expect(TouchDeviceSelection().choose(from: c)?.capabilities.touchProtocol == .singleTouch(button: KeyCode.buttonLeft))
    }

    @Test("INPUT_PROP_DIRECT beats its absence; ties go to the lower event number")
    func preference() throws {
        let nodes = try Self.nodes([("/dev/input/event1", "maxtouch-no-direct"), ("/dev/input/event2", "ssd253x-tracking-ids"),
                                    ("/dev/input/event5", "tracking-id-replaced")])
        #expect(TouchDeviceSelection().choose(from: nodes)?.path == "/dev/input/event2")
    }

    @Test("a path or a name pattern overrides the classification")
    func overrides() throws {
        var touchpad = DeviceDescription(name: "Vendor Touch Board", properties: [InputProperty.pointer])
        touchpad.enable(type: EventType.abs, code: AbsCode.x, info: AbsInfo(minimum: 0, maximum: 99))
        touchpad.enable(type: EventType.abs, code: AbsCode.y, info: AbsInfo(minimum: 0, maximum: 99))
        touchpad.enable(type: EventType.key, code: KeyCode.touch)
        var nodes = try Self.nodes([("/dev/input/event0", "ssd253x-tracking-ids")])
        nodes.append(("/dev/input/event7", touchpad))
        #expect(TouchDeviceSelection().choose(from: nodes)?.path == "/dev/input/event0")
        #expect(TouchDeviceSelection(path: "/dev/input/event7").choose(from: nodes)?.path == "/dev/input/event7")
        #expect(TouchDeviceSelection(namePattern: "Vendor*").choose(from: nodes)?.path == "/dev/input/event7")
        #expect(TouchDeviceSelection(namePattern: "nothing*").choose(from: nodes) == nil)
        #expect(TouchDeviceSelection(path: "/dev/input/event9").choose(from: nodes) == nil)
    }

    @Test("a name pattern that matches twins still prefers the multitouch node")
    func patternOnTwins() throws {
        let nodes = try Self.nodes([("/dev/input/event3", "ilitek-twin-mouse"), ("/dev/input/event4", "ilitek-twin-touch")])
        #expect(TouchDeviceSelection(namePattern: "ILITEK*").choose(from: nodes)?.path == "/dev/input/event4")
    }
}
