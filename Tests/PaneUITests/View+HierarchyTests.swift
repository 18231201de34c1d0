import Testing
import PaneGeometry
@testable import PaneUI

@MainActor
@Suite struct ViewHierarchyTests {
    @Test func addInsertAndOrder() {
        let parent = View(), a = View(), b = View(), c = View()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        parent.bringSubviewToFront(c)
        #expect(parent.subviews.last === c)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.first === b)
        parent.insertSubview(a, at: 99)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
        #expect(a.superview === parent)
    }

    @Test func insertBelowAndAbove() {
        let parent = View(), a = View(), b = View(), c = View()
        parent.addSubview(a)
        parent.insertSubview(b, belowSubview: a)
        parent.insertSubview(c, aboveSubview: b)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
    }

    @Test func movingToAnotherSuperviewRemovesFromTheFirst() {
        let p1 = View(), p2 = View(), v = View()
        p1.addSubview(v)
        p2.addSubview(v)
        #expect(p1.subviews.isEmpty && p2.subviews.count == 1 && v.superview === p2)
        v.removeFromSuperview()
        #expect(p2.subviews.isEmpty && v.superview == nil)
        v.removeFromSuperview()
        #expect(v.superview == nil)
    }

    @Test func windowDescendantsAndTags() {
        let w = Window(size: Size(width: 10, height: 10)), a = View(), b = View()
        b.tag = 7
        w.addSubview(a)
        a.addSubview(b)
        #expect(b.window === w && b.isDescendant(of: w) && !w.isDescendant(of: b))
        #expect(w.viewWithTag(7) === b && w.viewWithTag(8) == nil)
    }

    @MainActor
    final class Recorder: View {
        var moves = 0
        override func didMoveToWindow() {
            moves += 1
            super.didMoveToWindow()
        }
    }

    @Test func didMoveToWindowReachesDescendants() {
        let w = Window(size: Size(width: 10, height: 10)), parent = View(), child = Recorder()
        parent.addSubview(child)
        #expect(child.moves == 1)
        w.addSubview(parent)
        #expect(child.moves == 2 && child.window === w)
        parent.removeFromSuperview()
        #expect(child.moves == 3 && child.window == nil)
    }
}
