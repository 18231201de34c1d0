import Testing
import PaneGeometry
import PanePixels
@testable import PaneUI
import PaneTestSupport

/// A menu of `count` rows whose cells are plain `TileView`s.
@MainActor
final class MenuRows: TiledContentDataSource {
    var count: Int
    init(_ count: Int) { self.count = count }

    func numberOfItems(in content: TiledContent) -> Int { count }
    func view(forItem index: Int, in content: TiledContent) -> TileView {
        content.dequeueView(kind: "row") { TileView(reuseKind: "row") }
    }
}

@MainActor
@Suite struct CollectionViewTests {
    @Test("the natural setup `dataSource = MenuRows()` keeps the data source alive and shows its rows")
    func dataSourceKeptAlive() {
        let list = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 200), layout: .list(rowHeight: 50))
        list.dataSource = MenuRows(100)
        weak var rows = list.dataSource as? MenuRows
        #expect(rows != nil)
        #expect(list.contentSize == Size(width: 300, height: 5000))
        #expect(list.tiledContent.visibleViews.keys.sorted() == [0, 1, 2, 3])
        list.contentOffset = Point(x: 0, y: 1000)
        #expect(list.tiledContent.visibleViews.keys.sorted() == [20, 21, 22, 23])
        list.dataSource = nil
        #expect(rows == nil)
        #expect(list.tiledContent.visibleViews.isEmpty && list.contentSize.height == 0)
    }

    @Test("cellForItem(at:) and indexForItem(at:) see only the items showing") func lookups() {
        let rows = MenuRows(100)
        let list = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 200), layout: .list(rowHeight: 50))
        list.dataSource = rows
        #expect(list.cellForItem(at: 1)?.frame == Rect(x: 0, y: 50, width: 300, height: 50))
        #expect(list.cellForItem(at: 10) == nil)
        #expect(list.indexForItem(at: Point(x: 10, y: 149.5)) == 2)
        #expect(list.indexForItem(at: Point(x: 10, y: 900)) == nil)
    }

    @Test("reloadData asks again and clears the selection, as UIKit's") func reload() {
        let rows = MenuRows(3)
        let list = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 200), layout: .list(rowHeight: 50))
        list.dataSource = rows
        list.selectItem(at: 1)
        #expect(list.indexesForSelectedItems == [1])
        rows.count = 5
        list.reloadData()
        #expect(list.indexesForSelectedItems == [])
        #expect(list.tiledContent.visibleViews.keys.sorted() == [0, 1, 2, 3])
        #expect(list.tiledContent.visibleViews.values.allSatisfy { !$0.isSelected })
    }
}
