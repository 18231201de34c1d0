import Testing
import PaneGeometry

@Suite struct PointTests {
    @Test func arithmeticAndDistance() {
        let a = Point(x: 1, y: 2), b = Point(x: 4, y: 6)
        #expect(a + b == Point(x: 5, y: 8))
        #expect(b - a == Point(x: 3, y: 4))
        #expect(-a == Point(x: -1, y: -2))
        #expect(a * 2 == Point(x: 2, y: 4))
        #expect(a.distance(to: b) == 5)
        var c = a
        c += b
        c -= Point(x: 1, y: 1)
        #expect(c == Point(x: 4, y: 7))
        #expect(Size(width: 2, height: 3) * 2 == Size(width: 4, height: 6))
    }
}
