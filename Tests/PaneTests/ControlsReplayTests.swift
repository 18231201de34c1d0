import Testing
import PaneTestSupport
@testable import Pane
@testable import PaneUI
@testable import PaneKit

/// The kit through the whole runtime: a recorded panel (evemu), its decoder, the app's frames
/// and touch delivery, in virtual time.
@MainActor
@Suite struct ControlsReplayTests {
    /// `ft5x06-tap-pan.evemu`: a tap at (400, 240) lifted after 80 ms, then at 1 s a drag from
    /// (200, 100) down 60 px, lifted at 1.28 s.
    @Test("a recorded tap presses a button once; a recorded drag that starts on a button in a scroll view scrolls it instead") func tapAndDrag() throws {
        let display = HeadlessDisplay(size: PixelSize(width: 800, height: 480))
        let app = Application(display: display)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 480))
        scroll.contentSize = Size(width: 400, height: 2000)
        let inScroll = Button(title: "Latte", style: .tinted)
        inScroll.frame = Rect(x: 120, y: 360, width: 160, height: 80)   // on screen at y 60…140
        scroll.addSubview(inScroll)
        scroll.contentOffset = Point(x: 0, y: 300)
        let order = Button(title: "Order", style: .filled)
        order.frame = Rect(x: 340, y: 216, width: 120, height: 48)
        app.window.addSubview(scroll)
        app.window.addSubview(order)
        var log: [String] = []
        order.addAction(for: .allEvents) { c in log.append("order \(c.isHighlighted)") }
        inScroll.addAction(for: .allEvents) { _ in log.append("latte") }
        var taps = 0
        order.addAction(for: .primaryActionTriggered) { _ in taps += 1 }

        let script = try TouchScript(recordingAt: PanelVM.root + "/Tests/GestureFixtures/ft5x06-tap-pan.evemu",
                                     displaySize: Size(width: 800, height: 480))
        let outcome = try HeadlessRunner().run(app, script: script)
        #expect(outcome.settled)
        #expect(taps == 1)
        // touchDown (highlighted), then touchUpInside and primaryActionTriggered (not highlighted).
        #expect(log == ["order true", "order false", "order false"])
        #expect(scroll.contentOffset.y <= 250, "the 60 px drag, less the pan's 10 pt hysteresis, and momentum")
        #expect(!order.isHighlighted && !inScroll.isHighlighted)
    }
}

