import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI
import PaneTestSupport

@MainActor
@Suite struct CollectionViewSelectionTests {
    /// A list of 100 rows 50 pt tall filling a 300×200 window, its delegate logging every call
    /// with the highlight and selection of the cell it names.
    @MainActor
    final class Scene: CollectionViewDelegate {
        let window = Window(size: Size(width: 300, height: 200))
        let list = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 200), layout: .list(rowHeight: 50))
        let touches: TouchFrames
        var log: [String] = []
        var refuse: Set<String> = []

        init() {
            touches = TouchFrames(window)
            list.dataSource = MenuRows(100)
            list.delegate = self
            window.addSubview(list)
        }

        func note(_ name: String, _ index: Int) {
            let cell = list.cellForItem(at: index)
            log.append("\(name) \(index)" + (cell?.isHighlighted == true ? " h" : "") + (cell?.isSelected == true ? " s" : ""))
        }

        func collectionView(_ c: CollectionView, shouldHighlightItemAt index: Int) -> Bool { !refuse.contains("highlight") }
        func collectionView(_ c: CollectionView, didHighlightItemAt index: Int) { note("highlight", index) }
        func collectionView(_ c: CollectionView, didUnhighlightItemAt index: Int) { note("unhighlight", index) }
        func collectionView(_ c: CollectionView, shouldSelectItemAt index: Int) -> Bool { !refuse.contains("select") }
        func collectionView(_ c: CollectionView, didSelectItemAt index: Int) { note("select", index) }
        func collectionView(_ c: CollectionView, didDeselectItemAt index: Int) { note("deselect", index) }
    }

    @Test("spec §8.1: a held finger highlights after 0.15 s; the lift unhighlights, then selects")
    func tapAfterDelay() {
        let s = Scene()
        s.touches.send(0, .down(1, 100, 75))
        #expect(s.log == [])                         // the scroll view still holds the touch
        s.touches.advance(to: 0.16)
        #expect(s.log == ["highlight 1 h"])
        #expect(s.list.cellForItem(at: 1)?.isHighlighted == true)
        s.touches.send(0.2, .up(1))
        #expect(s.log == ["highlight 1 h", "unhighlight 1", "select 1 s"])
        #expect(s.list.indexesForSelectedItems == [1])
        #expect(s.list.cellForItem(at: 1)?.isHighlighted == false)
    }

    @Test("a quick tap (lifted before the delay) still highlights and selects, in UIKit's order")
    func quickTap() {
        let s = Scene()
        s.touches.send(0, .down(1, 100, 130))
        s.touches.send(0.05, .up(1))
        #expect(s.log == ["highlight 2 h", "unhighlight 2", "select 2 s"])
    }

    @Test("one selection at a time: selecting another item deselects the first, delegate told")
    func singleSelection() {
        let s = Scene()
        s.touches.send(0, .down(1, 100, 10))
        s.touches.send(0.05, .up(1))
        s.log.removeAll()
        s.touches.send(1, .down(1, 100, 160))
        s.touches.send(1.05, .up(1))
        #expect(s.log == ["highlight 3 h", "unhighlight 3", "deselect 0", "select 3 s"])
        #expect(s.list.indexesForSelectedItems == [3])
        #expect(s.list.cellForItem(at: 0)?.isSelected == false)
    }

    @Test("allowsMultipleSelection: taps add items, a tap on a selected one deselects it")
    func multipleSelection() {
        let s = Scene()
        s.list.allowsMultipleSelection = true
        for (t, y) in [(0.0, 10.0), (1.0, 60.0), (2.0, 10.0)] {
            s.touches.send(t, .down(1, 100, y))
            s.touches.send(t + 0.05, .up(1))
        }
        #expect(s.log.filter { !$0.contains("highlight") } == ["select 0 s", "select 1 s", "deselect 0"])
        #expect(s.list.indexesForSelectedItems == [1])
    }

    @Test("spec §8.2: a drag takes the finger: unhighlighted, nothing selected, and the list scrolls")
    func dragCancels() {
        let s = Scene()
        s.touches.send(0, .down(1, 100, 75))
        s.touches.advance(to: 0.2)
        #expect(s.log == ["highlight 1 h"])
        for i in 1...6 { s.touches.send(0.2 + Double(i) * 0.016, .move(1, 100, 75 - Double(i) * 10)) }
        s.touches.send(0.4, .up(1))
        #expect(s.log == ["highlight 1 h", "unhighlight 1"])
        #expect(s.list.indexesForSelectedItems == [])
        #expect(s.list.contentOffset.y > 0)
    }

    @Test("shouldHighlight and shouldSelect refusals, and allowsSelection off") func refusals() {
        let s = Scene()
        s.refuse = ["highlight"]
        s.touches.send(0, .down(1, 100, 75))
        s.touches.send(0.05, .up(1))
        #expect(s.log == [] && s.list.indexesForSelectedItems == [])
        s.refuse = ["select"]
        s.touches.send(1, .down(1, 100, 75))
        s.touches.send(1.05, .up(1))
        #expect(s.log == ["highlight 1 h", "unhighlight 1"] && s.list.indexesForSelectedItems == [])
        s.refuse = []
        s.log.removeAll()
        s.list.allowsSelection = false
        s.touches.send(2, .down(1, 100, 75))
        s.touches.send(2.05, .up(1))
        #expect(s.log == [] && s.list.indexesForSelectedItems == [])
    }

    @Test("selection survives reuse: a selected item scrolled away and back shows selected")
    func selectionSurvivesReuse() {
        let s = Scene()
        s.list.selectItem(at: 2)
        #expect(s.log == [])                         // programmatic: no delegate call, as UIKit
        #expect(s.list.cellForItem(at: 2)?.isSelected == true)
        s.list.contentOffset = Point(x: 0, y: 2000)
        #expect(s.list.cellForItem(at: 2) == nil)
        #expect(s.list.tiledContent.visibleViews.values.allSatisfy { !$0.isSelected })
        s.list.contentOffset = Point(x: 0, y: 0)
        #expect(s.list.cellForItem(at: 2)?.isSelected == true)
        s.list.selectItem(at: 500)                   // not an item: ignored
        s.list.deselectItem(at: 2)
        #expect(s.list.indexesForSelectedItems == [] && s.list.cellForItem(at: 2)?.isSelected == false)
    }

    @Test("a finger sliding off its cell (nothing scrolling) lets it go and selects nothing") func offCell() {
        let s = Scene()
        s.list.isScrollEnabled = false
        s.touches.send(0, .down(1, 100, 75))
        s.touches.advance(to: 0.2)                   // spec §8.1: the cell has the finger now
        s.touches.send(0.22, .move(1, 100, 120))     // into row 2: row 1 lets go
        s.touches.send(0.25, .up(1))
        #expect(s.log == ["highlight 1 h", "unhighlight 1"])
        #expect(s.list.indexesForSelectedItems == [])
    }
}
