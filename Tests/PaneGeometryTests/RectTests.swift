import Testing
import PaneGeometry

@Suite struct RectTests {
    @Test func edgesAndCenter() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.minX == 10 && r.maxX == 40 && r.minY == 20 && r.maxY == 60)
        #expect(r.center == Point(x: 25, y: 40))
        #expect(!r.isEmpty)
        #expect(Rect(x: 0, y: 0, width: 0, height: 5).isEmpty)
        #expect(Rect(x: 0, y: 0, width: -1, height: 5).isEmpty)
    }

    @Test func containsIsHalfOpen() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(r.contains(Point(x: 9.999, y: 9.999)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(!r.contains(Point(x: 5, y: 10)))
        #expect(!r.contains(Point(x: -0.001, y: 5)))
        #expect(r.contains(Rect(x: 2, y: 2, width: 8, height: 8)))
        #expect(!r.contains(Rect(x: 2, y: 2, width: 9, height: 8)))
        #expect(!r.contains(Rect.zero))
    }

    @Test func intersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 5, y: -5, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 0, width: 5, height: 5))
        #expect(a.union(b) == Rect(x: 0, y: -5, width: 15, height: 15))
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == .zero)
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
        #expect(a.union(.zero) == a)
        #expect(Rect.zero.union(b) == b)
    }

    @Test func insetsAndOffsets() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 2, y: 1, width: 94, height: 46))
        #expect(r.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
        #expect(r.offsetBy(dx: -3, dy: 7) == Rect(x: -3, y: 7, width: 100, height: 50))
    }

    @Test func enclosingPixelsRoundsOutwards() {
        #expect(Rect(x: 0.5, y: 1.2, width: 2, height: 2.9).enclosingPixels == PixelRect(x: 0, y: 1, width: 3, height: 4))
        #expect(Rect(x: -0.5, y: -0.5, width: 1, height: 1).enclosingPixels == PixelRect(x: -1, y: -1, width: 2, height: 2))
        #expect(Rect(x: 3, y: 4, width: 0, height: 9).enclosingPixels == .zero)
    }
}