/// Every control driven by recorded touches (`Recordings/controls-*.evemu`, written with
/// `tools/make-recording`; the plan is in each file's third line) through the whole runtime:
/// the evemu decoder, `Application`'s frames, touch delivery and the frame clock, headless.
/// Each test checks the exact events the controls sent and the values they ended with; a few
/// compare the picture with `Goldens/controls-*.png`.
@MainActor
@Suite(.serialized) struct ControlsRecordingTests {
    /// An 800×480 panel with one of each control. Positions (window points):
    /// Order button 40…200 × 30…78; switch at (240, 38); stepper at (320, 38), minus 320…367,
    /// plus 367…414; text field 440…760 × 30…74 (clear button 716…760); slider A (continuous)
    /// and slider B (not) 328 wide at x 40, y 110 and 160, 0…100 at 50 (thumb centre x 204, 3 pt a
    /// unit); segments S/M/L 440…740 × 110…142; two scroll views 360×240 at (40, 220) and
    /// (420, 220) with a button 20 pt in (Latte, Mocha: centres (140, 264) and (520, 264)); the
    /// second one's `touchesShouldCancel(in:)` lets a drag take a control's finger.
    @MainActor
    final class Panel {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480)))
        let theme: Theme
        let order: Button
        let onOff: Switch
        let stepper: Stepper
        let field: TextField
        let sliderA = Slider(frame: Rect(x: 40, y: 110, width: 328, height: 28))
        let sliderB = Slider(frame: Rect(x: 40, y: 160, width: 328, height: 28))
        let segments: SegmentedControl
        let scroll = ScrollView(frame: Rect(x: 40, y: 220, width: 360, height: 240))
        let cancellingScroll = DragTakesControlsScrollView(frame: Rect(x: 420, y: 220, width: 360, height: 240))
        let latte: Button
        let mocha: Button
        /// Every event, as "control event" (drags inside/outside left out: there is one per move).
        var log: [String] = []

        init() {
            var theme = Theme.light
            // Fonts of its own: FreeType faces are not shared between parallel suites.
            theme.font = Font.system(size: 17)
            theme.headlineFont = Font.system(size: 17, bold: true)
            theme.footnoteFont = Font.system(size: 13)
            self.theme = theme
            order = Button(title: "Order", style: .filled, theme: theme)
            onOff = Switch(isOn: false, theme: theme)
            stepper = Stepper(theme: theme)
            field = TextField(frame: Rect(x: 440, y: 30, width: 320, height: 44), theme: theme)
            segments = SegmentedControl(items: ["S", "M", "L"], theme: theme)
            latte = Button(title: "Latte", style: .tinted, theme: theme)
            mocha = Button(title: "Mocha", style: .tinted, theme: theme)
            let window = app.window
            window.backgroundColor = theme.backgroundColor
            order.frame = Rect(x: 40, y: 30, width: 160, height: 48)
            onOff.frame.origin = Point(x: 240, y: 38)
            stepper.frame.origin = Point(x: 320, y: 38)
            field.borderStyle = .roundedRect
            field.placeholder = "Name"
            field.clearButtonMode = .whileEditing
            for s in [sliderA, sliderB] {
                s.minimumValue = 0
                s.maximumValue = 100
                s.value = 50
            }
            sliderB.isContinuous = false
            segments.frame = Rect(x: 440, y: 110, width: 300, height: 32)
            segments.selectedSegmentIndex = 0
            for (s, b) in [(scroll, latte), (cancellingScroll as ScrollView, mocha)] {
                s.contentSize = Size(width: 360, height: 1000)
                s.backgroundColor = theme.fillColor
                b.frame = Rect(x: 20, y: 20, width: 160, height: 48)
                s.addSubview(b)
            }
            let controls: [(String, Control)] = [
                ("order", order), ("switch", onOff), ("stepper", stepper), ("field", field),
                ("sliderA", sliderA), ("sliderB", sliderB), ("segments", segments),
                ("latte", latte), ("mocha", mocha),
            ]
            let events: [(Control.Event, String)] = [
                (.touchDown, "down"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
                (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
                (.valueChanged, "value"), (.primaryActionTriggered, "primary"),
                (.editingDidBegin, "didBegin"), (.editingChanged, "changed"), (.editingDidEnd, "didEnd"),
            ]
            for (name, control) in controls {
                window.addSubview(control.superview == nil ? control : control.superview!)
                for (event, e) in events {
                    control.addAction(for: event) { [unowned self] c in
                        self.log.append("\(name) \(e)" + (c.isHighlighted ? "+h" : ""))
                    }
                }
            }
            // Laid out as after the app's first frame: the recordings' first touch comes in the
            // first frame, before that frame's layout.
            window.layoutIfNeeded()
        }

        /// Replays `Recordings/<name>.evemu`; with `until`, only the frames before that many
        /// seconds into it (a finger may stay down), for a picture of a moment.
        @discardableResult
        func replay(_ name: String, until seconds: Double? = nil) throws -> HeadlessRunner.Outcome {
            var script = try TouchScript(recordingAt: RecordedTouchRun.recordingsFolder() + "/\(name).evemu",
                                         displaySize: Size(width: 800, height: 480))
            if let seconds, let start = script.startTime {
                script = TouchScript(frames: script.frames.filter { $0.timestamp < start + seconds })
            }
            var runner = HeadlessRunner()
            runner.maxFrames = 2000
            return try runner.run(app, script: script)
        }

        /// The log entries of `control` (by its name), without the name.
        func events(of control: String) -> [String] {
            log.filter { $0.hasPrefix(control + " ") }.map { String($0.dropFirst(control.count + 1)) }
        }
    }

    /// A scroll view whose drags take a control's finger too (UIKit's documented override of
    /// `touchesShouldCancel(in:)`), so the control gets `.touchCancel` (spec §8.2).
    @MainActor
    final class DragTakesControlsScrollView: ScrollView {
        override func touchesShouldCancel(in view: View) -> Bool { true }
    }

    @Test("button: a tap; a drag that stays within 70 pt; a drag beyond it") func button() throws {
        let p = Panel()
        let outcome = try p.replay("controls-button")
        #expect(outcome.settled)
        // Drag to x 265: 65 pt past the right edge, still inside; to x 300: 100 pt, outside.
        #expect(p.log == ["order down+h", "order upInside", "order primary",
                          "order down+h", "order upInside", "order primary",
                          "order down+h", "order exit", "order upOutside"])
        #expect(!p.order.isHighlighted && !p.order.isTracking)
    }

    @Test("button: held down it shows the highlighted look") func buttonHeld() throws {
        let p = Panel()
        try p.replay("controls-button-hold", until: 0.5)
        #expect(p.order.isHighlighted && p.log == ["order down+h"])
        #expect(Golden.compare(p.app.compositor.frame, named: "controls-button-held") == nil)
    }

    @Test("switch: a tap turns it on; a drag of the thumb to the left turns it off") func switchTapAndDrag() throws {
        let p = Panel()
        var values: [Bool] = []
        p.onOff.addAction(for: .valueChanged) { c in values.append((c as! Switch).isOn) }
        try p.replay("controls-switch")
        #expect(values == [true, false] && !p.onOff.isOn)
        #expect(p.events(of: "switch") == ["down+h", "value", "upInside", "down+h", "value", "upInside"])
        #expect(p.onOff.thumb.frame.minX == 2)
    }

    @Test("sliders: continuous sends a value per move, the other one at the lift") func sliders() throws {
        let p = Panel()
        var a: [Double] = [], b: [Double] = []
        p.sliderA.addAction(for: .valueChanged) { c in a.append((c as! Slider).value) }
        p.sliderB.addAction(for: .valueChanged) { c in b.append((c as! Slider).value) }
        try p.replay("controls-slider")
        // 60 pt right in 30 reports of 2 pt: 30 values, 2/3 apart, to 70; 60 pt left on B: 30.
        #expect(a.count == 30 && a.last == 70 && abs(a[0] - (50 + 2.0 / 3)) < 1e-9)
        #expect(zip(a, a.dropFirst()).allSatisfy { $1 > $0 })
        #expect(b == [30] && p.sliderA.value == 70 && p.sliderB.value == 30)
        #expect(p.events(of: "sliderB") == ["down+h", "value", "upInside"])
        #expect(Golden.compare(p.app.compositor.frame, named: "controls-sliders") == nil)
    }

    @Test("segments: a tap selects L; a press on M dragged 118 pt below is no selection") func segments() throws {
        let p = Panel()
        try p.replay("controls-segments")
        #expect(p.segments.selectedSegmentIndex == 2)
        #expect(p.events(of: "segments") == ["down+h", "value", "upInside", "down+h", "exit", "upOutside"])
    }

    @Test("stepper: a tap on plus steps once; minus held 1.2 s steps at once, after 0.5 s and every 0.1 s") func stepper() throws {
        let p = Panel()
        var values: [Double] = []
        p.stepper.addAction(for: .valueChanged) { c in values.append((c as! Stepper).value) }
        p.stepper.value = 10
        try p.replay("controls-stepper")
        // Minus: 10 at the touch-down, then 0.5, 0.6, … 1.2 s (the lift comes 1/60 s after 1.2).
        #expect(values == [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
        #expect(p.events(of: "stepper").filter { !$0.hasPrefix("value") } == ["down+h", "upInside", "down+h", "upInside"])
    }

    @Test("text field: tap to edit, type h i ⌫ i on the keyboard, clear, type h, done") func textField() throws {
        let p = Panel()
        var texts: [String] = []
        p.field.addAction(for: .editingChanged) { c in texts.append((c as! TextField).text) }
        try p.replay("controls-textfield")
        #expect(texts == ["h", "hi", "h", "hi", "", "h"])
        #expect(p.field.text == "h" && !p.field.isEditing)
        #expect(p.events(of: "field") == [
            "down+h", "didBegin", "upInside", "changed", "changed", "changed", "changed", "changed", "changed",
            "primary", "didEnd",
        ])
        #expect(p.app.window.focusedView == nil)
    }

    @Test("text field: the picture while editing, keyboard up, after typing hi") func textFieldEditing() throws {
        let p = Panel()
        try p.replay("controls-textfield", until: 1.15)
        #expect(p.field.isEditing && p.field.text == "hi")
        #expect(Golden.compare(p.app.compositor.frame, named: "controls-text-field-editing") == nil)
    }

    @Test("text field: a tap in the text puts the caret at the nearest boundary; o goes there; done") func caret() throws {
        let p = Panel()
        p.field.text = "flat white"
        p.app.window.layoutIfNeeded()
        // The recorded tap lands just right of the middle of the space after "flat" (by the
        // field's boundary widths, one layout of the text: 26 pt before the space, 31 after it),
        // so the nearest boundary is after the space. (Measured by prefixes laid out alone, the
        // space hung outside "flat " and both boundaries were at 26: the tap took the first.)
        let font = try #require(p.field.font)
        let widths = font.boundaryWidths(of: "flat white")
        #expect(widths[4] < widths[5])
        let nearest = 5
        try p.replay("controls-caret", until: 0.9)
        #expect(p.field.isEditing && p.field.caretOffset == nearest + 1)
        var expected = "flat white"
        expected.insert("o", at: expected.index(expected.startIndex, offsetBy: nearest))
        #expect(p.field.text == expected)
        #expect(Golden.compare(p.app.compositor.frame, named: "controls-text-field-caret") == nil)
        let whole = Panel()
        whole.field.text = "flat white"
        try whole.replay("controls-caret")
        #expect(!whole.field.isEditing && whole.field.text == expected)
        #expect(whole.events(of: "field") == ["down+h", "didBegin", "upInside", "changed", "primary", "didEnd"])
    }

    @Test("buttons in scroll views (spec §8): delayed touches, a held drag kept or taken, a quick drag scrolls") func inScrollViews() throws {
        let p = Panel()
        try p.replay("controls-scroll")
        // A quick tap: the began waits for the lift (spec §8.1), then down and up at once.
        // A 0.4 s press: down (highlighted) after 0.15 s, up at the lift.
        // A slow 24 pt drag on Latte: the button keeps the finger (spec §8.2), no scroll, up inside.
        // A quick drag on Latte: the pan begins within 0.15 s, the button never hears of it.
        #expect(p.events(of: "latte") == ["down+h", "upInside", "primary", "down+h", "upInside", "primary",
                                         "down+h", "upInside", "primary"])
        // A slow drag on Mocha whose scroll view lets drags take controls: down, then cancel.
        #expect(p.events(of: "mocha") == ["down+h", "cancel"])
        // Mocha's scroll view: the finger's 94 pt less the pan's 10 pt hysteresis (spec §7.2); the
        // 31 pt/s lift is too slow to coast.
        #expect(p.cancellingScroll.contentOffset.y == 84)
        // Latte's: the quick drag's 100 pt less 10, then momentum (500 pt/s at the lift) beyond.
        #expect(p.scroll.contentOffset.y > 90 && p.scroll.contentOffset.y <= 760)
        #expect(!p.latte.isHighlighted && !p.mocha.isHighlighted)
    }
}
