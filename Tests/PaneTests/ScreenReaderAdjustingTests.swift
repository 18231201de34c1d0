import Testing
@testable import Pane

/// A four-key keypad (up, down, select, help) on a screen with adjustable elements: with
/// `.selectThenUpDown` up and down always move, and select starts and ends adjusting, so the
/// cursor never sticks on a slider or page control.
@MainActor
@Suite struct ScreenReaderAdjustingTests {
    static let enter: UInt16 = 28, up: UInt16 = 103, down: UInt16 = 108   // linux/input-event-codes.h

    @MainActor
    final class Rig {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480)))
        let speech = SpeechTranscript()
        let before = Button(title: "Coffee")
        let volume = Slider(frame: Rect(x: 20, y: 80, width: 300, height: 28))
        let pages = PageControl()
        let after = Button(title: "Pay")
        var time = 0.0

        init(_ keys: AdjustingKeys) {
            before.frame = Rect(x: 20, y: 20, width: 120, height: 44)
            volume.accessibilityLabel = "Volume"
            volume.value = 0.3
            pages.numberOfPages = 3
            pages.frame = Rect(x: 20, y: 140, width: 200, height: 30)
            after.frame = Rect(x: 20, y: 200, width: 120, height: 44)
            for v in [before, volume, pages, after] as [View] { app.window.addSubview(v) }
            app.screenReader.outputs = [speech]
            app.screenReader.adjustingKeys = keys
            app.screenReader.isEnabled = true
            speech.removeAll()
        }

        func press(_ code: UInt16) {
            time += 0.1
            app.handleKey(code: code, .down, at: InputTime(seconds: time))
            app.handleKey(code: code, .up, at: InputTime(seconds: time))
        }

        func said() -> [String] {
            defer { speech.removeAll() }
            return speech.utterances
        }
    }

    @Test func upAndDownAdjustByDefaultSoAFourKeyKeypadSticks() {
        let r = Rig(.upDown)
        r.press(Self.down)
        #expect(r.said() == ["Volume, 30 %, adjustable"])
        r.press(Self.down)
        r.press(Self.down)
        #expect(r.app.screenReader.currentElement === r.volume)
        #expect(r.said() == ["20 %", "10 %"])
    }

    @Test func withSelectThenUpDownTheKeypadMovesPastAndAdjustsAfterSelect() {
        let r = Rig(.selectThenUpDown)
        r.press(Self.down)
        r.press(Self.down)
        r.press(Self.down)
        #expect(r.said() == ["Volume, 30 %, adjustable", "page 1 of 3, adjustable", "Pay, button"])
        #expect(r.volume.value == 0.3 && r.pages.currentPage == 0)
        r.press(Self.up)
        r.press(Self.enter)
        #expect(r.app.screenReader.isAdjusting)
        r.press(Self.up)
        r.press(Self.up)
        r.press(Self.enter)
        #expect(r.said() == ["page 1 of 3, adjustable", "adjusting", "page 2 of 3", "page 3 of 3", "done"])
        #expect(r.pages.currentPage == 2 && !r.app.screenReader.isAdjusting)
        r.press(Self.up)
        #expect(r.said() == ["Volume, 30 %, adjustable"])
        // While adjusting, up and down adjust; a move (here the app's) ends it.
        r.press(Self.enter)
        r.press(Self.down)
        #expect(r.said() == ["adjusting", "20 %"])
        r.app.screenReader.move(.next)
        #expect(!r.app.screenReader.isAdjusting)
        #expect(r.said() == ["page 3 of 3, adjustable"])
        r.press(Self.down)
        #expect(r.said() == ["Pay, button"])
    }
}
