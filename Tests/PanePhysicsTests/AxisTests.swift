import PaneGeometry
import Testing
import PanePhysics

@Suite struct AxisTests {
    @Test func subscriptsPickTheAxisComponent() {
        var p = Point(x: 1, y: 2)
        #expect(p[.horizontal] == 1 && p[.vertical] == 2)
        p[.vertical] = 5
        #expect(p == Point(x: 1, y: 5))
        var s = Size(width: 3, height: 4)
        s[.horizontal] = 7
        #expect(s == Size(width: 7, height: 4) && s[.vertical] == 4)
    }
}
