import Testing
import PaneGeometry
import PanePixels
@testable import PaneUI
import PaneTestSupport

@MainActor
@Suite struct CompositorTests {
    @Test func firstFrameRepaintsEverything() {
        let scene = Scene()
        scene.window.addSubview(view(10, 10, 10, 10, .red))
        #expect(scene.render())
        #expect(scene.damageIs([PixelRect(x: 0, y: 0, width: 64, height: 48)]))
        #expect(scene.pixel(10, 10) == Color.red.argb && scene.pixel(19, 19) == Color.red.argb)
        #expect(scene.pixel(20, 10) == Color.black.argb && scene.pixel(9, 10) == Color.black.argb)
    }

    @Test func nothingChangedNothingRepainted() {
        let scene = Scene()
        scene.window.addSubview(view(10, 10, 10, 10, .red))
        scene.render()
        #expect(!scene.render())
        #expect(scene.damageArea == 0)
    }

    @Test func movedViewDamagesOldAndNewRects() {
        let scene = Scene()
        let v = view(10, 10, 10, 10, .red)
        scene.window.addSubview(v)
        scene.render()
        v.frame.origin = Point(x: 15, y: 12)
        #expect(scene.render())
        #expect(scene.damageIs([PixelRect(x: 10, y: 10, width: 10, height: 10), PixelRect(x: 15, y: 12, width: 10, height: 10)]))
        #expect(scene.damageArea == 100 + 100 - 5 * 8)
        #expect(scene.pixel(10, 10) == Color.black.argb)
        #expect(scene.pixel(15, 12) == Color.red.argb && scene.pixel(24, 21) == Color.red.argb)
    }

    @Test func hiddenViewDamagesWhereItWas() {
        let scene = Scene()
        let v = view(10, 10, 10, 10, .red)
        let child = view(30, 0, 5, 5, .blue)   // outside its parent, unclipped
        v.addSubview(child)
        scene.window.addSubview(v)
        scene.render()
        #expect(scene.pixel(40, 10) == Color.blue.argb)
        v.isHidden = true
        scene.render()
        #expect(scene.damageIs([PixelRect(x: 10, y: 10, width: 10, height: 10), PixelRect(x: 40, y: 10, width: 5, height: 5)]))
        #expect(scene.pixel(12, 12) == Color.black.argb && scene.pixel(40, 10) == Color.black.argb)
        v.isHidden = false
        scene.render()
        #expect(scene.damageIs([PixelRect(x: 10, y: 10, width: 10, height: 10), PixelRect(x: 40, y: 10, width: 5, height: 5)]))
        #expect(scene.pixel(40, 10) == Color.blue.argb)
    }

    @Test func changesBehindAnOpaqueViewDamageOnlyWhatShows() {
        let scene = Scene()
        let back = view(10, 10, 20, 20, .green)
        let front = view(15, 15, 20, 20, .red)   // opaque background
        scene.window.addSubview(back)
        scene.window.addSubview(front)
        scene.render()
        back.backgroundColor = .blue
        scene.render()
        let expected = Region(PixelRect(x: 10, y: 10, width: 20, height: 20))
        expected.subtract(PixelRect(x: 15, y: 15, width: 20, height: 20))
        let matches = scene.damageEquals(expected)
        #expect(matches)
        #expect(scene.damageArea == 400 - 225)
        #expect(scene.pixel(10, 10) == Color.blue.argb && scene.pixel(20, 20) == Color.red.argb)

        // Fully hidden behind the opaque view: no damage at all.
        let hidden = view(20, 20, 5, 5, .white)
        scene.window.insertSubview(hidden, belowSubview: front)
        scene.render()
        hidden.backgroundColor = .green
        #expect(!scene.render())
    }

    @Test func translucentFrontViewsDoNotHide() {
        let scene = Scene()
        let back = view(10, 10, 20, 20, .green)
        let front = view(15, 15, 20, 20, Color(red: 255, green: 0, blue: 0, alpha: 128))
        scene.window.addSubview(back)
        scene.window.addSubview(front)
        scene.render()
        back.backgroundColor = .blue
        scene.render()
        #expect(scene.damageIs([PixelRect(x: 10, y: 10, width: 20, height: 20)]))
        // 50% red over blue: pixman OVER arithmetic.
        #expect(scene.pixel(20, 20) == 0xFF80_007F)
    }

    @Test func behindOpaqueViewsNothingIsPainted() {
        // A view whose background would show through if it were painted: the front view hides it.
        let scene = Scene()
        @MainActor
        final class Counting: View {
            var draws = 0
            override var drawsContent: Bool { true }
            override func draw(in canvas: Canvas) { draws += 1; canvas.fill(bounds, with: .green) }
        }
        let back = Counting(frame: Rect(x: 10, y: 10, width: 10, height: 10))
        let front = view(5, 5, 30, 30, .red)
        scene.window.addSubview(back)
        scene.window.addSubview(front)
        scene.render()
        #expect(scene.pixel(12, 12) == Color.red.argb)
        // Paint a marker into the shadow frame where back sits; repainting front's area must not
        // let back's green through, and must restore red everywhere.
        front.backgroundColor = .blue
        scene.render()
        #expect(scene.pixel(12, 12) == Color.blue.argb)
        scene.compositor.visiblePieces(of: PixelRect(x: 10, y: 10, width: 10, height: 10), behind: 1)
        #expect(scene.compositor.pieces.isEmpty, "the back view has no visible piece")
    }

