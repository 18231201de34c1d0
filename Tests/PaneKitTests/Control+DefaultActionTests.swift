import Testing
import PaneGeometry
import PaneGestures
import PaneInput
@testable import PaneUI
@testable import PaneKit
import PaneTestSupport

/// UIKit's rule since iOS 6 ("Event Handling Guide for iOS", "Interacting with Other User
/// Interface Controls"): a control's default action beats an overlapping recognizer of a
/// superview; other gestures on the control still reach the superview's recognizers.
@MainActor
@Suite(.serialized) struct ControlDefaultActionTests {
    /// A 400×300 panel view with recognizers, holding one control; every control event and every
    /// recognizer transition is logged in order. The arena's observers hear a transition after the
    /// dispatcher has acted on it, so a recognizer's "ended" follows the control's "cancel" it caused.
    @MainActor
    final class Scene {
        let window = Window(size: Size(width: 400, height: 300))
        let panel = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let control: Control
        let touches: TouchFrames
        var log: [String] = []
        var names: [ObjectIdentifier: String] = [:]

        init(_ control: Control, at origin: Point = Point(x: 100, y: 100)) {
            self.control = control
            control.frame.origin = origin
            window.addSubview(panel)
            panel.addSubview(control)
            window.layoutIfNeeded()
            touches = TouchFrames(window)
            let names: [(Control.Event, String)] = [
                (.touchDown, "down"), (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"),
                (.touchCancel, "cancel"), (.valueChanged, "value"),
            ]
            for (event, name) in names {
                control.addAction(for: event) { [unowned self] _ in self.log.append(name) }
            }
            touches.dispatcher.arena.addObserver { [unowned self] r in
                self.log.append("\(self.names[ObjectIdentifier(r)] ?? "?") \(r.state)")
            }
        }

        /// Adds a recognizer named `name` to `view` (the panel by default).
        @discardableResult
        func add<R: GestureRecognizer>(_ r: R, _ name: String, to view: View? = nil) -> R {
            names[ObjectIdentifier(r)] = name
            (view ?? panel).addGestureRecognizer(r)
            return r
        }

        /// A tap of touch `id` (a panel numbers each new touch anew, so a second tap takes id 2).
        func tap(at x: Double, _ y: Double, from t: Double = 0, id: Int = 1) {
            touches.send(t, .down(id, x, y))
            touches.send(t + 0.08, .up(id))
        }
    }

    static func button() -> Button {
        let b = Button(title: "Order", style: .filled, theme: ownTheme())
        b.frame.size = Size(width: 120, height: 44)
        return b
    }

    @Test("a tap on a button goes to the button; the panel's single tap fails") func buttonBeatsTap() {
        let s = Scene(Self.button())
        s.add(TapGestureRecognizer(), "tap")
        s.tap(at: 150, 120)
        #expect(s.log == ["down", "tap failed", "upInside"])
    }

    @Test("a tap beside the button still fires the panel's tap") func tapElsewhere() {
        let s = Scene(Self.button())
        s.add(TapGestureRecognizer(), "tap")
        s.tap(at: 300, 250)
        #expect(s.log == ["tap ended"])
    }

    @Test("a panel double tap on the button is not the button's: it recognizes and cancels the button") func doubleTap() {
        let s = Scene(Self.button())
        let double = s.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        s.tap(at: 150, 120)
        s.tap(at: 152, 121, from: 0.2, id: 2)
        #expect(s.log == ["down", "cancel", "double ended"])
    }

    @Test("a single tap that waits for a double tap is still vetoed once the double fails") func singleWaitingForDouble() {
        let s = Scene(Self.button())
        let double = s.add(TapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        let single = s.add(TapGestureRecognizer(), "single")
        single.require(toFail: double)
        s.tap(at: 150, 120)
        #expect(s.log == ["down"])                 // the lift is held for the double tap
        s.touches.advance(to: 0.5)                 // 0.35 s after the lift the double fails
        #expect(s.log == ["down", "double failed", "upInside", "single failed"])
    }

    @Test("a two-finger tap on the button goes to the panel") func twoFingers() {
        let s = Scene(Self.button())
        let two = s.add(TapGestureRecognizer(), "two")
        two.numberOfTouchesRequired = 2
        s.touches.send(0, .down(1, 130, 120), .down(2, 180, 120))
        s.touches.send(0.08, .up(1), .up(2))
        #expect(s.log == ["down", "cancel", "two ended"])
    }

    @Test("a disabled button does not veto: the panel's tap fires") func disabled() {
        let s = Scene(Self.button())
        s.control.isEnabled = false
        s.add(TapGestureRecognizer(), "tap")
        s.tap(at: 150, 120)
        #expect(s.log == ["tap ended"])
    }

    @Test("a tap recognizer on the button itself is not vetoed (UIKit: attach it to the control)") func ownRecognizer() {
        let s = Scene(Self.button())
        s.add(TapGestureRecognizer(), "own", to: s.control)
        s.tap(at: 150, 120)
        #expect(s.log == ["down", "cancel", "own ended"])
    }

    @Test("a button inside a subview of the panel still vetoes the panel's tap") func nested() {
        let s = Scene(Self.button(), at: Point(x: 20, y: 20))
        let card = View(frame: Rect(x: 80, y: 80, width: 200, height: 100))
        s.panel.addSubview(card)
        card.addSubview(s.control)
        s.add(TapGestureRecognizer(), "tap")
        s.tap(at: 150, 120)
        #expect(s.log == ["down", "tap failed", "upInside"])
    }

    @Test("switch: a tap flips it; the panel's tap fails") func switchTap() {
        let s = Scene(Switch(isOn: false))
        s.add(TapGestureRecognizer(), "tap")
        s.tap(at: 110, 115)
        #expect(s.log == ["down", "tap failed", "value", "upInside"])
        #expect((s.control as! Switch).isOn)
    }

    @Test("switch: a sideways drag from the thumb stays with the switch; the panel's pan fails") func switchDrag() {
        let s = Scene(Switch(isOn: false))        // thumb 102…129 × 102…129 in the window
        s.add(PanGestureRecognizer(), "pan")
        s.touches.send(0, .down(1, 115, 115))
        s.touches.send(0.02, .move(1, 127, 116))
        s.touches.send(0.04, .move(1, 140, 116))
        s.touches.send(0.06, .up(1))
        #expect(s.log == ["down", "pan failed", "value", "upInside"])
        #expect((s.control as! Switch).isOn)
    }

    @Test("switch: a drag down from the thumb is the panel's pan") func switchDragAcross() {
        let s = Scene(Switch(isOn: false))
        s.add(PanGestureRecognizer(), "pan")
        s.touches.send(0, .down(1, 115, 115))
        s.touches.send(0.02, .move(1, 116, 127))
        s.touches.send(0.04, .up(1))
        #expect(s.log == ["down", "cancel", "pan began", "pan ended"])
        #expect(!(s.control as! Switch).isOn)
    }

    /// A slider at (100, 100), 228 wide: value 25 of 0…100 puts the thumb's centre at x 164.
    static func slider() -> Slider {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 228, height: 28))
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 25
        return slider
    }

