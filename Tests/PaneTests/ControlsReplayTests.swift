import Testing
import PaneTestSupport
@testable import Pane

/// The kit through the whole runtime: a recorded panel (evemu), its decoder, the app's frames
/// and touch delivery, in virtual time.
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
