import Testing
import Pane
@testable import PaneGallery

/// The gallery right to left (issue 26 item 1): the grid's first photo at the top right, the
/// pager's first photo its rightmost page, and a finger moving right turning to the next photo.
@MainActor
@Suite(.serialized) struct GalleryRightToLeftTests {
    typealias Rig = GalleryTests.Rig

    func rightToLeftRig() throws -> Rig {
        let r = try Rig()
        r.app.window.layoutDirection = .rightToLeft
        try r.frames(1)
        return r
    }

    /// A finger from `from` to `to` (window x, at mid height) in 10 frames, then lifted.
    func drag(_ r: Rig, from: Double, to: Double) throws {
        func frame(_ phase: TouchPhase, _ x: Double) -> TouchFrame {
            let time = InputTime(seconds: r.t + 1.0 / 60)
            return TouchFrame(timestamp: time, touches: [Touch(id: TouchID(1), phase: phase, location: Point(x: x, y: 240), timestamp: time)])
        }
        try r.frames(1, touches: [frame(.began, from)])
        for i in 1...10 { try r.frames(1, touches: [frame(.moved, from + (to - from) * Double(i) / 10)]) }
        try r.frames(1, touches: [frame(.ended, to)])
        try r.frames(90)
    }

    @Test("the grid's first photo is at the top right")
    func grid() throws {
        let r = try rightToLeftRig()
        let content = r.gallery.grid.view.tiledContent
        let first = try #require(content.visibleViews[0]), second = try #require(content.visibleViews[1])
        #expect(first.frame.maxX == content.frame(ofItem: 0).maxX && second.frame.maxX < first.frame.minX)
        #expect(r.app.window.bounds.width - first.frame.maxX == content.layout.frame(ofItem: 0, width: 800).minX)
    }

    @Test("the pager opens on its rightmost page; a drag to the right turns to the next photo")
    func pager() throws {
        let r = try rightToLeftRig()
        r.gallery.open(0)
        try r.frames(30)
        let pager = r.gallery.pager
        let count = 12
        #expect(pager.isRightToLeft && pager.currentPage == 0)
        #expect(pager.view.contentOffset.x == Double(count - 1) * 800, "photo 0 is the rightmost page")
        #expect(pager.pageControl.currentPage == 0)
        try drag(r, from: 200, to: 600)            // finger moving left to right
        #expect(pager.currentPage == 1 && pager.view.contentOffset.x == Double(count - 2) * 800)
        #expect(pager.pageControl.currentPage == 1)
        #expect(r.gallery.navigation.navigationBar.title == "landscape-2 · 2/12")
        try drag(r, from: 600, to: 200)            // and back
        #expect(pager.currentPage == 0 && pager.view.contentOffset.x == Double(count - 1) * 800)
        // The slideshow's advance goes the same way.
        pager.advance()
        try r.frames(60)
        #expect(pager.currentPage == 1 && pager.view.contentOffset.x == Double(count - 2) * 800)
    }

    @Test("left to right, the pager still opens on its leftmost page")
    func leftToRight() throws {
        let r = try Rig()
        r.gallery.open(0)
        try r.frames(30)
        #expect(!r.gallery.pager.isRightToLeft && r.gallery.pager.view.contentOffset.x == 0)
    }
}
