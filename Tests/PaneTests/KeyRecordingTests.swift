import Testing
import Glibc
@testable import Pane

/// Keyboards replayed from recordings (`Recordings/keys-*.evemu`, written by
/// `make-key-recordings.py`) into an app on virtual time, as `--replay` does: the keymap reads
/// them and the window delivers them to a focused text field or the scan handler.
@MainActor
@Suite struct KeyRecordingTests {
    static let recordings = ApplicationTests.recordings
    static let scan = "ORDER-2026-11-29-0001234567-KIOSK-LANE-7"

    @MainActor
    final class Rig {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480)))
        let scroll = ScrollView(frame: Rect(x: 0, y: 100, width: 800, height: 380))
        let field = TextField(frame: Rect(x: 20, y: 20, width: 400, height: 44))
        var returns: [String] = []

        init(layout: String? = nil) throws {
            if let layout { try app.setKeyboardLayout(KeyboardLayout(parsing: layout)!) }
            app.window.hasHardwareKeyboard = true
            scroll.contentSize = Size(width: 800, height: 100_000)
            app.window.addSubview(scroll)
            app.window.addSubview(field)
            field.addAction(for: .primaryActionTriggered) { [unowned self] f in returns.append((f as! TextField).text) }
        }

        func script(_ name: String) throws -> TouchScript {
            try TouchScript(recordingAt: "\(KeyRecordingTests.recordings)/\(name).evemu", displaySize: Size(width: 800, height: 480))
        }

        @discardableResult
        func replay(_ name: String, runner: HeadlessRunner = HeadlessRunner()) throws -> HeadlessRunner.Outcome {
            let outcome = try runner.run(app, script: try script(name))
            return outcome
        }
    }

    @Test func usKeyboardTypesIntoTheFocusedField() throws {
        let r = try Rig()
        #expect(r.field.becomeFirstResponder())
        let outcome = try r.replay("keys-us-typing")
        #expect(outcome.settled)
        #expect(r.returns == ["Hello, world"] && !r.field.isEditing && r.app.window.keyboardFrame == nil)
    }

    /// The same keys read with the German layout: ü, ß, a dead circumflex, z and y swapped, AltGr.
    @Test func germanLayoutReadsTheSameKeysAsGerman() throws {
        let r = try Rig(layout: "de")
        r.field.becomeFirstResponder()
        try r.replay("keys-de-typing")
        #expect(r.returns == ["Grüße êzy@"])
        let us = try Rig()
        us.field.becomeFirstResponder()
        try us.replay("keys-de-typing")
        #expect(us.returns == ["Gr[-e `eyzq"])
    }

    /// Issue 25: a scanner's 40 keys in 20 ms arrive intact and in order while the app scrolls
    /// and every frame takes three refresh slots of work (a loaded kiosk): none of it is lost.
    @Test func scannerBurstArrivesIntactWhileScrollingUnderLoad() throws {
        let r = try Rig()
        r.field.becomeFirstResponder()
        var offsets: [Double] = []
        r.app.onFrame = { [unowned r] _ in offsets.append(r.scroll.contentOffset.y) }
        let script = try r.script("keys-scanner-burst")
        #expect(script.keys.count == 2 * (40 + 14 + 1) && script.warnings.isEmpty)   // 14 shifted letters
        r.scroll.setContentOffset(Point(x: 0, y: 50_000), animated: true)
        var runner = HeadlessRunner()
        runner.beforeFrame = { [unowned r] in r.app.simulateWork(seconds: 0.045) }
        let outcome = try runner.run(r.app, script: script, startTime: script.startTime! + (-0.1))
        #expect(outcome.settled)
        #expect(r.returns == [Self.scan])
        // The scroll was under way before and after the burst.
        #expect(offsets.count > 4 && offsets[1] > offsets[0] && offsets[offsets.count - 2] > offsets[1])
    }

    /// With no field focused, the scan goes whole to the window's scan handler.
    @Test func scanHandlerTakesTheBurstWithNoFieldFocused() throws {
        let r = try Rig()
        var lines: [String] = []
        r.app.window.scanHandler = { lines.append($0) }
        try r.replay("keys-scanner-burst")
        #expect(lines == [Self.scan] && r.field.text.isEmpty)
    }

    /// The kernel's autorepeat types the held key again: one press and eleven repeats.
    @Test func autorepeatTypesTheKeyAgain() throws {
        let r = try Rig()
        r.field.becomeFirstResponder()
        try r.replay("keys-repeat")
        #expect(r.returns == [String(repeating: "a", count: 12)])
    }

    /// A recording that ends with shift and x held (a keyboard unplugged): the replay releases
    /// them with a warning, no press stays held, and shift is not stuck for the next key.
    @Test func keysHeldAtTheEndAreReleased() throws {
        let r = try Rig()
        r.field.becomeFirstResponder()
        let script = try r.script("keys-unplugged")
        #expect(script.warnings.count == 1 && script.warnings[0].contains("ends with 2 keys still down; released at its last event"))
        let outcome = try HeadlessRunner().run(r.app, script: script)
        #expect(outcome.settled && !r.app.window.hasHeldPresses)
        #expect(r.field.text == "okX")
        r.app.handleKey(code: 30, .down, at: outcome.endTime)   // KEY_A
        r.app.handleKey(code: 30, .up, at: outcome.endTime)
        #expect(r.field.text == "okXa")
    }

    /// `--replay` once per device: a touchscreen's and a keyboard's recordings merge by time.
    @Test func recordingsOfSeveralDevicesMerge() throws {
        let r = try Rig()
        let touch = try TouchScript(recordingAt: "\(Self.recordings)/flick-2.evemu", displaySize: Size(width: 800, height: 480))
        let keys = try r.script("keys-us-typing")
        let merged = TouchScript(merging: [touch, keys])
        #expect(merged.frames.count == touch.frames.count && merged.keys == keys.keys)
        #expect(merged.startTime == min(touch.startTime!, keys.startTime!))
    }
}
