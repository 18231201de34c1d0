import Testing
import PaneGeometry
@testable import PaneUI
import PaneTestSupport

/// A data source that records what tiled content asked and told.
@MainActor
final class Items: TiledContentDataSource {
    var count: Int
    var log: [String] = []
    var prepared = 0
    var prefetched: [[Int]] = []
    var cancelled: [[Int]] = []

    init(_ count: Int) { self.count = count }

    @MainActor
    final class Cell: TileView {
        unowned let owner: Items
        init(owner: Items) {
            self.owner = owner
            super.init(reuseKind: "cell")
        }
        override func prepareForReuse() { owner.prepared += 1 }
    }

    func numberOfItems(in content: TiledContent) -> Int { count }
    func view(forItem index: Int, in content: TiledContent) -> TileView {
        content.dequeueView(kind: "cell") { Cell(owner: self) }
    }
    func willDisplay(_ view: TileView, forItem index: Int, in content: TiledContent) { log.append("show \(index)") }
    func didEndDisplaying(_ view: TileView, forItem index: Int, in content: TiledContent) { log.append("hide \(index)") }
    func prefetchItems(_ indexes: [Int], in content: TiledContent) { prefetched.append(indexes) }
    func cancelPrefetching(_ indexes: [Int], in content: TiledContent) { cancelled.append(indexes) }
}

@MainActor
@Suite struct TiledContentTests {
    func table(_ items: Items, height: Double = 800) -> (View, TiledContent) {
        let host = View(frame: Rect(x: 0, y: 0, width: 320, height: height))
        let content = TiledContent(host: host, layout: .list(rowHeight: 44))
        content.dataSource = items
        return (host, content)
    }

    func shown(_ content: TiledContent) -> [Int] { content.visibleViews.keys.sorted() }

    @Test("spec §11.1 T11a-c: rows shown, reuse, allocations") func reuseQueue() {
        let items = Items(10_000)
        let (host, content) = table(items)
        defer { withExtendedLifetime(host) {} }
        content.update(visibleRect: Rect(x: 0, y: 0, width: 320, height: 800))
        #expect(shown(content) == Array(0...18))
        #expect(content.createdViewCount == 19)
        items.log.removeAll()
        content.update(visibleRect: Rect(x: 0, y: 44, width: 320, height: 800))
        #expect(shown(content) == Array(1...19))
        #expect(items.log == ["hide 0", "show 19"])
        #expect(items.prepared == 1 && content.createdViewCount == 19 && content.reusedViewCount == 1)
        content.update(visibleRect: Rect(x: 0, y: 4400, width: 320, height: 800))
        #expect(shown(content) == Array(100...118))
        #expect(content.createdViewCount <= 20)
        #expect(content.visibleViews[100]?.frame == Rect(x: 0, y: 4400, width: 320, height: 44))
        #expect(content.visibleViews[100]?.itemIndex == 100)
    }

