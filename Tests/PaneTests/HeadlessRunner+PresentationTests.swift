import Testing
@testable import Pane

@MainActor
@Suite struct HeadlessRunnerPresentationTests {
    @Test("a headless run's presentation feedback carries the virtual time of each presented frame, numbered from 1")
    func virtualPresentationTimes() throws {
        let display = HeadlessDisplay(size: PixelSize(width: 40, height: 30))
        let app = Application(display: display)
        let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        box.backgroundColor = .white
        app.window.addSubview(box)
        View.animate(duration: 0.1, animations: { box.frame.origin.x = 20 })
        var feedback: [PresentationFeedback] = []
        display.onPresented = { feedback.append($0) }
        var presentedAt: [Int64] = []
        var presents = 0
        app.onFrame = { report in
            if display.presentCount > presents { presentedAt.append(report.time.nanoseconds) }
            presents = display.presentCount
        }
        var runner = HeadlessRunner()
        runner.until = InputTime(seconds: 0.2)
        _ = try runner.run(app)
        #expect(presentedAt.count > 2)
        #expect(feedback.map(\.presentedTime) == presentedAt)
        #expect(feedback.map(\.sequence) == (1...UInt32(presentedAt.count)).map { $0 })
        #expect(display.refreshInterval == nil && (app.display as any Display).refreshInterval == nil)
    }
}
