import Testing
import PaneGeometry

@Suite struct TransformTests {
    @Test func applyToPointAndRect() {
        let t = Transform(scaleX: 2, scaleY: 3, tx: 10, ty: -5)
        #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: -2))
        #expect(t.apply(to: Rect(x: 0, y: 0, width: 10, height: 10)) == Rect(x: 10, y: -5, width: 20, height: 30))
        let flip = Transform(scaleX: -1, scaleY: 1)
        #expect(flip.apply(to: Rect(x: 0, y: 0, width: 10, height: 4)) == Rect(x: -10, y: 0, width: 10, height: 4))
    }

    @Test func concatenationAppliesSelfFirst() {
        let a = Transform(scale: 2), b = Transform(translationX: 5, y: 7)
        let p = Point(x: 1, y: 1)
        #expect(a.concatenating(b).apply(to: p) == b.apply(to: a.apply(to: p)))
        #expect(a.concatenating(b).apply(to: p) == Point(x: 7, y: 9))
        #expect(b.concatenating(a).apply(to: p) == Point(x: 12, y: 16))
    }

    @Test func inverseUndoes() throws {
        let t = Transform(scaleX: 4, scaleY: 0.5, tx: 3, ty: 9)
        let inv = try #require(t.inverted)
        #expect(inv.apply(to: t.apply(to: Point(x: 7, y: -2))) == Point(x: 7, y: -2))
        #expect(Transform(scaleX: 0, scaleY: 1).inverted == nil)
        #expect(Transform.identity.isIdentity && !t.isIdentity)
    }

    @Test func edgeInsetsAdd() {
        #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) + EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
            == EdgeInsets(top: 11, left: 22, bottom: 33, right: 44))
    }
}
