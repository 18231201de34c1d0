import Testing
import PaneGeometry
@testable import PaneUI

@MainActor
@Suite struct HitTestTests {
    func tree() -> (Window, View, View) {
        let w = Window(size: Size(width: 100, height: 100))
        let a = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let b = View(frame: Rect(x: 20, y: 20, width: 60, height: 10))   // sticks out of a on the right
        w.addSubview(a)
        a.addSubview(b)
        return (w, a, b)
    }

    @Test func frontMostWins() {
        let (w, a, b) = tree()
        #expect(w.hitTest(Point(x: 35, y: 35)) === b)
        #expect(w.hitTest(Point(x: 15, y: 15)) === a)
        #expect(w.hitTest(Point(x: 5, y: 5)) === w)
        #expect(w.hitTest(Point(x: 100, y: 5)) == nil)
    }

    @Test func pointsOutsideTheSuperviewMissItsSubviews() {
        let (w, _, _) = tree()
        // (75, 35) is inside b's frame but outside a's bounds: UIKit does not reach b.
        #expect(w.hitTest(Point(x: 75, y: 35)) === w)
    }

    @Test func hiddenTransparentAndDisabledAreSkipped() {
        let (w, a, b) = tree()
        b.isHidden = true
        #expect(w.hitTest(Point(x: 35, y: 35)) === a)
        b.isHidden = false
        b.alpha = 0.009
        #expect(w.hitTest(Point(x: 35, y: 35)) === a)
        b.alpha = 0.01
        #expect(w.hitTest(Point(x: 35, y: 35)) === b)
        a.isUserInteractionEnabled = false
        #expect(w.hitTest(Point(x: 35, y: 35)) === w, "a disabled view hides its subviews too")
    }

    @MainActor
    final class Wide: View {
        override func point(inside point: Point) -> Bool {
            bounds.insetBy(dx: -10, dy: -10).contains(point)
        }
    }

    @Test func pointInsideOverridesWidenTargets() {
        let w = Window(size: Size(width: 100, height: 100))
        let v = Wide(frame: Rect(x: 40, y: 40, width: 10, height: 10))
        w.addSubview(v)
        #expect(w.hitTest(Point(x: 35, y: 35)) === v)
        #expect(w.hitTest(Point(x: 29, y: 35)) === w)
    }

    @Test func hitTestingFollowsScrolledBounds() {
        let w = Window(size: Size(width: 100, height: 100))
        let scroller = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let item = View(frame: Rect(x: 0, y: 150, width: 100, height: 20))
        w.addSubview(scroller)
        scroller.addSubview(item)
        #expect(w.hitTest(Point(x: 50, y: 55)) === scroller)
        scroller.bounds.origin.y = 100
        #expect(w.hitTest(Point(x: 50, y: 55)) === item)
    }
}
