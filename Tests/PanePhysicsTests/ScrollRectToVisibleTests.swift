import PaneGeometry
import Testing
import PanePhysics

@Suite struct ScrollRectToVisibleTests {
    let content = Size(width: 320, height: 2000)

    func offset(_ rect: Rect, from y: Double) -> Point? {
        scrollRectToVisibleOffset(rect, bounds: Rect(x: 0, y: y, width: 320, height: 480), contentSize: content,
                                  adjustedContentInset: .zero)
    }

    @Test("spec §9.5 T9.5a offset 0, rect (0,600,320,100) → (0,220)")
    func below() { #expect(offset(Rect(x: 0, y: 600, width: 320, height: 100), from: 0) == Point(x: 0, y: 220)) }

    @Test("spec §9.5 T9.5b rect (0,100,320,100) already visible → no-op")
    func visible() { #expect(offset(Rect(x: 0, y: 100, width: 320, height: 100), from: 0) == nil) }

    @Test("spec §9.5 T9.5c offset 1000, rect (0,200,320,100) → (0,200)")
    func above() { #expect(offset(Rect(x: 0, y: 200, width: 320, height: 100), from: 1000) == Point(x: 0, y: 200)) }

    @Test("spec §9.5 T9.5d taller than the view (0,600,320,800) → (0,920), bottom aligned")
    func tall() { #expect(offset(Rect(x: 0, y: 600, width: 320, height: 800), from: 0) == Point(x: 0, y: 920)) }

    @Test("spec §9.5 T9.5e rect (0,1950,320,100) clipped to content → (0,1520) = maxY")
    func clipped() { #expect(offset(Rect(x: 0, y: 1950, width: 320, height: 100), from: 0) == Point(x: 0, y: 1520)) }

    @Test("spec §9.5 T9.5f insets (47,0,34,0), bounds 375×812, offset 500, rect (0,0,375,44) → (0,−47)")
    func insets() {
        let o = scrollRectToVisibleOffset(Rect(x: 0, y: 0, width: 375, height: 44),
                                          bounds: Rect(x: 0, y: 500, width: 375, height: 812),
                                          contentSize: Size(width: 375, height: 2000),
                                          adjustedContentInset: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(o == Point(x: 0, y: -47))
    }

    @Test("spec §9.8 T9.8a field at y 700…744 above a keyboard inset of 336 → offset 268")
    func keyboardField() {
        let o = scrollRectToVisibleOffset(Rect(x: 0, y: 700, width: 375, height: 44),
                                          bounds: Rect(x: 0, y: 0, width: 375, height: 812),
                                          contentSize: Size(width: 375, height: 900),
                                          adjustedContentInset: EdgeInsets(top: 47, left: 0, bottom: 336, right: 0))
        #expect(o == Point(x: 0, y: 268))
    }

    @Test("spec §9.5 a rect outside the content is a no-op")
    func outside() { #expect(offset(Rect(x: 0, y: 2500, width: 320, height: 100), from: 0) == nil) }
}
