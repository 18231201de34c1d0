import Testing
import PaneTestSupport
@testable import Pane

/// Touch exploration (ScreenReader+Touches.swift): synthetic touch frames through
/// `Application.runFrame`, the panel's path, on a small kit screen, and what the reader says.
@MainActor
@Suite struct TouchExplorationTests {
    @MainActor
    final class Rig {
        enum Event {
            case down(Int, Double, Double)
            case move(Int, Double, Double)
            case up(Int)
        }

        let app: Application
        let speech = SpeechTranscript()
        let title = Label(text: "Café")
        let coffee = Button(title: "Coffee")
        let tea = Button(title: "Tea")
        let sound = Switch()
        let volume = Slider(frame: Rect(x: 20, y: 140, width: 300, height: 28))
        var coffees = 0
        var teas = 0
        private var fingers: [Int: Point] = [:]

        init(app: Application = Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480)))) {
            self.app = app
            title.frame = Rect(x: 20, y: 20, width: 200, height: 30)
            title.accessibilityTraits = .header
            coffee.frame = Rect(x: 20, y: 80, width: 120, height: 44)
            coffee.addAction(for: .primaryActionTriggered) { [unowned self] _ in coffees += 1 }
            tea.frame = Rect(x: 160, y: 80, width: 120, height: 44)
            tea.addAction(for: .primaryActionTriggered) { [unowned self] _ in teas += 1 }
            sound.frame.origin = Point(x: 320, y: 86)
            sound.accessibilityLabel = "Sound"
            volume.accessibilityLabel = "Volume"
            volume.value = 0.3
            for v in [title, coffee, tea, sound, volume] as [View] { app.window.addSubview(v) }
            app.screenReader.outputs.append(speech)
        }

        /// Turns the reader on and forgets what it said doing so.
        func enable() {
            app.screenReader.isEnabled = true
            _ = said()
        }

        /// One touch frame at `t` seconds, delivered by a frame at the same time; fingers
        /// not named are stationary.
        func send(_ t: Double, _ events: Event...) throws {
            let time = InputTime(seconds: t)
            var touches: [Touch] = []
            for e in events {
                switch e {
                case let .down(id, x, y):
                    fingers[id] = Point(x: x, y: y)
                    touches.append(Touch(id: TouchID(id), phase: .began, location: Point(x: x, y: y), timestamp: time))
                case let .move(id, x, y):
                    fingers[id] = Point(x: x, y: y)
                    touches.append(Touch(id: TouchID(id), phase: .moved, location: Point(x: x, y: y), timestamp: time))
                case let .up(id):
                    let lifted = fingers.removeValue(forKey: id)
                    let p = try #require(lifted)
                    touches.append(Touch(id: TouchID(id), phase: .ended, location: p, timestamp: time))
                }
            }
            for (id, p) in fingers where !touches.contains(where: { $0.id == TouchID(id) }) {
                touches.append(Touch(id: TouchID(id), phase: .stationary, location: p, timestamp: time))
            }
            touches.sort { $0.id < $1.id }
            try app.runFrame(at: time, touches: [TouchFrame(timestamp: time, touches: touches)])
        }

        /// A frame at `t` seconds with no touches: deadlines due by then run.
        func frame(_ t: Double) throws {
            try app.runFrame(at: InputTime(seconds: t))
        }

        /// A 60 ms tap of finger `id` at (`x`, `y`) starting at `t`.
        func tap(_ t: Double, _ x: Double, _ y: Double, id: Int = 1) throws {
            try send(t, .down(id, x, y))
            try send(t + 0.06, .up(id))
        }

        /// A flick of finger `id` from (`x`, `y`) by (`dx`, `dy`) in 80 ms.
        func flick(_ t: Double, from x: Double, _ y: Double, by dx: Double, _ dy: Double, id: Int = 1) throws {
            try send(t, .down(id, x, y))
            try send(t + 0.04, .move(id, x + dx / 2, y + dy / 2))
            try send(t + 0.08, .move(id, x + dx, y + dy))
            try send(t + 0.09, .up(id))
        }

        /// What was said since the last call.
        func said() -> [String] {
            defer { speech.removeAll() }
            return speech.utterances
        }
    }

    @Test func aSlidingFingerSpeaksEachElementOnceAsItArrives() throws {
        let r = Rig()
        r.enable()
        #expect(r.app.screenReader.isExploringTouches)
        try r.send(1.0, .down(1, 50, 100))
        try r.send(1.1, .move(1, 55, 101))
        #expect(r.said() == [])   // not yet known to be a tap, a flick or exploring
        try r.send(1.3, .move(1, 60, 102))
        #expect(r.said() == ["Coffee, button"])
        #expect(r.app.screenReader.currentElement === r.coffee)
        try r.send(1.35, .move(1, 90, 100))
        try r.send(1.4, .move(1, 130, 110))
        #expect(r.said() == [])   // still on Coffee
        try r.send(1.45, .move(1, 150, 100))   // the gap between the buttons
        #expect(r.said() == [])
        #expect(r.app.screenReader.currentElement === r.coffee)
        try r.send(1.5, .move(1, 170, 100))
        try r.send(1.55, .move(1, 200, 110))
        #expect(r.said() == ["Tea, button"])
        try r.send(1.6, .move(1, 60, 150))
        #expect(r.said() == ["Volume, 30 %, adjustable"])
        try r.send(1.7, .up(1))
        try r.frame(3)
        #expect(r.said() == [])
        #expect(r.app.screenReader.currentElement === r.volume)
        // Nothing reached the app's views.
        #expect(r.coffees == 0 && r.teas == 0)
        #expect(r.volume.value == 0.3)
    }

    @Test func aRestingFingerIsReadAtTheTapDurationOnTheFrameClock() throws {
        let r = Rig()
        r.enable()
        try r.send(1.0, .down(1, 200, 100))
        #expect(r.app.nextDeadline == InputTime(seconds: 1.0) + ScreenReader.explorationTapDuration)
        #expect(!r.app.isSettled)
        try r.frame(1.2)
        #expect(r.said() == [])
        try r.frame(1.25)
        #expect(r.said() == ["Tea, button"])
        #expect(r.app.screenReader.touchExplorationDeadline == nil)
        try r.send(1.4, .up(1))
        #expect(r.app.isSettled)
        #expect(r.teas == 0)
    }

    @Test func aTapReadsTheElementOnceNoSecondTapCameAndDoesNotPressIt() throws {
        let r = Rig()
        r.enable()
        try r.tap(1.0, 50, 100)
        #expect(r.said() == [])
        #expect(r.app.nextDeadline == InputTime(seconds: 1.06) + ScreenReader.explorationDoubleTapInterval)
        try r.frame(1.4)
        #expect(r.said() == [])   // 0.34 s after the lift: a second tap may still come
        try r.frame(1.41)
        #expect(r.said() == ["Coffee, button"])
        #expect(r.coffees == 0)
        // Tapping the current element again reads it again, as VoiceOver does.
        try r.tap(2.0, 60, 110)
        try r.frame(2.5)
        #expect(r.said() == ["Coffee, button"])
        // A tap on nothing says nothing and keeps the cursor.
        try r.tap(3.0, 600, 400)
        try r.frame(3.5)
        #expect(r.said() == [])
        #expect(r.app.screenReader.currentElement === r.coffee)
        #expect(r.coffees == 0)
    }

    @Test func aDoubleTapAnywhereActivatesTheCurrentElementOnce() throws {
        let r = Rig()
        r.enable()
        try r.tap(1.0, 50, 100)
        try r.frame(1.5)
        #expect(r.said() == ["Coffee, button"])
        try r.tap(2.0, 600, 400)
        try r.tap(2.2, 605, 398)
        #expect(r.coffees == 1)
        try r.frame(3)
        #expect(r.said() == [])
        // On another element the double tap still activates the current one, not the one tapped.
        try r.tap(4.0, 200, 100)
        try r.tap(4.25, 200, 100)
        try r.frame(5)
        #expect(r.coffees == 2 && r.teas == 0)
        #expect(r.said() == [])
        #expect(r.app.screenReader.currentElement === r.coffee)
        // A switch's new value is spoken.
        try r.tap(6.0, 340, 100)
        try r.frame(6.5)
        #expect(r.said() == ["Sound, off, switch"])
        try r.tap(7.0, 600, 400)
        try r.tap(7.2, 600, 400)
        #expect(r.sound.isOn)
        #expect(r.said() == ["on"])
    }

    @Test func tapsTooSlowOrTooFarApartAreTwoTaps() throws {
        let r = Rig()
        r.enable()
        try r.tap(1.0, 50, 100)
        try r.tap(1.5, 50, 100)   // 0.44 s after the first lift
        try r.frame(2)
        #expect(r.said() == ["Coffee, button", "Coffee, button"])
        try r.tap(3.0, 50, 100)
        try r.tap(3.2, 200, 100)   // 150 pt away: Coffee is read at once, then Tea
        try r.frame(4)
        #expect(r.said() == ["Coffee, button", "Tea, button"])
        #expect(r.coffees == 0 && r.teas == 0)
    }

    @Test func flicksMoveAndAdjust() throws {
        let r = Rig()
        r.enable()
        #expect(r.app.screenReader.currentElement === r.title)
        try r.flick(1.0, from: 400, 300, by: 80, 5)
        #expect(r.said() == ["Coffee, button"])
        try r.flick(2.0, from: 60, 100, by: 60, -4)   // starts on Coffee: still the next from the cursor
        #expect(r.said() == ["Tea, button"])
        try r.flick(3.0, from: 400, 300, by: -70, 0)
        try r.flick(4.0, from: 400, 300, by: -70, 0)
        try r.flick(5.0, from: 400, 300, by: -70, 0)   // wraps to the last
        #expect(r.said() == ["Coffee, button", "Café, heading", "Volume, 30 %, adjustable"])
        try r.flick(6.0, from: 400, 300, by: 3, -60)
        try r.flick(7.0, from: 400, 300, by: 3, -60)
        try r.flick(8.0, from: 400, 300, by: 0, 50)
        #expect(r.said() == ["40 %", "50 %", "40 %"])
        #expect(abs(r.volume.value - 0.4) < 1e-9)
        // Up or down elsewhere does nothing.
        try r.flick(9.0, from: 400, 300, by: 70, 0)   // wraps to the heading
        #expect(r.said() == ["Café, heading"])
        try r.flick(10.0, from: 400, 300, by: 0, -60)
        try r.frame(11)
        #expect(r.said() == [])
        #expect(r.app.screenReader.currentElement === r.title)
        #expect(r.coffees == 0 && r.teas == 0)
    }

    @Test func aSecondFingerIsIgnored() throws {
        let r = Rig()
        r.enable()
        try r.send(1.0, .down(1, 50, 100))
        try r.send(1.05, .down(2, 200, 100))
        try r.send(1.3, .move(2, 210, 100))   // the second finger's moves and lift go nowhere
        #expect(r.said() == ["Coffee, button"])   // the first finger rested past its deadline
        try r.send(1.35, .up(2))
        try r.send(1.4, .move(1, 200, 100))
        #expect(r.said() == ["Tea, button"])
        try r.send(1.5, .up(1))
        #expect(r.coffees == 0 && r.teas == 0)
    }

    @Test func withAKeypadAutomaticLeavesTouchesToTheApp() throws {
        let r = Rig()
        r.enable()
        r.app.window.hasHardwareKeyboard = true
        #expect(r.app.screenReader.touchExploration == .automatic)
        #expect(!r.app.screenReader.isExploringTouches)
        try r.tap(1.0, 50, 100)
        try r.frame(2)
        #expect(r.coffees == 1)
        #expect(r.said() == [])
        // `.on` explores even with the keypad.
        r.app.screenReader.touchExploration = .on
        try r.tap(3.0, 50, 100)
        try r.frame(4)
        #expect(r.coffees == 1)
        #expect(r.said() == ["Coffee, button"])
    }

    @Test func offLeavesTouchesToTheApp() throws {
        let r = Rig()
        r.enable()
        r.app.screenReader.touchExploration = .off
        try r.tap(1.0, 200, 100)
        try r.tap(1.2, 340, 100)
        try r.frame(2)
        #expect(r.teas == 1)
        #expect(r.sound.isOn)
        #expect(r.said() == [])
        // With the reader off, touches are the app's whatever the setting.
        r.app.screenReader.touchExploration = .on
        r.app.screenReader.isEnabled = false
        _ = r.said()
        try r.tap(3.0, 200, 100)
        try r.frame(4)
        #expect(r.teas == 2)
        #expect(r.said() == [])
    }

    @Test func aSequenceKeepsItsOwnerUntilTheLastFingerLifts() throws {
        let r = Rig()
        // Down while the reader is off: the app's, though the reader comes on meanwhile.
        try r.send(1.0, .down(1, 50, 100))
        r.enable()
        try r.send(1.06, .up(1))
        #expect(r.coffees == 1)
        // Down while exploring: the reader's, though it goes off before the lift.
        try r.send(2.0, .down(1, 200, 100))
        r.app.screenReader.isEnabled = false
        try r.send(2.06, .up(1))
        try r.frame(3)
        #expect(r.teas == 0)
        #expect(r.said() == ["Screen reader off"])
    }

    @Test func theElementUnderAPointIsTheFrontMostShownOne() throws {
        let r = Rig()
        let cover = Button(title: "Cover")
        cover.frame = Rect(x: 100, y: 90, width: 100, height: 20)   // over Coffee and Tea
        r.app.window.addSubview(cover)
        r.app.window.layoutIfNeeded()
        let w = r.app.window
        #expect(w.accessibilityElement(at: Point(x: 110, y: 100)) === cover)
        #expect(w.accessibilityElement(at: Point(x: 50, y: 100)) === r.coffee)
        #expect(w.accessibilityElement(at: Point(x: 30, y: 30)) === r.title)   // a label takes no touches, but is read
        #expect(w.accessibilityElement(at: Point(x: 600, y: 400)) == nil)
        cover.isHidden = true
        #expect(w.accessibilityElement(at: Point(x: 110, y: 100)) === r.coffee)
        // A clipping ancestor cuts away what lies outside it.
        let clip = View(frame: Rect(x: 400, y: 300, width: 50, height: 50))
        clip.clipsToBounds = true
        let inside = Button(title: "Inside")
        inside.frame = Rect(x: 0, y: 0, width: 200, height: 40)
        clip.addSubview(inside)
        w.addSubview(clip)
        #expect(w.accessibilityElement(at: Point(x: 420, y: 310)) === inside)
        #expect(w.accessibilityElement(at: Point(x: 500, y: 310)) == nil)
    }

    /// `Recordings/touch-explore.evemu` (tools/make-recording; the plan is its third line)
    /// through the evemu decoder and `HeadlessRunner`'s frame clock, as `--replay` runs it: a
    /// one-second drag from Coffee to Tea, a double tap on nothing, a flick right and another
    /// double tap.
    @Test func aRecordedExplorationReplaysHeadless() throws {
        let r = Rig()
        r.app.screenReader.isEnabled = true
        let script = try TouchScript(recordingAt: "\(KeyRecordingTests.recordings)/touch-explore.evemu",
                                     displaySize: Size(width: 800, height: 480))
        let outcome = try HeadlessRunner().run(r.app, script: script)
        #expect(outcome.settled)
        #expect(r.said() == ["Screen reader on", "Café, heading", "Coffee, button", "Tea, button", "Sound, off, switch", "on"])
        #expect(r.teas == 1 && r.coffees == 0)
        #expect(r.sound.isOn)
        #expect(r.app.screenReader.currentElement === r.sound)
    }

    /// The same recording through the launcher, as `app --display headless --screen-reader
    /// --replay touch-explore.evemu` runs it: a touch-only recording leaves the window without
    /// a keyboard, so the flag's reader explores.
    @Test func theLauncherReplaysARecordedExplorationWithTheFlag() throws {
        var rig: Rig?
        let run = try RecordedTouchRun(recording: "\(KeyRecordingTests.recordings)/touch-explore.evemu",
                                       arguments: ["--screen-reader"]) { app, _ in
            rig = Rig(app: app)
            return AppLauncher.Options()
        }
        #expect(run.status == 0)
        let r = try #require(rig)
        #expect(r.said() == ["Screen reader on", "Café, heading", "Coffee, button", "Tea, button", "Sound, off, switch", "on"])
        #expect(r.teas == 1 && r.coffees == 0)
        #expect(!r.app.window.hasHardwareKeyboard)
        #expect(r.app.isSettled)
    }
}
