import PaneGeometry
import Testing
import PanePhysics

@Suite struct ContentOffsetLimitsTests {
    let bounds = Size(width: 375, height: 812)
    let inset = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    @Test("spec §1.4 T1.4a content 375×2000 → minY −47, maxY 1222")
    func tallContent() {
        let l = ContentOffsetLimits(contentSize: Size(width: 375, height: 2000), boundsSize: bounds, adjustedContentInset: inset)
        #expect(l.minimum.y == -47 && l.maximum.y == 1222)
    }

    @Test("spec §1.4 T1.4b content height 500 pins max to min −47")
    func shortContent() {
        let l = ContentOffsetLimits(contentSize: Size(width: 375, height: 500), boundsSize: bounds, adjustedContentInset: inset)
        #expect(l.minimum.y == -47 && l.maximum.y == -47)
    }

    @Test("spec §1.4 T1.4c content width 375 → minX = maxX = 0")
    func exactWidth() {
        let l = ContentOffsetLimits(contentSize: Size(width: 375, height: 2000), boundsSize: bounds, adjustedContentInset: inset)
        #expect(l.minimum.x == 0 && l.maximum.x == 0)
    }

    @Test("spec §1.4 insets are pixel-rounded")
    func roundedInsets() {
        let l = ContentOffsetLimits(contentSize: Size(width: 100, height: 1000), boundsSize: Size(width: 100, height: 500),
                                    adjustedContentInset: EdgeInsets(top: 10.4, bottom: 0.3), scale: 2)
        #expect(l.minimum.y == -10.5 && l.maximum.y == 500.5)
    }

    @Test("clamp, contains, overscroll")
    func clampContainsOverscroll() {
        let l = ContentOffsetLimits(minimum: Point(x: 0, y: -47), maximum: Point(x: 0, y: 1222))
        #expect(l.clamp(Point(x: 10, y: 2000)) == Point(x: 0, y: 1222))
        #expect(l.contains(Point(x: 0, y: -47)) && !l.contains(Point(x: 0, y: -48)))
        #expect(l.overscroll(Point(x: -5, y: 1300)) == Point(x: -5, y: 78))
        #expect(ContentOffsetLimits(minimum: Point(x: 5, y: 5), maximum: .zero).maximum == Point(x: 5, y: 5))
    }

    @Test("spec §1.5 T1.5a content 375×500 in 375×812 cannot scroll vertically")
    func scrollability() {
        #expect(!canScroll(.vertical, contentSize: Size(width: 375, height: 500), boundsSize: bounds, adjustedContentInset: .zero))
        #expect(canScroll(.vertical, contentSize: Size(width: 375, height: 2000), boundsSize: bounds, adjustedContentInset: .zero))
        #expect(canScroll(.vertical, contentSize: Size(width: 375, height: 800), boundsSize: bounds,
                          adjustedContentInset: EdgeInsets(top: 47)))
        #expect(!canScroll(.horizontal, contentSize: Size(width: 375, height: 2000), boundsSize: bounds, adjustedContentInset: .zero))
    }
}
