import Testing
import PaneGeometry
@testable import PaneInput

@Suite struct PointerDecoderTests {
    func e(_ t: Double, _ type: UInt16, _ code: UInt16, _ value: Int32) -> InputEvent {
        InputEvent(time: InputTime(seconds: t), type: type, code: code, value: value)
    }

    @Test func oneReportPerSynReport() {
        var d = PointerDecoder()
        let reports = d.decode([e(0, 2, 0, 5), e(0, 2, 1, -3), e(0, 0, 0, 0),
                                e(0.01, 1, 0x110, 1), e(0.01, 0, 0, 0),
                                e(0.02, 2, 8, -1), e(0.02, 0, 0, 0), e(0.03, 0, 0, 0),
                                e(0.04, 1, 0x110, 0), e(0.04, 0, 0, 0)])
        #expect(reports.count == 4)
        #expect(reports[0].dx == 5 && reports[0].dy == -3)
        #expect(reports[1].pressed == [0x110] && reports[2].wheelY == -1 && reports[3].released == [0x110])
        #expect(d.held.isEmpty)
    }

    @Test func aButtonHeldWhenTheDeviceGoesIsReleased() {
        var d = PointerDecoder()
        _ = d.decode([e(0, 1, 0x110, 1), e(0, 0, 0, 0), e(0, 1, 0x110, 1), e(0, 0, 0, 0)])   // a second down is ignored
        let r = d.releaseAll(at: InputTime(seconds: 1))
        #expect(r?.released == [0x110] && d.releaseAll(at: InputTime(seconds: 2)) == nil)
    }

    @Test func theTrackerClampsAndMakesTouches() {
        var t = PointerTracker(screenSize: Size(width: 800, height: 480), ids: TouchIDSource(startingAt: 7))
        var r = PointerReport(time: .zero)
        r.dx = -1000
        #expect(t.apply(r) == nil && t.location == Point(x: 0, y: 240))
        r.dx = 10; r.pressed = [0x110]
        let began = t.apply(r)
        #expect(began?.touches.map(\.phase) == [.began] && began?.touches.first?.id == TouchID(7))
        #expect(began?.touches.first?.location == Point(x: 10, y: 240))
        r.pressed = []; r.dy = 5
        #expect(t.apply(r)?.touches.first?.phase == .moved)
        r.dx = 0; r.dy = 0; r.released = [0x110]
        #expect(t.apply(r)?.touches.first?.phase == .ended && !t.isPressed)
    }

    @Test func keyDecoderKeepsOrderAndReleasesHeldKeys() {
        var d = KeyDecoder()
        let keys = d.decode([e(0, 1, 30, 1), e(0, 0, 0, 0), e(0.1, 1, 30, 2), e(0.1, 1, 31, 0),   // an up never down: dropped
                             e(0.2, 1, 42, 1), e(0.2, 1, 0x110, 1), e(0.3, 1, 30, 0), e(0.3, 1, 30, 7)])
        #expect(keys.map(\.code) == [30, 30, 42, 30] && keys.map(\.direction) == [.down, .repeated, .down, .up])
        let released = d.releaseAll(at: InputTime(seconds: 9))
        #expect(released == [KeyEvent(code: 42, direction: .up, time: InputTime(seconds: 9), isCancellation: true)])
    }

    @Test func deviceKinds() {
        var mouse = DeviceDescription(name: "mouse", codes: [EventType.rel: [0, 1, 8], EventType.key: [0x110, 0x111]])
        #expect(mouse.isPointer && !mouse.isKeyboard)
        mouse.codes[EventType.rel] = [0, 1]
        mouse.codes[EventType.key] = [0x111]
        #expect(!mouse.isPointer)
        let keypad = DeviceDescription(name: "pin pad", codes: [EventType.key: [82, 79, 80, 81, 96]])
        #expect(keypad.isKeyboard)
        let power = DeviceDescription(name: "power button", codes: [EventType.key: [116]])
        #expect(!power.isKeyboard && !power.isPointer)
    }

    @Test("a keypad of arrows and a key that activates is a keyboard (an accessibility keypad, a five-way pad, a remote); arrows alone, volume keys or a lone enter are not")
    func navigationKeypads() {
        let kinds: [(String, [UInt16], Bool)] = [
            ("EZ-Access: up, down, select, help", [103, 108, 353, 138], true),
            ("five-way pad: four arrows and enter", [103, 105, 106, 108, 28], true),
            ("left, right and space", [105, 106, 57], true),
            ("CEC remote: arrows and OK", [103, 108, 105, 106, 352, 174], true),
            ("up, down and keypad enter", [103, 108, 96], true),
            ("arrows without a key that activates", [103, 105, 106, 108], false),
            ("up and enter (no opposite arrow)", [103, 28], false),
            ("up and left with enter (not opposite)", [103, 105, 28], false),
            ("volume and mute", [113, 114, 115], false),
            ("a lone enter", [28], false),
        ]
        for (name, keys, expected) in kinds {
            let device = DeviceDescription(name: name, codes: [EventType.key: Set(keys)])
            #expect(device.isKeyboard == expected, "\(name)")
            // None of them types text: text fields keep the on-screen keyboard.
            #expect(!device.typesText, "\(name)")
        }
        let pinPad = DeviceDescription(name: "pin pad", codes: [EventType.key: [82, 79, 80, 81, 96, 103, 108]])
        #expect(pinPad.isKeyboard && pinPad.typesText)
    }
}