    @Test("spec §11.3 tiles: 8 at offset 0, rows 1...4 at 300 from the pool, 10 with M = 128") func tileGrid() {
        let items = Items(8 * 8)
        let host = View(frame: Rect(x: 0, y: 0, width: 375, height: 812))
        let content = TiledContent(host: host, layout: TileLayout(itemSize: Size(width: 256, height: 256), columns: 8))
        content.dataSource = items
        content.update(visibleRect: Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(shown(content) == [0, 1, 8, 9, 16, 17, 24, 25])
        items.log.removeAll()
        content.update(visibleRect: Rect(x: 0, y: 300, width: 375, height: 812))
        #expect(shown(content) == [8, 9, 16, 17, 24, 25, 32, 33])
        #expect(items.log.filter { $0.hasPrefix("hide") }.count == 2 && items.log.filter { $0.hasPrefix("show") }.count == 2)
        #expect(content.createdViewCount == 8, "the two new tiles came from the pool")

        let fresh = Items(8 * 8)
        let marginHost = View(frame: host.frame)
        let margin = TiledContent(host: marginHost, layout: content.layout)
        margin.overscan = 128
        margin.dataSource = fresh
        margin.update(visibleRect: Rect(x: 0, y: 300, width: 375, height: 812))
        #expect(shown(margin) == [0, 1, 8, 9, 16, 17, 24, 25, 32, 33])
    }

    @Test func overscanHysteresisKeepsItemsUntilTwiceTheMargin() {
        let items = Items(1000)
        let (host, content) = table(items, height: 440)
        defer { withExtendedLifetime(host) {} }
        content.overscan = 44
        content.update(visibleRect: Rect(x: 0, y: 440, width: 320, height: 440))
        #expect(shown(content) == Array(9...20))
        // Moving down 60: row 9 (396..440) is within 2M of 500 (412) → kept; row 8 never came.
        content.update(visibleRect: Rect(x: 0, y: 500, width: 320, height: 440))
        #expect(shown(content).first == 9)
        content.update(visibleRect: Rect(x: 0, y: 600, width: 320, height: 440))
        #expect(shown(content).first == 11, "row 10 (440..484) is outside 600 - 88 = 512")
    }

    @Test func prefetchRunsAheadOfTheMotionAndCancels() {
        let items = Items(1000)
        let (host, content) = table(items, height: 440)
        defer { withExtendedLifetime(host) {} }
        content.update(visibleRect: Rect(x: 0, y: 0, width: 320, height: 440))
        #expect(items.prefetched.isEmpty, "no motion yet")
        content.update(visibleRect: Rect(x: 0, y: 44, width: 320, height: 440))
        // One viewport ahead: 484..924 → rows 11...20; nearest first.
        #expect(items.prefetched == [Array(11...20)])
        content.update(visibleRect: Rect(x: 0, y: 0, width: 320, height: 440))
        // Moving up: the window is above the top, so everything announced is cancelled.
        #expect(items.cancelled == [Array(11...20)])
        #expect(content.prefetchedItems.isEmpty)
    }

    @Test func reloadRetiresEverythingAndAsksAgain() {
        let items = Items(30)
        let (host, content) = table(items)
        content.update(visibleRect: Rect(x: 0, y: 0, width: 320, height: 800))
        #expect(content.contentSize == Size(width: 320, height: 30 * 44))
        items.count = 5
        content.reloadData()
        #expect(shown(content) == Array(0...4))
        #expect(content.contentSize == Size(width: 320, height: 5 * 44))
        #expect(host.subviews.filter { !$0.isHidden }.count == 5)
        #expect(content.createdViewCount == 19, "reload reuses the pool")
    }

    @Test func tenThousandItemsCostOneScreen() {
        let items = Items(10_000)
        let host = View(frame: Rect(x: 0, y: 0, width: 800, height: 480))
        let content = TiledContent(host: host, layout: TileLayout(itemSize: Size(width: 190, height: 190), spacing: 8,
                                                                    insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)))
        content.dataSource = items
        var y = 0.0
        let maxY = content.contentSize.height - 480
        while y <= maxY {
            content.update(visibleRect: Rect(x: 0, y: y, width: 800, height: 480))
            y += 97
        }
        #expect(content.layout.columnCount(forWidth: 800) == 4)
        let expectedHeight: Double = 8 + 2500 * 190 + 2499 * 8 + 8
        #expect(content.contentSize.height == expectedHeight)
        #expect(content.createdViewCount <= 4 * 5, "about one screen of views, not 10,000")
        #expect(host.subviews.count == content.createdViewCount)
    }

    @Test func layoutArithmetic() {
        let grid = TileLayout(itemSize: Size(width: 100, height: 50), spacing: 10, insets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(grid.columnCount(forWidth: 329) == 2 && grid.columnCount(forWidth: 330) == 3)
        #expect(grid.frame(ofItem: 4, width: 340) == Rect(x: 115, y: 65, width: 100, height: 50))
        var hit: [Int] = []
        grid.forEachItem(in: Rect(x: 0, y: 55, width: 340, height: 10), count: 100, width: 340) { hit.append($0) }
        #expect(hit.isEmpty, "a rectangle inside the gap between rows meets no item")
        grid.forEachItem(in: Rect(x: 110, y: 55, width: 10, height: 11), count: 100, width: 340) { hit.append($0) }
        #expect(hit == [4], "x 110..120 meets only column 1; y 55..66 only row 1")
        #expect(TileLayout.list(rowHeight: 44).frame(ofItem: 2, width: 320) == Rect(x: 0, y: 88, width: 320, height: 44))
    }
}
