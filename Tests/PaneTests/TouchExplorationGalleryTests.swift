import Testing
import Glibc
import PaneTestSupport
@testable import Pane

/// The built `gallery` explored by touch, as a blind user on a kiosk without a keypad would:
/// `--screen-reader --speech-log --replay Recordings/touch-explore-gallery.evemu` headless
/// (tools/make-recording; the plan is the recording's third line): a finger held on the title, a
/// slow drag from the first photo to the second, and a double tap on the photo grid's empty
/// corner, which opens the second photo.
@MainActor
@Suite struct TouchExplorationGalleryTests {
    static let gallery = PanelVM.productsDirectory + "/gallery"

    @Test func aRecordedExplorationOpensThePhotoUnderTheCursor() throws {
        var template = Array("/tmp/pane-touchx-XXXXXX".utf8CString)
        let folder = String(cString: try #require(mkdtemp(&template)))
        let log = folder + "/speech.log"
        defer {
            unlink(log)
            rmdir(folder)
        }
        let run = AppProcess(path: Self.gallery).run(
            ["--display", "headless", "--replay", KeyRecordingTests.recordings + "/touch-explore-gallery.evemu",
             "--photos", PanelVM.root + "/photos", "--slideshow-after", "3600", "--screen-reader", "--speech-log", log])
        #expect(run.status == 0, "\(run.output)")
        let spoken = (try? ImageFileBytes.read(log)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(spoken == """
            Screen reader on
            Photos · 12, heading
            Photos · 12, heading
            landscape-1.png, button, image
            landscape-2.png, button, image
            ‹ Photos, button

            """)
    }
}
