import Testing
import Pane
import PaneTestSupport
@testable import PaneGallery

/// The gallery turned while it runs (issue 26, item 2): the grid reflows from four columns at
/// 800 pt to two at 480, the translucent bar and its filter span the new width, and the turned
/// gallery shows exactly what a gallery started in that orientation shows.
@MainActor
@Suite(.serialized) struct GalleryRotationTests {
    /// A gallery in an app of `size`, its first frame run and its thumbnails decoded.
    @MainActor
    final class Rig {
        let app: Application
        let gallery: Gallery
        var t = 1.0

        init(width: Int, height: Int) throws {
            app = Application(display: HeadlessDisplay(size: PixelSize(width: width, height: height)))
            gallery = Gallery(app: app, library: try PhotoLibrary(directory: PhotoLibraryTests.photosFolder))
            try settle()
        }

        /// Frames, decoding what the cells ask for before each, for a second of virtual time:
        /// every thumbnail is in and every fade is over.
        func settle() throws {
            for _ in 0..<60 {
                gallery.images.drain()
                t += 1.0 / 60
                try app.runFrame(at: InputTime(seconds: t))
            }
        }

        /// The window composited whole at its present size.
        func render() -> Compositor {
            let compositor = Compositor(width: Int(app.window.bounds.width), height: Int(app.window.bounds.height))
            compositor.render(app.window)
            return compositor
        }
    }

    func firstDifference(_ a: borrowing Surface, _ b: borrowing Surface) -> String? {
        guard a.width == b.width, a.height == b.height else { return "sizes \(a.width)x\(a.height) and \(b.width)x\(b.height)" }
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] { return "pixel (\(x), \(y))" }
        }
        return nil
    }

    func expectGolden(_ compositor: Compositor, _ name: String) {
        let mismatch = Golden.compare(compositor.frame, named: name)
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }

    @Test("the grid in landscape and in portrait; turned, it shows what a portrait start shows") func gridTurns() throws {
        let r = try Rig(width: 800, height: 480)
        let grid = r.gallery.grid.view
        #expect(grid.layout.itemSize == Size(width: 190, height: 190))
        expectGolden(r.render(), "rotation-grid-landscape")

        r.app.window.rotate(by: .clockwise90)
        try r.settle()
        #expect(r.gallery.navigation.frame == Rect(x: 0, y: 0, width: 480, height: 800))
        #expect(r.gallery.navigation.navigationBar.frame.width == 480)
        #expect(grid.frame == Rect(x: 0, y: 0, width: 480, height: 800))
        #expect(grid.layout.itemSize == Size(width: 228, height: 228))
        let turned = r.render()
        expectGolden(turned, "rotation-grid-portrait")

        let portrait = try Rig(width: 480, height: 800)
        #expect(firstDifference(turned.frame, portrait.render().frame) == nil)
    }
}

/// The pager turned while it shows a photo.
@MainActor
@Suite(.serialized) struct GalleryPagerRotationTests {
    @Test("the pager keeps its photo, on pages of the new size, decoded for them") func pagerTurns() throws {
        let r = try GalleryRotationTests.Rig(width: 800, height: 480)
        r.gallery.open(3)
        try r.settle()
        let pager = r.gallery.pager
        #expect(pager.currentPage == 3)
        r.app.window.rotate(by: .clockwise90)
        try r.settle()
        #expect(pager.view.frame == Rect(x: 0, y: 0, width: 480, height: 800))
        #expect(pager.currentPage == 3)
        #expect(pager.view.contentOffset == Point(x: 3 * 480, y: 0))
        #expect(pager.view.contentSize == Size(width: 480 * Double(r.gallery.library.photos.count), height: 800))
        let page = try #require(pager.pages.first { $0.index == 3 })
        #expect(page.frame == Rect(x: 3 * 480, y: 0, width: 480, height: 800))
        #expect(page.imageView.frame == Rect(x: 0, y: 0, width: 480, height: 800))
        #expect(page.shownLevel == 1)
        #expect(pager.pageControl.frame.width == 480)
        #expect(pager.pageControl.frame.maxY == 800 - 8)
        let mismatch = Golden.compare(r.render().frame, named: "rotation-pager-portrait")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }
}
