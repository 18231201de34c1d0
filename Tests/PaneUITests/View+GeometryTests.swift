import Testing
import PaneGeometry
@testable import PaneUI

@MainActor
@Suite struct ViewGeometryTests {
    /// Seed 001: a subview lands at frame.origin − superview.bounds.origin.
    @Test func seedExampleSubviewLandsAt50_45() {
        let w = Window(size: Size(width: 200, height: 200))
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        parent.bounds.origin = Point(x: -30, y: -30)
        let child = View(frame: Rect(x: 20, y: 15, width: 10, height: 10))
        w.addSubview(parent)
        parent.addSubview(child)
        #expect(child.convert(Point.zero, to: nil) == Point(x: 50, y: 45))
        #expect(child.convert(Point.zero, to: w) == Point(x: 50, y: 45))
    }

    /// Spec §1.2 T1.2a and T1.2b.
    @Test("spec §1.2 T1.2a/b composited position") func composedPosition() {
        let w = Window(size: Size(width: 375, height: 800))
        let scroll = View(frame: Rect(x: 0, y: 100, width: 375, height: 600))
        scroll.bounds.origin = Point(x: 0, y: 250)
        let sub = View(frame: Rect(x: 20, y: 300, width: 100, height: 50))
        w.addSubview(scroll)
        scroll.addSubview(sub)
        #expect(sub.convert(Point.zero, to: nil) == Point(x: 20, y: 150))
        scroll.bounds.origin = Point(x: 0, y: 300)
        #expect(sub.convert(Point.zero, to: nil) == Point(x: 20, y: 100))
        #expect(sub.frame.intersects(scroll.bounds))
        sub.frame.origin.y = 900
        #expect(!sub.frame.intersects(scroll.bounds))
    }

    @Test func convertBetweenSiblingsWithTransforms() {
        let w = Window(size: Size(width: 400, height: 400))
        let a = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        a.transform = Transform(scale: 2)   // on screen: (50, 50, 200, 200)
        let b = View(frame: Rect(x: 10, y: 20, width: 50, height: 50))
        w.addSubview(a)
        w.addSubview(b)
        #expect(a.convert(Point(x: 0, y: 0), to: nil) == Point(x: 50, y: 50))
        #expect(a.convert(Point(x: 10, y: 10), to: b) == Point(x: 60, y: 50))
        #expect(b.convert(Point(x: 60, y: 50), to: a) == Point(x: 10, y: 10))
        #expect(a.convert(Point(x: 60, y: 50), from: b) == Point(x: 10, y: 10))
        #expect(a.convert(Rect(x: 0, y: 0, width: 10, height: 5), to: nil) == Rect(x: 50, y: 50, width: 20, height: 10))
        #expect(a.convert(Rect(x: 50, y: 50, width: 20, height: 10), from: nil) == Rect(x: 0, y: 0, width: 10, height: 5))
    }
}
