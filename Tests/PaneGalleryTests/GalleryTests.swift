import Testing
import Pane
@testable import PaneGallery

/// The gallery's own wiring, frame by frame in virtual time (the recorded flows are in
/// `GalleryFlowTests`).
@MainActor
@Suite(.serialized) struct GalleryTests {
    @MainActor
    final class Rig {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480)))
        let gallery: Gallery
        var t = 1.0

        init() throws {
            let library = try PhotoLibrary(directory: PhotoLibraryTests.photosFolder)
            gallery = Gallery(app: app, library: library)
            try app.runFrame(at: InputTime(seconds: t))
        }

        func frames(_ n: Int, touches: [TouchFrame] = []) throws {
            for i in 0..<n {
                t += 1.0 / 60
                try app.runFrame(at: InputTime(seconds: t), touches: i == 0 ? touches : [])
            }
        }

        func tap(_ x: Double, _ y: Double) throws {
            let p = Point(x: x, y: y)
            func frame(_ phase: TouchPhase) -> TouchFrame {
                let time = InputTime(seconds: t + 1.0 / 60)
                return TouchFrame(timestamp: time, touches: [Touch(id: TouchID(1), phase: phase, location: p, timestamp: time)])
            }
            try frames(3, touches: [frame(.began)])
            try frames(1, touches: [frame(.ended)])
        }
    }

    @Test("a tap on the filter edits it and leaves the grid; a tap elsewhere on the title bar scrolls to the top") func filterTap() throws {
        let r = try Rig()
        let grid = r.gallery.grid.view
        grid.setContentOffset(Point(x: 0, y: 122), animated: false)
        try r.tap(700, 22)
        try r.frames(40)
        #expect(r.gallery.filter.isEditing && r.gallery.keyboard.isShowing)
        #expect(grid.contentOffset.y == 122, "the title bar's tap ignored the touch on the filter")
        try r.tap(300, 22)
        try r.frames(40)
        #expect(grid.contentOffset.y == -44, "scrolled to the top inset (spec §9.7)")
    }

    @Test("over the pager a tap on the bar neither closes the pager nor reaches it; the back button pops") func barOverThePager() throws {
        let r = try Rig()
        r.gallery.open(1)
        try r.frames(30)
        let nav = r.gallery.navigation
        #expect(r.gallery.isPagerOpen && nav.navigationBar.title == "landscape-2 · 2/12")
        try r.tap(400, 22)
        try r.frames(40)
        #expect(r.gallery.isPagerOpen && nav.views.count == 2, "the pager's close tap did not see the bar's touch")
        try r.tap(40, 22)
        #expect(!r.gallery.isPagerOpen && nav.navigationBar.title == "Photos · 12")
        try r.frames(30)
        #expect(nav.views.count == 1 && r.gallery.pager.screen.superview == nil && !r.gallery.grid.view.isHidden)
    }
}
