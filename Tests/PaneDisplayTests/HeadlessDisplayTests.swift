import Glibc
import Testing
import PaneGeometry
import PanePixels
import PaneDisplay

@Suite struct HeadlessDisplayTests {
    @Test func presentCopiesOnlyTheDamage() throws {
        let display = HeadlessDisplay(size: PixelSize(width: 8, height: 6))
        let frame = Surface(width: 8, height: 6, fill: .red)
        let damage = Region(PixelRect(x: 2, y: 1, width: 3, height: 2))
        try display.present(frame, damage: damage)
        #expect(display.screen[2, 1] == Color.red.argb && display.screen[4, 2] == Color.red.argb)
        #expect(display.screen[1, 1] == Color.black.argb && display.screen[5, 2] == Color.black.argb)
        #expect(display.lastPresentedArea == 6 && display.presentCount == 1)
    }

    @Test("each present reports feedback: its number as the sequence, the presentation clock's time; no refresh interval")
    func presentationFeedback() throws {
        let display = HeadlessDisplay(size: PixelSize(width: 4, height: 3))
        var now: Int64 = 5_000
        display.presentationClock = { now }
        var feedback: [PresentationFeedback] = []
        display.onPresented = { feedback.append($0) }
        let frame = Surface(width: 4, height: 3, fill: .red)
        try display.present(frame, damage: Region(PixelRect(x: 0, y: 0, width: 4, height: 3)))
        now = 21_667
        try display.present(frame, damage: Region())
        #expect(feedback == [PresentationFeedback(sequence: 1, presentedTime: 5_000),
                             PresentationFeedback(sequence: 2, presentedTime: 21_667)])
        #expect(display.refreshInterval == nil)
    }

    @Test func writesWhatItShowsAsPNG() throws {
        let display = HeadlessDisplay(size: PixelSize(width: 4, height: 3))
        let frame = Surface(width: 4, height: 3, fill: Color(rgb: 0x336699))
        try display.present(frame, damage: Region(PixelRect(x: 0, y: 0, width: 4, height: 3)))
        let path = "/tmp/pane-headless-\(getpid()).png"
        try display.writePNG(to: path)
        let back = try PNG.decode(contentsOf: path)
        #expect(back.width == 4 && back.height == 3)
        #expect(back[3, 2] == 0xFF33_6699)
        unlink(path)
    }

    @Test func writeToAMissingFolderIsAnError() {
        let display = HeadlessDisplay(size: PixelSize(width: 2, height: 2))
        #expect(throws: DisplayError.self) { try display.writePNG(to: "/nonexistent-dir/x.png") }
    }

    @Test func sizeParsing() {
        #expect(PixelSize(parsing: "800x480") == PixelSize(width: 800, height: 480))
        #expect(PixelSize(parsing: "800") == nil && PixelSize(parsing: "0x10") == nil && PixelSize(parsing: "axb") == nil)
    }
}
