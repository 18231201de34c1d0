import Testing
@testable import Pane

/// The screen reader driven by keys through `Application.handleKey`, as a keypad or keyboard
/// would: what it says, in order, as it walks a small kit screen, adjusts, activates, traps
/// itself in an alert and a modal view, and never loses its cursor.
@MainActor
@Suite struct ScreenReaderTests {
    // linux/input-event-codes.h
    static let tab: UInt16 = 15, shift: UInt16 = 42, enter: UInt16 = 28, space: UInt16 = 57
    static let up: UInt16 = 103, down: UInt16 = 108, left: UInt16 = 105, right: UInt16 = 106
    static let f1: UInt16 = 59, help: UInt16 = 138, keyA: UInt16 = 30

    @MainActor
    final class Rig {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480)))
        let speech = SpeechTranscript()
        let title = Label(text: "Café")
        let coffee = Button(title: "Coffee")
        let sound = Switch()
        let volume = Slider(frame: Rect(x: 20, y: 140, width: 300, height: 28))
        let decoration = ImageView(frame: Rect(x: 400, y: 140, width: 40, height: 40))
        let pay = Button(title: "Pay")
        var coffees = 0
        var time = 0.0

        init() {
            title.frame = Rect(x: 20, y: 20, width: 200, height: 30)
            title.accessibilityTraits = .header
            coffee.frame = Rect(x: 20, y: 80, width: 120, height: 44)
            coffee.accessibilityHint = "Adds a coffee to the order"
            coffee.addAction(for: .primaryActionTriggered) { [unowned self] _ in coffees += 1 }
            sound.frame.origin = Point(x: 200, y: 86)
            sound.accessibilityLabel = "Sound"
            volume.accessibilityLabel = "Volume"
            volume.value = 0.3
            pay.frame = Rect(x: 20, y: 200, width: 120, height: 44)
            pay.addAction(for: .primaryActionTriggered) { [unowned self] _ in
                let alert = Alert(title: "Pay 3.50?", message: nil)
                alert.addAction(Alert.Action(title: "Cancel", style: .cancel))
                alert.addAction(Alert.Action(title: "Pay"))
                alert.show(in: app.window, animated: false)
            }
            for v in [title, coffee, sound, volume, decoration, pay] as [View] { app.window.addSubview(v) }
            app.screenReader.outputs = [speech]
        }

        func press(_ code: UInt16, shifted: Bool = false) {
            time += 0.1
            if shifted { app.handleKey(code: ScreenReaderTests.shift, .down, at: InputTime(seconds: time)) }
            app.handleKey(code: code, .down, at: InputTime(seconds: time))
            app.handleKey(code: code, .up, at: InputTime(seconds: time))
            if shifted { app.handleKey(code: ScreenReaderTests.shift, .up, at: InputTime(seconds: time)) }
        }

        /// What was said since the last call.
        func said() -> [String] {
            defer { speech.removeAll() }
            return speech.utterances
        }
    }

    /// A label of a megabyte is spoken to `maximumUtteranceLength` characters and "…"; the
    /// reader is turned on through its `willEnable` hook, once each time.
    @MainActor
    @Test func aMegabyteLabelIsSpokenCutShort() {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480)))
        let speech = SpeechTranscript()
        app.screenReader.outputs = [speech]
        var enabled = 0
        app.screenReader.willEnable = { enabled += 1 }
        let huge = Label(text: String(repeating: "é", count: 600_000))
        huge.frame = Rect(x: 20, y: 20, width: 300, height: 30)
        app.window.addSubview(huge)
        app.window.layoutIfNeeded()
        app.screenReader.isEnabled = true
        #expect(enabled == 1)
        #expect(speech.utterances.first == "Screen reader on")
        let spoken = speech.utterances.last ?? ""
        #expect(spoken.count == ScreenReader.maximumUtteranceLength + 1 && spoken.hasSuffix("…"))
        #expect(spoken.hasPrefix("ééé"))
        app.screenReader.isEnabled = false
        app.screenReader.isEnabled = true
        #expect(enabled == 2)
    }

    @Test func walksAdjustsAndActivatesInReadingOrder() {
        let r = Rig()
        r.app.screenReader.isEnabled = true
        #expect(r.said() == ["Screen reader on", "Café, heading"])
        #expect(r.app.screenReader.currentElement === r.title)
        r.press(Self.tab)
        #expect(r.said() == ["Coffee, button, Adds a coffee to the order"])
        r.press(Self.enter)
        #expect(r.coffees == 1)
        #expect(r.said() == [])
        r.press(Self.f1)
        r.press(Self.help)
        #expect(r.said() == ["Adds a coffee to the order", "Adds a coffee to the order"])
        r.press(Self.right)
        #expect(r.said() == ["Sound, off, switch"])
        r.press(Self.space)
        #expect(r.sound.isOn)
        #expect(r.said() == ["on"])
        r.press(Self.f1)
        #expect(r.said() == ["No hint"])
        r.press(Self.down)   // not adjustable: next
        #expect(r.said() == ["Volume, 30 %, adjustable"])
        r.press(Self.up)
        r.press(Self.up)
        r.press(Self.down)
        #expect(r.said() == ["40 %", "50 %", "40 %"])
        #expect(abs(r.volume.value - 0.4) < 1e-9)
        r.press(Self.tab)   // the unlabelled image is skipped
        #expect(r.said() == ["Pay, button"])
        r.press(Self.tab)   // wraps
        r.press(Self.tab, shifted: true)
        r.press(Self.left)
        #expect(r.said() == ["Café, heading", "Pay, button", "Volume, 40 %, adjustable"])
        // The reader's keys went nowhere else: the focus engine never moved.
        #expect(r.app.window.focusedItem == nil)
        #expect(r.coffees == 1)
    }

    @Test func anAlertTrapsTheWalkAndItsDismissalReturnsToTheScreen() {
        let r = Rig()
        r.app.screenReader.isEnabled = true
        r.app.screenReader.move(.previous)   // wraps to the last: Pay
        _ = r.said()
        r.press(Self.enter)
        #expect(r.app.window.presentedView is Alert)
        #expect(r.said() == ["Pay 3.50?"])
        var walk: [String] = []
        for _ in 0..<4 {
            r.press(Self.tab)
            walk += r.said()
        }
        #expect(walk == ["Cancel, button", "Pay, button", "Pay 3.50?", "Cancel, button"])
        r.app.window.dismiss(animated: false)
        r.press(Self.tab)   // its element is gone: back to the screen's first
        #expect(r.said() == ["Café, heading"])
    }

    @Test func aModalViewTrapsTheWalk() {
        let r = Rig()
        let panel = View(frame: Rect(x: 300, y: 250, width: 400, height: 200))
        let yes = Button(title: "Yes"), no = Button(title: "No")
        yes.frame = Rect(x: 20, y: 20, width: 100, height: 44)
        no.frame = Rect(x: 200, y: 20, width: 100, height: 44)
        panel.addSubview(yes)
        panel.addSubview(no)
        r.app.window.addSubview(panel)
        #expect(r.app.window.accessibilityElementsInReadingOrder.count == 7)
        panel.accessibilityViewIsModal = true
        #expect(r.app.window.accessibilityElementsInReadingOrder.map(ObjectIdentifier.init) == [yes, no].map(ObjectIdentifier.init))
        r.app.screenReader.isEnabled = true
        for _ in 0..<3 { r.press(Self.tab) }
        #expect(r.said() == ["Screen reader on", "Yes, button", "No, button", "Yes, button", "No, button"])
        panel.isHidden = true
        r.press(Self.tab)
        #expect(r.said() == ["Café, heading"])
        // Hidden elements: a view's accessibilityElementsHidden hides what is inside it.
        panel.isHidden = false
        panel.accessibilityViewIsModal = false
        panel.accessibilityElementsHidden = true
        #expect(r.app.window.accessibilityElementsInReadingOrder.count == 5)
    }

    @Test func announcementsScreenChangesAndOtherKeys() {
        let r = Rig()
        r.app.screenReader.post(notification: .announcement("ignored while off"))
        #expect(r.said() == [])
        r.app.screenReader.isEnabled = true
        r.press(Self.tab)
        r.press(Self.tab)
        _ = r.said()
        r.app.screenReader.post(notification: .announcement("Card\ndeclined"))
        #expect(r.said() == ["Card declined"])
        #expect(r.app.screenReader.currentElement === r.sound)
        r.app.screenReader.post(notification: .layoutChanged)
        #expect(r.said() == [])
        r.app.screenReader.post(notification: .screenChanged)
        #expect(r.said() == ["Café, heading"])
        // A key that is not the reader's goes on to the responder chain.
        r.app.window.scanHandler = { code in r.speech.speak("scan \(code)") }
        r.press(Self.keyA)
        r.press(Self.enter)   // a scanner's line: its enter ends the scan, not activates
        #expect(r.said() == ["scan a"])
        #expect(r.app.screenReader.currentElement === r.title)
        // Off: Tab goes to the focus engine again and the cursor is gone.
        r.app.screenReader.isEnabled = false
        #expect(r.said() == ["Screen reader off"])
        #expect(r.app.screenReader.currentElement == nil)
        r.press(Self.tab)
        #expect(r.app.window.focusedItem === r.coffee)
    }

    @Test func enterEditsATextFieldWhoseKeysThenTypeUntilTabLeavesIt() {
        let r = Rig()
        let field = TextField(frame: Rect(x: 400, y: 20, width: 200, height: 44))
        field.placeholder = "Name"
        r.app.window.hasHardwareKeyboard = true
        r.app.window.addSubview(field)
        r.app.screenReader.isEnabled = true
        r.press(Self.tab)
        #expect(r.said() == ["Screen reader on", "Café, heading", "Name, text field"])
        r.press(Self.enter)
        #expect(field.isEditing)
        r.press(Self.keyA)
        r.press(Self.space)
        r.press(Self.left)
        r.press(Self.keyA)
        #expect(field.text == "aa ")
        #expect(field.caretOffset == 2)
        r.press(Self.tab)
        #expect(!field.isEditing)
        #expect(r.said() == ["Coffee, button, Adds a coffee to the order"])
    }

    @Test func theCursorIsARingOverTheCurrentElement() {
        let r = Rig()
        r.app.screenReader.isEnabled = true
        r.press(Self.tab)
        let ring = r.coffee.subviews.last
        #expect(ring === r.app.screenReader.cursorView)
        #expect(ring?.frame == Rect(x: -4, y: -4, width: 128, height: 52))
        #expect(ring?.borderWidth == 3)
        r.press(Self.tab)
        #expect(r.coffee.subviews.last !== ring)
        #expect(r.sound.subviews.last === ring)
    }

    @Test func withNothingToReadTheCursorIsNil() {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 100, height: 100)))
        let speech = SpeechTranscript()
        app.screenReader.outputs = [speech]
        app.screenReader.isEnabled = true
        app.handleKey(code: ScreenReaderTests.tab, .down, at: InputTime(seconds: 1))
        app.handleKey(code: ScreenReaderTests.tab, .up, at: InputTime(seconds: 1))
        #expect(speech.utterances == ["Screen reader on"])
        #expect(app.screenReader.currentElement == nil)
    }
}
