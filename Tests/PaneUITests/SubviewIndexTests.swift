import Testing
import PaneGeometry
@testable import PaneUI

@MainActor
@Suite struct SubviewIndexTests {
    @Test func findsExactlyTheSubviewsMeetingARectangle() {
        let host = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        for i in 0..<100 {   // a column of 10-point rows, one tall view at 50
            host.addSubview(View(frame: Rect(x: 0, y: Double(i * 10), width: 10, height: i == 50 ? 300 : 10)))
        }
        for s in host.subviews { s.composite.pointee.extent = s.frame }
        let index = SubviewIndex()
        index.rebuild(host.subviews)
        index.collectVisits(meeting: Rect(x: 0, y: 605, width: 10, height: 20), changed: [], owner: host)
        #expect(index.visits == [50, 60, 61, 62])
        index.collectVisits(meeting: Rect(x: 20, y: 605, width: 10, height: 20), changed: [], owner: host)
        #expect(index.visits == [])
        index.loose = [3]
        index.painted = [70, 2]
        index.collectVisits(meeting: Rect(x: 0, y: 0, width: 10, height: 10), changed: [host.subviews[9], View()], owner: host)
        #expect(index.visits == [0, 2, 3, 9, 70])
    }

    @Test func sortsAlongTheAxisTheSubviewsSpreadOver() {
        let host = View()
        for i in (0..<40).reversed() { host.addSubview(View(frame: Rect(x: Double(i * 10), y: 0, width: 10, height: 10))) }
        for s in host.subviews { s.composite.pointee.extent = s.frame }
        let index = SubviewIndex()
        index.rebuild(host.subviews)
        #expect(!index.alongY)
        #expect(index.entries.map(\.low) == (0..<40).map { Double($0 * 10) })
        index.collectVisits(meeting: Rect(x: 95, y: 0, width: 10, height: 10), changed: [], owner: host)
        #expect(index.visits == [29, 30])
    }

    @Test func sortUniqueSortsAndDropsRepeats() {
        var list = [5, 3, 9, 3, 1, 5, 5, 0]
        SubviewIndex.sortUnique(&list)
        #expect(list == [0, 1, 3, 5, 9])
    }
}
