import Testing
import PaneGeometry
import PanePixels
@testable import PaneUI
import PaneTestSupport

/// A collection view right to left (issue 26 item 1): its layout mirrored as UIKit's flow layout
/// (`flipsHorizontallyInOppositeLayoutDirection`), the first item at the top right.
@MainActor
@Suite(.serialized) struct CollectionViewRightToLeftTests {
    /// A 330 × 200 grid of 100 × 80 cells, 10 apart, 5 in from each side: three columns.
    func grid(_ direction: UserInterfaceLayoutDirection) -> (Window, CollectionView) {
        let window = Window(size: Size(width: 400, height: 300))
        window.layoutDirection = direction
        let layout = TileLayout(itemSize: Size(width: 100, height: 80), spacing: 10,
                                insets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        let view = CollectionView(frame: Rect(x: 20, y: 10, width: 330, height: 200), layout: layout)
        window.addSubview(view)
        view.dataSource = MenuRows(10)
        window.layoutIfNeeded()
        return (window, view)
    }

    @Test("a grid fills each row from the right; left to right, from the left")
    func gridFrames() throws {
        let (w1, ltr) = grid(.leftToRight)
        let (w2, rtl) = grid(.rightToLeft)
        defer { withExtendedLifetime((w1, w2)) {} }
        #expect(ltr.layout.columnCount(forWidth: 330) == 3)
        #expect(ltr.cellForItem(at: 0)?.frame == Rect(x: 5, y: 5, width: 100, height: 80))
        #expect(ltr.cellForItem(at: 2)?.frame == Rect(x: 225, y: 5, width: 100, height: 80))
        #expect(rtl.cellForItem(at: 0)?.frame == Rect(x: 225, y: 5, width: 100, height: 80))
        #expect(rtl.cellForItem(at: 1)?.frame == Rect(x: 115, y: 5, width: 100, height: 80))
        #expect(rtl.cellForItem(at: 2)?.frame == Rect(x: 5, y: 5, width: 100, height: 80))
        #expect(rtl.cellForItem(at: 3)?.frame == Rect(x: 225, y: 95, width: 100, height: 80))
        #expect(rtl.tiledContent.visibleViews.keys.sorted() == ltr.tiledContent.visibleViews.keys.sorted())
        for i in 0..<10 {
            let l = ltr.tiledContent.frame(ofItem: i), r = rtl.tiledContent.frame(ofItem: i)
            #expect(r == Rect(x: 330 - l.maxX, y: l.minY, width: l.width, height: l.height), "\(i)")
        }
        // The content starts at the top, as left to right: nothing scrolls sideways.
        #expect(rtl.contentOffset == .zero && rtl.contentSize == ltr.contentSize)
        // A touch finds the item under it.
        #expect(rtl.indexForItem(at: Point(x: 300, y: 20)) == 0)
        #expect(rtl.indexForItem(at: Point(x: 20, y: 20)) == 2)
        // A list's rows are as wide as the content either way.
        let list = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 200), layout: .list(rowHeight: 50))
        rtl.superview?.addSubview(list)
        list.dataSource = MenuRows(10)
        #expect(list.cellForItem(at: 1)?.frame == Rect(x: 0, y: 50, width: 300, height: 50))
    }

    @Test("a tap selects the item under the finger, from the right")
    func tapSelects() throws {
        let (window, rtl) = grid(.rightToLeft)
        let touches = TouchFrames(window)
        // On the first cell: top right of the grid (window x 20 + 275, y 10 + 45).
        touches.send(1.0, .down(1, 295, 55))
        touches.send(1.05, .up(1))
        #expect(rtl.indexesForSelectedItems == [0])
        touches.send(2.0, .down(1, 40, 55))
        touches.send(2.05, .up(1))
        #expect(rtl.indexesForSelectedItems == [2])
    }

    @Test("the direction changing moves the cells showing; an opted-out layout stays left to right")
    func directionChange() throws {
        let (window, view) = grid(.leftToRight)
        #expect(view.cellForItem(at: 0)?.frame.minX == 5)
        window.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        #expect(view.tiledContent.isFlipped && view.cellForItem(at: 0)?.frame.minX == 225)
        view.semanticContentAttribute = .forceLeftToRight
        window.layoutIfNeeded()
        #expect(!view.tiledContent.isFlipped && view.cellForItem(at: 0)?.frame.minX == 5)
        view.semanticContentAttribute = .unspecified
        var layout = view.layout
        layout.flipsHorizontallyInOppositeLayoutDirection = false
        view.layout = layout
        window.layoutIfNeeded()
        #expect(view.cellForItem(at: 0)?.frame.minX == 5)
    }

    @Test("scrolled down, the items coming into view take their mirrored places")
    func scrolled() throws {
        let (window, rtl) = grid(.rightToLeft)
        #expect(rtl.tiledContent.isFlipped)
        rtl.contentOffset = Point(x: 0, y: 200)
        #expect(rtl.cellForItem(at: 9)?.frame == Rect(x: 225, y: 275, width: 100, height: 80))
        #expect(rtl.cellForItem(at: 8)?.frame == Rect(x: 5, y: 185, width: 100, height: 80))
        withExtendedLifetime(window) {}
    }
}

/// A grid right to left, as pixels.
@MainActor
@Suite(.serialized) struct CollectionViewRightToLeftGoldenTests {
    /// Numbered cells, each a shade darker than the one before.
    final class Shades: TiledContentDataSource {
        func numberOfItems(in content: TiledContent) -> Int { 7 }
        func view(forItem index: Int, in content: TiledContent) -> TileView {
            let v = content.dequeueView(kind: "cell") { TileView(reuseKind: "cell") }
            v.backgroundColor = Color(rgb: UInt32(0xE0E0FF - 0x181810 * index))
            return v
        }
    }

    @Test("a grid of seven, right to left: the lightest at the top right (golden)")
    func golden() {
        let scene = Scene(width: 200, height: 200, background: .white)
        scene.window.layoutDirection = .rightToLeft
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 200, height: 200),
                                  layout: TileLayout(itemSize: Size(width: 60, height: 60), spacing: 5,
                                                     insets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)))
        let shades = Shades()
        view.dataSource = shades
        scene.window.addSubview(view)
        scene.window.layoutIfNeeded()
        scene.render()
        let mismatch = Golden.compare(scene.compositor.frame, named: "collection-rtl")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }
}
