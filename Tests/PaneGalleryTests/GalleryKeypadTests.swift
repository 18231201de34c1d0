import Glibc
import Testing
import Pane
import PaneTestSupport
@testable import PaneGallery

/// The gallery walked with a keypad and the screen reader: `Recordings/keypad-gallery.evemu`
/// (written by Examples/CafeKiosk/Tests/CafeKioskTests/Recordings/make-keypad-recordings.py:
/// an EZ-Access keypad with left and right, as the USB keyboard it is) goes down the grid to a
/// photo, opens it, pages, comes back, and walks all twelve photos, the grid scrolling to show
/// the last row. Replayed through `AppLauncher.run` with `--screen-reader` (what is spoken, the
/// gallery's state, the cursor after every key) and through the built `gallery` with
/// `--speech-log` (the same lines in the file).
@MainActor
@Suite(.serialized) struct GalleryKeypadTests {
    static let recording = PhotoLibraryTests.photosFolder + "/../Tests/PaneGalleryTests/Recordings/keypad-gallery.evemu"

    static let walk = ["down", "down", "down", "select", "down", "down", "up", "left", "left", "help", "select"]
        + Array(repeating: "down", count: 15)

    static let photos = (1...8).map { "landscape-\($0).png, button, image" } + (1...4).map { "stripes-\($0).png, button, image" }

    /// On, the first element, then a line for each key.
    static let spoken = [
        "Screen reader on", "Photos · 12, heading",
        "filter…, text field", "landscape-1.png, button, image", "landscape-2.png, button, image",  // down ×3
        "‹ Photos, button",                      // select: the pager's first element
        "landscape-2 · 2/12, heading",           // down
        "page 2 of 12, adjustable",              // down
        "page 3 of 12",                          // up: the next page
        "landscape-3 · 3/12, heading",           // left
        "‹ Photos, button",                      // left
        "No hint",                               // help
        "Photos · 12, heading",                  // select: back on the grid
        "filter…, text field",                   // down
    ] + photos + ["Photos · 12, heading", "filter…, text field"]   // down ×12, then round

    /// Each utterance with the cursor's element then: one for every key.
    @MainActor
    final class Probe: SpeechOutput {
        struct Step {
            var element: View?
            var onScreen: Bool
            var elementCount: Int
            var isAdjustable: Bool
        }
        var lines: [String] = []
        var steps: [Step] = []
        weak var reader: ScreenReader?

        func speak(_ text: String) {
            guard let reader else { return }
            let all = reader.window.accessibilityElementsInReadingOrder
            let current = reader.currentElement
            lines.append(text)
            steps.append(Step(element: current, onScreen: current.map { c in all.contains { $0 === c } } ?? false,
                              elementCount: all.count, isAdjustable: current?.accessibilityTraits.contains(.adjustable) ?? false))
        }
    }

    @Test("the recording holds the walk's keys")
    func theRecordingIsTheWalk() throws {
        let replay = KeyRecordingReplay(try EvemuRecording(parsing: try readTextFile(Self.recording)))
        #expect(replay.warnings.isEmpty)
        let names: [UInt16: String] = [103: "up", 105: "left", 108: "down", 28: "select", 59: "help"]
        #expect(replay.keys.filter { $0.direction == .down }.map { names[$0.code] ?? "key \($0.code)" } == Self.walk)
    }

    @Test("keys open a photo, page, come back and walk every photo; the cursor is on the screen after every key")
    func keypadWalk() throws {
        let probe = Probe()
        var gallery: Gallery?
        var offScreenRun = 0, longestOffScreen = 0
        let status = AppLauncher.run(arguments: ["--display", "headless", "--size", "800x480", "--screen-reader",
                                                 "--replay", Self.recording], program: "gallery") { app, board in
            probe.reader = app.screenReader
            app.screenReader.outputs.append(probe)
            var options = try Gallery.setUp(app, board: board, arguments: ["--photos", PhotoLibraryTests.photosFolder,
                                                                         "--slideshow-after", "3600"])
            gallery = Gallery.retained.last
            // Before every frame: whether the cursor is on an element of the screen the last
            // frame showed; while a screen slides in the reader waits (at most
            // `ScreenReader.maximumTransitionFrames`) and then lands on it.
            let decode = options.beforeFrame
            options.beforeFrame = {
                decode?()
                let current = app.screenReader.currentElement
                if app.window.accessibilityElementsInReadingOrder.contains(where: { $0 === current }) {
                    offScreenRun = 0
                } else {
                    offScreenRun += 1
                    longestOffScreen = max(longestOffScreen, offScreenRun)
                }
            }
            return options
        }
        #expect(longestOffScreen <= ScreenReader.maximumTransitionFrames, "\(longestOffScreen) frames without the cursor on the screen")
        #expect(status == 0)
        #expect(probe.lines == Self.spoken)
        let g = try #require(gallery)
        #expect(!g.isPagerOpen)
        // The walk scrolled the grid to show the last row, and left it there.
        let grid = g.grid.view
        #expect(grid.contentOffset.y == grid.contentSize.height - grid.bounds.height)
        try #require(probe.steps.count == Self.walk.count + 2)
        for (i, key) in Self.walk.enumerated() {
            let before = probe.steps[i + 1], after = probe.steps[i + 2]
            #expect(after.onScreen, "key \(i + 1) (\(key)): the cursor is on no element of the screen")
            let isMove = key == "left" || ((key == "up" || key == "down") && !before.isAdjustable)
            if isMove && after.elementCount >= 2 {
                #expect(after.element !== before.element, "key \(i + 1) (\(key)): the cursor did not move")
            }
        }
    }

    @Test("gallery --display headless --screen-reader --speech-log FILE --replay keypad-gallery.evemu")
    func theBuiltGallerySpeaksTheWalk() throws {
        try #require(access(GalleryCommandLineTests.gallery, X_OK) == 0, "build it first: swift build --build-tests")
        let folder = GalleryCommandLineTests.folder()
        defer { GalleryCommandLineTests.remove(Array(folder.utf8)) }
        let log = folder + "/speech.log"
        let run = AppProcess(path: GalleryCommandLineTests.gallery).run(
            ["--display", "headless", "--size", "800x480", "--screen-reader", "--speech-log", log, "--replay", Self.recording,
             "--photos", PhotoLibraryTests.photosFolder, "--slideshow-after", "3600"])
        #expect(run.status == 0, "\(run.output)")
        let text = (try? ImageFileBytes.read(log)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(text == Self.spoken.joined(separator: "\n") + "\n")
    }
}
