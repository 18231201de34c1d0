import Testing
import Pane
import PaneTestSupport
@testable import PaneGallery

/// The gallery's flows, driven headless by the demo script (grid flick, status-bar tap, open,
/// swipe, double-tap zoom in and out, close) and checked through the scroll views' states, as a
/// `--trace` would show them, and golden frames.
@Suite(.serialized) struct GalleryFlowTests {
    struct Snapshot {
        var time: Double
        var gridY: Double
        var pagerOpen: Bool
        var pagerX: Double
        var zoom: Double
    }

    func runDemo() throws -> (snapshots: [Snapshot], app: Application, gallery: Gallery, outcome: HeadlessRunner.Outcome) {
        let display = HeadlessDisplay(size: PixelSize(width: 800, height: 480))
        let app = Application(display: display)
        let library = try PhotoLibrary(directory: PhotoLibraryTests.photosFolder)
        let gallery = Gallery(app: app, library: library, statusBarHeight: 0)
        var snapshots: [Snapshot] = []
        let start = InputTime(seconds: 1)
        app.onFrame = { report in
            let page = gallery.pager.pages.first { !$0.isHidden && $0.index == gallery.pager.currentPage }
            snapshots.append(Snapshot(time: report.time - start, gridY: gallery.grid.view.contentOffset.y,
                                      pagerOpen: !gallery.pager.view.isHidden, pagerX: gallery.pager.view.contentOffset.x,
                                      zoom: page?.zoomScale ?? 1))
        }
        var runner = HeadlessRunner()
        runner.beforeFrame = { gallery.images.drain() }
        let outcome = try runner.run(app, script: DemoScript.make(size: app.window.bounds.size))
        return (snapshots, app, gallery, outcome)
    }

    func last(_ s: [Snapshot], before t: Double) -> Snapshot? { s.last { $0.time < t } }

    @Test func demoFlowScrollsOpensPagesZoomsAndCloses() throws {
        let (s, _, gallery, outcome) = try runDemo()
        #expect(outcome.settled)
        #expect(s.first?.gridY == -44, "the grid starts under the 44 pt title bar")
        // The flick at 0.5 s scrolls the grid, which glides to a stop before 3 s.
        let beforeTap = try #require(last(s, before: 3.0))
        #expect(beforeTap.gridY > 100 && !beforeTap.pagerOpen)
        // The title-bar tap at 3 s scrolls it back to the top (§9.7).
        #expect(last(s, before: 4.5)?.gridY == -44)
        // The tap at 4.5 s opens the pager on the photo tapped (index 0); the swipe at 6 s pages.
        let opened = try #require(last(s, before: 6.0))
        #expect(opened.pagerOpen && opened.pagerX == 0)
        #expect(last(s, before: 8.0)?.pagerX == 800)
        // Double tap at 8 s zooms in to 2.5x; the one at 9.5 s zooms back out.
        #expect(last(s, before: 9.5)?.zoom == 2.5)
        #expect(last(s, before: 11.0)?.zoom == 1)
        // The tap at 11 s closes the pager.
        #expect(s.last?.pagerOpen == false)
        #expect(gallery.images.decodeCount >= 12, "every thumbnail and the two photos shown")
    }

    @Test func finalFrameMatchesTheGolden() throws {
        let (_, app, _, _) = try runDemo()
        let mismatch = Golden.compare(app.compositor.frame, named: "gallery-after-demo")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }

    @Test func slideshowStartsWhenIdleAdvancesAndWraps() throws {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 400, height: 240)))
        let all = try PhotoLibrary(directory: PhotoLibraryTests.photosFolder).all
        let library = PhotoLibrary(photos: Array(all.prefix(3)))
        let gallery = Gallery(app: app, library: library, statusBarHeight: 0, idleTimeout: 5, slideInterval: 2)
        var pages: [Int] = []
        app.onFrame = { _ in
            if !gallery.pager.view.isHidden, !gallery.pager.view.isDecelerating, !gallery.pager.view.isAnimatingContent,
               pages.last != gallery.pager.currentPage {
                pages.append(gallery.pager.currentPage)
            }
        }
        var runner = HeadlessRunner()
        runner.beforeFrame = { gallery.images.drain() }
        runner.until = InputTime(seconds: 14.5)
        _ = try runner.run(app, startTime: .zero)
        // Opens at 5 s on photo 0, then 1 at 7 s, 2 at 9 s, wraps to 0 at 11 s, 1 at 13 s.
        #expect(gallery.slideshow.isRunning)
        #expect(pages == [0, 1, 2, 0, 1])
    }
}

@Suite struct GalleryFilterTests {
    @Test func typingOnTheKeyboardFiltersTheGrid() throws {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480)))
        let gallery = Gallery(app: app, library: try PhotoLibrary(directory: PhotoLibraryTests.photosFolder), statusBarHeight: 0)
        var time = InputTime(seconds: 1)
        func tap(_ p: Point) {
            try? app.runFrame(at: time, touches: [TouchFrame(timestamp: time, touches: [Touch(id: TouchID(1), phase: .began, location: p, timestamp: time)])])
            time = time + 0.05
            try? app.runFrame(at: time, touches: [TouchFrame(timestamp: time, touches: [Touch(id: TouchID(1), phase: .ended, location: p, timestamp: time)])])
            time = time + 0.5   // past the double-tap interval of any waiting recognizer
            try? app.runFrame(at: time)
        }
        func key(_ caption: String) {
            let frame = gallery.keyboard.keyFrame(for: caption)!
            tap(frame.center)
        }
        try app.runFrame(at: time)
        tap(gallery.filter.convert(Point(x: 20, y: 15), to: nil))
        #expect(gallery.keyboard.isShowing && app.window.keyboardFrame != nil)
        #expect(gallery.grid.view.keyboardInset == 220, "the grid makes room above the keyboard")
        for c in ["s", "t", "r"] { key(c) }
        #expect(gallery.filter.text == "str" && gallery.library.photos.count == 4)
        #expect(gallery.grid.view.tiledContent.visibleViews.count == 4 && gallery.title.text == "Photos · 4")
        key("⌫"); key("⌫"); key("⌫")
        #expect(gallery.library.photos.count == 12)
        key("done")
        #expect(!gallery.keyboard.isShowing && gallery.grid.view.keyboardInset == 0)
    }
}