    @Test("slider: a drag along it from the thumb moves the thumb; the panel's pan fails") func sliderDrag() {
        let s = Scene(Self.slider())
        s.add(PanGestureRecognizer(), "pan")
        s.touches.send(0, .down(1, 164, 114))
        s.touches.send(0.02, .move(1, 176, 115))
        s.touches.send(0.04, .move(1, 184, 115))
        s.touches.send(0.06, .up(1))
        #expect(s.log == ["down", "pan failed", "value", "value", "upInside"])
        #expect((s.control as! Slider).value == 35)
    }

    @Test("slider: a drag across it from the thumb is the panel's pan") func sliderAcross() {
        let s = Scene(Self.slider())
        s.add(PanGestureRecognizer(), "pan")
        s.touches.send(0, .down(1, 164, 114))
        s.touches.send(0.02, .move(1, 166, 130))
        s.touches.send(0.04, .up(1))
        #expect(s.log == ["down", "cancel", "pan began", "pan ended"])
        #expect((s.control as! Slider).value == 25)
    }

    @Test("slider: a drag along the track away from the thumb is the panel's pan, and so is a tap") func sliderOffThumb() {
        let s = Scene(Self.slider())
        s.add(PanGestureRecognizer(), "pan")
        s.add(TapGestureRecognizer(), "tap")
        s.touches.send(0, .down(1, 260, 114))
        s.touches.send(0.02, .move(1, 280, 114))
        s.touches.send(0.04, .up(1))
        s.tap(at: 164, 114, from: 0.5, id: 2)
        #expect(s.log == ["down", "cancel", "pan began", "tap failed", "pan ended",
                          "down", "pan failed", "cancel", "tap ended"])
    }

    @Test("stepper and segmented control keep their taps") func stepperAndSegments() {
        let stepper = Scene(Stepper(theme: ownTheme()))
        stepper.add(TapGestureRecognizer(), "tap")
        stepper.tap(at: 180, 115)                          // the plus half
        #expect(stepper.log == ["down", "value", "tap failed", "upInside"])

        let segments = SegmentedControl(items: ["A", "B"], theme: ownTheme())
        segments.frame.size = Size(width: 200, height: 32)
        let s = Scene(segments)
        s.add(TapGestureRecognizer(), "tap")
        s.tap(at: 250, 115)                                // segment B
        #expect(s.log == ["down", "tap failed", "value", "upInside"])
        #expect(segments.selectedSegmentIndex == 1)
    }

    @Test("page control: a tap on the dots pages; the panel's tap fails; with one page it does not veto") func pageControl() {
        let window = Window(size: Size(width: 400, height: 300))
        let panel = View(frame: window.bounds)
        window.addSubview(panel)
        let dots = PageControl(frame: Rect(x: 100, y: 200, width: 200, height: 30))
        dots.numberOfPages = 3
        panel.addSubview(dots)
        var fired = 0
        panel.addGestureRecognizer(TapGestureRecognizer { _ in fired += 1 })
        let touches = TouchFrames(window)
        touches.send(0, .down(1, 280, 215))
        touches.send(0.08, .up(1))
        #expect(dots.currentPage == 1 && fired == 0)
        dots.numberOfPages = 1
        touches.send(1, .down(1, 280, 215))
        touches.send(1.08, .up(1))
        #expect(fired == 1)
    }

    @Test("isSingleFingerSingleTap and isSingleFingerPan") func predicates() {
        let tap = TapGestureRecognizer()
        #expect(tap.isSingleFingerSingleTap)
        tap.numberOfTapsRequired = 2
        #expect(!tap.isSingleFingerSingleTap)
        let two = TapGestureRecognizer()
        two.numberOfTouchesRequired = 2
        #expect(!two.isSingleFingerSingleTap)
        #expect(!PanGestureRecognizer().isSingleFingerSingleTap)
        // A pan with no touch is no single-finger pan.
        #expect(!PanGestureRecognizer().isSingleFingerPan(startingIn: Rect(x: 0, y: 0, width: 10, height: 10),
                                                        of: View(), horizontal: true))
    }
}
