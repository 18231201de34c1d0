import Testing
import PanePhysics

@Suite struct ScrollIndicatorGeometryTests {
    /// Bounds height 800, vertical only, no insets: track 3…797.
    func layout(content: Double, offset: Double) -> ScrollIndicatorGeometry? {
        ScrollIndicatorGeometry.layout(trackStart: 3, trackLength: 800 - 2 * ScrollIndicatorGeometry.inset,
                                       visibleLength: 800, contentLength: content, offset: offset,
                                       minimum: 0, maximum: content - 800)
    }

    @Test("spec §10 T10a content 4000: track 794, L 158.8, y 3 at offset 0, 320.6 at 1600")
    func basic() {
        let top = layout(content: 4000, offset: 0)
        #expect(top != nil && near(top!.length, 158.8) && near(top!.start, 3))
        let mid = layout(content: 4000, offset: 1600)
        #expect(mid != nil && near(mid!.start, 320.6))
    }

    @Test("spec §10 T10b content 100000 → L 36")
    func minimumLength() {
        #expect(layout(content: 100_000, offset: 0)?.length == 36)
    }

    @Test("spec §10 T10c over-scroll 50 at the top → L 108.8 at the track start; 200 → 7")
    func overscroll() {
        let g = layout(content: 4000, offset: -50)
        #expect(g != nil && near(g!.length, 108.8) && near(g!.start, 3))
        #expect(layout(content: 4000, offset: -200)?.length == 7)
        let bottom = layout(content: 4000, offset: 3250)
        #expect(bottom != nil && near(bottom!.length, 108.8) && near(bottom!.start + bottom!.length, 797))
    }

    @Test("spec §10 T10d content 800.5 → hidden (visible/content > 0.99)")
    func hidden() {
        #expect(layout(content: 800.5, offset: 0) == nil)
        #expect(layout(content: 900, offset: 0) != nil)
    }
}
