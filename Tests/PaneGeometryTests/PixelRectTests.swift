import Testing
import PaneGeometry

@Suite struct PixelRectTests {
    @Test func intersectionContainsArea() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(PixelRect(x: 8, y: 8, width: 5, height: 5)) == PixelRect(x: 8, y: 8, width: 2, height: 2))
        #expect(a.intersection(PixelRect(x: 10, y: 0, width: 5, height: 5)) == .zero)
        #expect(a.contains(PixelRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!a.contains(PixelRect(x: 1, y: 0, width: 10, height: 10)))
        #expect(a.area == 100 && PixelRect(x: 0, y: 0, width: -2, height: 5).area == 0)
        #expect(a.offsetBy(dx: 2, dy: -1) == PixelRect(x: 2, y: -1, width: 10, height: 10))
        #expect(a.rect == Rect(x: 0, y: 0, width: 10, height: 10))
    }
}