    @Test func removingAViewRepaintsItsArea() {
        let scene = Scene()
        let v = view(3, 4, 5, 6, .red)
        scene.window.addSubview(v)
        scene.render()
        v.removeFromSuperview()
        scene.render()
        #expect(scene.damageIs([PixelRect(x: 3, y: 4, width: 5, height: 6)]))
        #expect(scene.pixel(3, 4) == Color.black.argb)
    }

    @Test func reorderingDamagesTheMovedView() {
        let scene = Scene()
        let a = view(10, 10, 10, 10, .red), b = view(15, 10, 10, 10, .blue)
        scene.window.addSubview(a)
        scene.window.addSubview(b)
        scene.render()
        #expect(scene.pixel(16, 12) == Color.blue.argb)
        scene.window.bringSubviewToFront(a)
        #expect(scene.render())
        #expect(scene.damageIs([PixelRect(x: 10, y: 10, width: 10, height: 10)]))
        #expect(scene.pixel(16, 12) == Color.red.argb)
    }

    @Test func scrollingBoundsMovesSubviewsWithoutRedrawing() {
        let scene = Scene()
        @MainActor
        final class Drawn: View {
            override var drawsContent: Bool { true }
            override func draw(in canvas: Canvas) { canvas.fill(bounds, with: .green) }
        }
        let scroller = view(0, 8, 64, 32)
        scroller.clipsToBounds = true
        let items = (0..<6).map { i -> Drawn in
            let d = Drawn(frame: Rect(x: 2, y: Double(i) * 12, width: 20, height: 10))
            scroller.addSubview(d)
            return d
        }
        scene.window.addSubview(scroller)
        scene.render()
        #expect(items.map(\.rasterCount) == [1, 1, 1, 0, 0, 0], "only what shows is rasterized")
        #expect(scene.pixel(2, 8) == Color.green.argb && scene.pixel(2, 18) == Color.black.argb)
        scroller.bounds.origin.y = 5
        scene.render()
        #expect(scene.damageRects == [PixelRect(x: 0, y: 8, width: 64, height: 32)], "one rectangle: the clip")
        #expect(scene.pixel(2, 8) == Color.green.argb, "item 0 rows 5...9 show at the top")
        #expect(scene.pixel(2, 13) == Color.black.argb && scene.pixel(2, 15) == Color.green.argb)
        #expect(items.map(\.rasterCount) == [1, 1, 1, 1, 0, 0], "scrolling rasterizes nobody twice")
        // Every subview moved on screen by exactly the change of bounds.origin.
        #expect(items[1].convert(Point.zero, to: nil) == Point(x: 2, y: 15))
        #expect(items[0].convert(Point.zero, to: nil) == Point(x: 2, y: 3))
    }

    @Test func clippingCutsSubviews() {
        let scene = Scene()
        let clip = view(10, 10, 10, 10)
        clip.clipsToBounds = true
        clip.addSubview(view(5, 5, 20, 20, .red))
        scene.window.addSubview(clip)
        scene.render()
        #expect(scene.pixel(15, 15) == Color.red.argb && scene.pixel(19, 19) == Color.red.argb)
        #expect(scene.pixel(20, 20) == Color.black.argb && scene.pixel(14, 14) == Color.black.argb)
        clip.clipsToBounds = false
        scene.render()
        #expect(scene.pixel(29, 29) == Color.red.argb)
    }

    @Test func alphaMultipliesDownTheTree() {
        let scene = Scene()
        let parent = view(0, 0, 10, 10)
        parent.alpha = 0.5
        parent.addSubview(view(0, 0, 10, 10, .white))
        scene.window.addSubview(parent)
        scene.render()
        #expect(scene.pixel(5, 5) == 0xFF80_8080)
    }

    @Test func transformScalesSubviewsAboutTheCenter() {
        let scene = Scene()
        let v = view(20, 20, 10, 10, .red)
        v.addSubview(view(0, 0, 5, 5, .blue))
        v.transform = Transform(scale: 2)
        scene.window.addSubview(v)
        scene.render()
        #expect(scene.pixel(15, 15) == Color.blue.argb && scene.pixel(24, 24) == Color.blue.argb)
        #expect(scene.pixel(25, 25) == Color.red.argb && scene.pixel(34, 34) == Color.red.argb)
        #expect(scene.pixel(35, 35) == Color.black.argb && scene.pixel(14, 14) == Color.black.argb)
    }

    @Test func fullRepaintOnRequest() {
        let scene = Scene()
        scene.render()
        scene.compositor.setNeedsFullRepaint()
        #expect(scene.render())
        #expect(scene.damageIs([PixelRect(x: 0, y: 0, width: 64, height: 48)]))
    }
}
