import Testing
@testable import Pane

/// The first touch of a run (issue 27 item 4): touches are hit-tested against laid-out views,
/// even in the run's first frame, so a replay whose first touch taps a control that a
/// `StackView` places still reaches it.
@MainActor
@Suite struct FirstTouchLayoutTests {
    @Test("a tap in the first frame on a button placed by a StackView triggers it")
    func firstFrameTap() throws {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 400, height: 200)))
        let cancel = Button(title: "Cancel", style: .plain)
        let order = Button(title: "Order", style: .filled)
        var tapped: [String] = []
        cancel.addAction(for: .primaryActionTriggered) { _ in tapped.append("cancel") }
        order.addAction(for: .primaryActionTriggered) { _ in tapped.append("order") }
        let row = StackView(arrangedSubviews: [cancel, order])
        row.distribution = .fillEqually
        row.frame = Rect(x: 0, y: 100, width: 400, height: 60)
        app.window.addSubview(row)
        // Nothing has been laid out: the buttons have no frames until the stack's layoutSubviews.
        #expect(order.frame == .zero)
        // Down and up at (300, 130), the middle of the right half, the down in the first frame.
        let p = Point(x: 300, y: 130)
        let down = InputTime(seconds: 1), up = InputTime(seconds: 1.05)
        let script = TouchScript(frames: [
            TouchFrame(timestamp: down, touches: [Touch(id: TouchID(1), phase: .began, location: p, timestamp: down)]),
            TouchFrame(timestamp: up, touches: [Touch(id: TouchID(1), phase: .ended, location: p, timestamp: up)]),
        ])
        let outcome = try HeadlessRunner().run(app, script: script)
        #expect(outcome.settled)
        #expect(tapped == ["order"])
    }
}
