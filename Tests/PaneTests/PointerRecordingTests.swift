import Testing
@testable import Pane

/// A mouse replayed from `Recordings/mouse-click-wheel.evemu`: the cursor follows it, a click
/// is a tap at the cursor, the wheel scrolls the scroll view under it, the cursor hides after
/// `Application.cursorHideDelay` seconds without motion and when the touchscreen is touched.
@MainActor
@Suite struct PointerRecordingTests {
    @MainActor
    final class Rig {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480)))
        let button = Button(title: "OK")
        let scroll = ScrollView(frame: Rect(x: 0, y: 100, width: 800, height: 380))
        var taps = 0

        init() {
            scroll.contentSize = Size(width: 800, height: 5000)
            button.frame = Rect(x: 60, y: 20, width: 80, height: 40)
            app.window.addSubview(button)
            app.window.addSubview(scroll)
            button.addAction(for: .touchUpInside) { [unowned self] _ in taps += 1 }
        }
    }

    static let script: TouchScript? = try? TouchScript(recordingAt: "\(ApplicationTests.recordings)/mouse-click-wheel.evemu",
                                                       displaySize: Size(width: 800, height: 480))

    @Test func clickTapsAndWheelScrollsUnderTheCursor() throws {
        let r = Rig()
        let script = try #require(Self.script)
        #expect(script.pointer.count == 20 + 2 + 20 + 3 && script.frames.isEmpty && script.warnings.isEmpty)
        var cursorShown: [Bool] = []
        r.app.onFrame = { [unowned r] _ in cursorShown.append(r.app.isCursorVisible) }
        var runner = HeadlessRunner()
        runner.until = script.startTime! + 5   // past the cursor's hiding
        let outcome = try runner.run(r.app, script: script)
        #expect(outcome.settled)
        #expect(r.taps == 1)
        #expect(r.scroll.contentOffset == Point(x: 0, y: 3 * Application.wheelStep))
        #expect(r.app.cursorLocation == Point(x: 400, y: 300))
        // Shown while it moved, hidden once it rested for the delay.
        #expect(cursorShown.contains(true) && cursorShown.last == false)
        #expect(outcome.endTime - script.startTime! >= Application.cursorHideDelay)
    }

    /// The cursor is the window's top view while shown, and takes no touches.
    @Test func theCursorStaysOnTopAndTakesNoTouches() throws {
        let r = Rig()
        var report = PointerReport(time: InputTime(seconds: 1))
        report.dx = -300; report.dy = -200
        _ = r.app.handlePointer(report)
        let cursor = try #require(r.app.window.subviews.last as? CursorView)
        #expect(!cursor.isHidden && cursor.center == Point(x: 100, y: 40))
        r.app.window.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        report.dx = 1; report.dy = 0
        _ = r.app.handlePointer(report)
        #expect(r.app.window.subviews.last === cursor)
        #expect(r.app.window.hitTest(Point(x: 101, y: 40)) === r.button)
        r.app.hideCursor()
        #expect(cursor.isHidden)
    }

    /// `cursor = hidden`: nothing is drawn, clicks still tap where it points.
    @Test func aHiddenCursorStillClicks() throws {
        let r = Rig()
        r.app.showsCursor = false
        _ = try HeadlessRunner().run(r.app, script: try #require(Self.script))
        #expect(r.taps == 1 && !r.app.window.subviews.contains { $0 is CursorView })
    }
}
