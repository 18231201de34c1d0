import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI
@testable import PaneKit
import PaneTestSupport

@MainActor
@Suite struct ControlTests {
    /// A control at (100, 100, 100, 50) in a 600×400 window (inside a scroll view when asked),
    /// logging every event with the highlight it saw.
    @MainActor
    final class Scene {
        let window = Window(size: Size(width: 600, height: 400))
        let control = Control(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        let scroll: ScrollView?
        var log: [String] = []
        let touches: TouchFrames

        init(in scroll: ScrollView? = nil) {
            self.scroll = scroll
            if let scroll {
                scroll.contentSize = Size(width: 600, height: 2000)
                scroll.addSubview(control)
                window.addSubview(scroll)
            } else {
                window.addSubview(control)
            }
            touches = TouchFrames(window)
            let names: [(Control.Event, String)] = [
                (.touchDown, "down"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
                (.touchDragEnter, "enter"), (.touchDragExit, "exit"), (.touchUpInside, "upInside"),
                (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"), (.primaryActionTriggered, "primary"),
            ]
            for (event, name) in names {
                control.addAction(for: event) { [unowned self] c in
                    self.log.append(name + (c.isHighlighted ? "+h" : ""))
                }
            }
        }
    }

    @Test("a tap inside: touchDown highlighted, touchUpInside unhighlighted") func tapInside() {
        let s = Scene()
        s.touches.send(0, .down(1, 150, 120))
        #expect(s.control.isHighlighted && s.control.isTracking && s.control.isTouchInside)
        #expect(s.control.state == .highlighted)
        s.touches.send(0.1, .up(1))
        #expect(s.log == ["down+h", "upInside"])
        #expect(!s.control.isHighlighted && !s.control.isTracking && s.control.state == .normal)
    }

    @Test("the finger stays inside up to 70 pt beyond the bounds, half-open") func seventyPoints() {
        let s = Scene()
        s.touches.send(0, .down(1, 150, 120))
        s.touches.send(0.02, .move(1, 269.5, 120))   // 69.5 pt right of maxX 200
        #expect(s.control.isHighlighted)
        s.touches.send(0.04, .move(1, 270, 120))     // 70 pt: outside (half-open, as bounds)
        #expect(!s.control.isHighlighted && !s.control.isTouchInside)
        s.touches.send(0.06, .move(1, 30, 120))      // 70 pt left of minX 100: inside
        #expect(s.control.isHighlighted)
        s.touches.send(0.08, .move(1, 150, 220))     // 70 pt below maxY 150: outside
        s.touches.send(0.1, .up(1))
        #expect(s.log == ["down+h", "dragInside+h", "exit", "enter+h", "exit", "upOutside"])
    }

    @Test("a lift back inside after leaving is touchUpInside") func returnInside() {
        let s = Scene()
        s.touches.send(0, .down(1, 150, 120))
        s.touches.send(0.05, .move(1, 400, 120))
        s.touches.send(0.07, .move(1, 420, 120))
        s.touches.send(0.1, .move(1, 210, 120))
        s.touches.send(0.15, .up(1))
        #expect(s.log == ["down+h", "exit", "dragOutside", "enter+h", "upInside"])
    }

    @Test("a cancelled touch sends touchCancel and unhighlights") func cancel() {
        let s = Scene()
        s.touches.send(0, .down(1, 150, 120))
        s.touches.dispatcher.cancelAllTouches(at: InputTime(seconds: 0.05))
        #expect(s.log == ["down+h", "cancel"])
        #expect(!s.control.isHighlighted && !s.control.isTracking)
    }

    @Test("one finger at a time: a second finger on the control changes nothing") func secondFinger() {
        let s = Scene()
        s.touches.send(0, .down(1, 150, 120))
        s.touches.send(0.05, .down(2, 120, 130))
        s.touches.send(0.08, .up(2))
        #expect(s.control.isHighlighted)
        s.touches.send(0.1, .up(1))
        #expect(s.log == ["down+h", "upInside"])
    }

    @Test("a disabled control sends nothing and passes its touches to the superview") func disabled() {
        let window = Window(size: Size(width: 600, height: 400))
        let log = TouchLog()
        let parent = TouchLogView("parent", log, frame: window.bounds)
        let control = Control(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        var events = 0
        control.addAction(for: .allEvents) { _ in events += 1 }
        control.isEnabled = false
        parent.addSubview(control)
        window.addSubview(parent)
        let touches = TouchFrames(window)
        touches.send(0, .down(1, 150, 120))
        touches.send(0.05, .move(1, 160, 120))
        touches.send(0.1, .up(1))
        #expect(events == 0 && !control.isHighlighted)
        #expect(control.state == .disabled)
        #expect(log.lines == ["parent began 1 @0", "parent moved 1 @50", "parent ended 1 @100"])
    }

    @Test("disabling while tracking stops silently") func disableWhileTracking() {
        let s = Scene()
        s.touches.send(0, .down(1, 150, 120))
        s.control.isEnabled = false
        #expect(!s.control.isHighlighted && !s.control.isTracking)
        s.touches.send(0.1, .up(1))
        #expect(s.log == ["down+h"])
    }

    @Test("stateDidChange runs once per change of a flag (disabling also drops the highlight)") func stateChanges() {
        @MainActor
        final class Counting: Control {
            var changes: [Control.State] = []
            override func stateDidChange() { changes.append(state) }
        }
        let c = Counting(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        c.isSelected = true
        c.isSelected = true
        c.isHighlighted = true
        c.isEnabled = false   // also drops the highlight
        #expect(c.changes == [.selected, [.selected, .highlighted], [.selected, .disabled], [.selected, .disabled]])
    }

    @Test("actions run in the order they were added; removed ones do not run") func actionOrder() {
        let c = Control(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var calls: [String] = []
        c.addAction(for: .valueChanged) { _ in calls.append("a") }
        let b = c.addAction(for: [.valueChanged, .touchDown]) { _ in calls.append("b") }
        c.addAction(for: .touchDown) { _ in calls.append("c") }
        c.sendActions(for: .valueChanged)
        c.sendActions(for: .touchDown)
        c.removeAction(b)
        c.sendActions(for: [.valueChanged, .touchDown])
        c.removeActions(for: .touchDown)
        c.sendActions(for: .allEvents)
        #expect(calls == ["a", "b", "b", "c", "a", "c", "a"])
    }

    @Test("tracking hooks: begin, continue (until it says no), end with the touch") func trackingHooks() {
        @MainActor
        final class Hooked: Control {
            var calls: [String] = []
            override func beginTracking(_ touch: Touch, at time: InputTime) -> Bool { calls.append("begin"); return true }
            override func continueTracking(_ touch: Touch, at time: InputTime) -> Bool {
                calls.append("continue \(Int(touch.location(in: self).x))")
                return calls.count < 3
            }
            override func endTracking(_ touch: Touch?, at time: InputTime) { calls.append(touch == nil ? "end nil" : "end") }
        }
        let window = Window(size: Size(width: 600, height: 400))
        let c = Hooked(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(c)
        let touches = TouchFrames(window)
        touches.send(0, .down(1, 110, 120))
        touches.send(0.02, .move(1, 120, 120))
        touches.send(0.04, .move(1, 130, 120))
        #expect(!c.isTracking)
        touches.send(0.06, .move(1, 140, 120))
        touches.send(0.08, .up(1))
        #expect(c.calls == ["begin", "continue 20", "continue 30", "end nil"])
    }

    // MARK: Inside a scroll view (spec §8)

    @Test("spec §8.1 a quick tap in a scroll view: touchDown and touchUpInside together at the lift") func scrollQuickTap() {
        let s = Scene(in: ScrollView(frame: Rect(x: 0, y: 0, width: 600, height: 400)))
        var times: [Double] = []
        s.control.addAction(for: [.touchDown, .touchUpInside]) { [unowned s] _ in
            times.append(s.touches.dispatcher.arena.time.milliseconds)
        }
        s.touches.send(0, .down(1, 150, 120))
        #expect(s.log.isEmpty && !s.control.isHighlighted, "held by the scroll view's 0.15 s delay")
        s.touches.send(0.08, .up(1))
        #expect(s.log == ["down+h", "upInside"])
        #expect(times == [80, 80])
    }

    @Test("spec §8.1 a held finger highlights the control at 150 ms") func scrollHeld() {
        let s = Scene(in: ScrollView(frame: Rect(x: 0, y: 0, width: 600, height: 400)))
        s.touches.send(0, .down(1, 150, 120))
        s.touches.advance(to: 0.149)
        #expect(!s.control.isHighlighted)
        s.touches.advance(to: 0.15)
        #expect(s.control.isHighlighted)
        s.touches.send(0.3, .up(1))
        #expect(s.log == ["down+h", "upInside"])
    }

    @Test("spec §8.1 a drag that starts on the control within the delay scrolls; the control sees nothing") func scrollDragEarly() {
        let s = Scene(in: ScrollView(frame: Rect(x: 0, y: 0, width: 600, height: 400)))
        s.touches.send(0, .down(1, 150, 140))
        s.touches.send(0.05, .move(1, 150, 128))
        s.touches.send(0.1, .move(1, 150, 100))
        s.touches.send(0.2, .move(1, 150, 60))
        s.touches.send(0.25, .up(1))
        #expect(s.scroll!.contentOffset.y > 0)
        #expect(s.log.isEmpty && !s.control.isHighlighted)
    }

    @Test("spec §8.2 T8.2a a control held 200 ms, then a 30 pt drag: the control keeps the finger, no scroll") func scrollControlKeeps() {
        let s = Scene(in: ScrollView(frame: Rect(x: 0, y: 0, width: 600, height: 400)))
        s.touches.send(0, .down(1, 150, 140))
        s.touches.advance(to: 0.2)
        for i in 1...3 { s.touches.send(0.2 + Double(i) * 0.02, .move(1, 150, 140 - 10 * Double(i))) }
        s.touches.send(0.3, .up(1))
        #expect(s.scroll!.contentOffset.y == 0 && !s.scroll!.isDragging)
        #expect(s.log == ["down+h", "dragInside+h", "dragInside+h", "dragInside+h", "upInside"])
    }

    @Test("spec §8.2 a scroll view that lets drags cancel controls: the control gets touchCancel") func scrollCancels() {
        @MainActor
        final class Grabby: ScrollView {
            override func touchesShouldCancel(in view: View) -> Bool { true }
        }
        let s = Scene(in: Grabby(frame: Rect(x: 0, y: 0, width: 600, height: 400)))
        s.touches.send(0, .down(1, 150, 140))
        s.touches.advance(to: 0.2)
        for i in 1...3 { s.touches.send(0.2 + Double(i) * 0.02, .move(1, 150, 140 - 10 * Double(i))) }
        s.touches.send(0.3, .up(1))
        #expect(s.scroll!.contentOffset.y > 0)
        #expect(s.log == ["down+h", "cancel"])
        #expect(!s.control.isHighlighted && !s.control.isTracking)
    }

    @Test("spec §8.2 a disabled control does not hold the finger: the drag scrolls") func scrollDisabledControl() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 600, height: 400))
        let control = Control(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        control.isEnabled = false
        #expect(scroll.touchesShouldCancel(in: control))
        control.isEnabled = true
        #expect(!scroll.touchesShouldCancel(in: control))
        #expect(scroll.touchesShouldCancel(in: View()))
    }
}
