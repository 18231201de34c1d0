import Testing
import PaneGeometry
import PaneInput
import PanePhysics
import PanePixels
@testable import PaneUI

@MainActor
@Suite struct ScrollViewIndicatorsTests {
    func scene(content: Double = 4000) -> ScrollHarness {
        ScrollHarness(bounds: Size(width: 375, height: 800), content: Size(width: 375, height: content))
    }

    @Test("spec §10 T10a track 794, length 158.8, at 3 for offset 0 and 320.6 for 1600") func geometry() {
        let h = scene()
        let bar = h.scroll.verticalIndicator
        #expect(!bar.isHidden && abs(bar.frame.height - 158.8) < 1e-9 && bar.frame.minY == 3)
        #expect(bar.frame.width == 3 && bar.frame.minX == 375 - 3 - 3)
        h.scroll.contentOffset = Point(x: 0, y: 1600)
        #expect(abs(bar.frame.minY - (1600 + 320.6)) < 1e-9, "placed in content coordinates, still on screen")
        #expect(h.scroll.horizontalIndicator.isHidden, "nothing to scroll sideways")
    }

    @Test("spec §10 T10b a huge content: the bar keeps its 36 pt minimum") func minimumLength() {
        let h = scene(content: 100_000)
        #expect(h.scroll.verticalIndicator.frame.height == 36)
    }

    @Test("spec §10 T10c over-scrolled the bar shrinks: 50 pt → 108.8; 200 pt → 7") func overscrolled() {
        let h = scene()
        h.scroll.contentOffset = Point(x: 0, y: -50)
        #expect(abs(h.scroll.verticalIndicator.frame.height - 108.8) < 1e-9)
        #expect(h.scroll.verticalIndicator.frame.minY == -50 + 3)
        h.scroll.contentOffset = Point(x: 0, y: -200)
        #expect(h.scroll.verticalIndicator.frame.height == 7)
    }

    @Test("spec §10 T10d content that nearly fits shows no bar") func hidden() {
        let h = scene(content: 800.5)
        #expect(h.scroll.verticalIndicator.isHidden)
    }

    @Test("spec §10 showsVerticalScrollIndicator off hides it; indicator insets move its track") func insetsAndSwitch() {
        let h = scene()
        h.scroll.verticalScrollIndicatorInsets = EdgeInsets(top: 20, left: 0, bottom: 30, right: 4)
        h.scroll.layoutIndicators()
        let bar = h.scroll.verticalIndicator.frame
        #expect(bar.minY == 23 && bar.minX == 375 - 3 - 3 - 4)
        #expect(abs(bar.height - (800 - 6 - 50) * 800 / 4000) < 1e-9)
        h.scroll.showsVerticalScrollIndicator = false
        h.scroll.layoutIndicators()
        #expect(h.scroll.verticalIndicator.isHidden)
    }

    @Test("spec §10 both bars: the horizontal one runs along the bottom, short of the corner") func bothBars() {
        let h = ScrollHarness(bounds: Size(width: 400, height: 300), content: Size(width: 1600, height: 1200))
        let v = h.scroll.verticalIndicator.frame, bar = h.scroll.horizontalIndicator.frame
        #expect(!h.scroll.horizontalIndicator.isHidden && bar.minY == 300 - 3 - 3 && bar.height == 3)
        #expect(bar.minX == 3 && abs(bar.width - (400 - 6 - 3) * 400 / 1600) < 1e-9)
        #expect(bar.maxX <= v.minX)
    }

    @Test("spec §10 the bars show while dragging and fade out over 0.25 s after the content stops") func fade() {
        let h = scene()
        h.scroll.contentOffset = Point(x: 0, y: 500)
        #expect(h.scroll.verticalIndicator.alpha == 0)
        h.frame(.began, 100, 400)
        h.frame(.moved, 100, 380)
        #expect(h.scroll.verticalIndicator.alpha == 1)
        for _ in 0..<10 { h.frame() }                  // resting: the release has no speed
        h.frame(.ended, 100, 380)                      // the lift frame: the fade's first step
        #expect(abs(h.scroll.verticalIndicator.alpha - (1 - (1000.0 / 60) / 250)) < 1e-6)
        h.frames(7)                                    // 133.3 ms of 250
        #expect(abs(h.scroll.verticalIndicator.alpha - (1 - (8000.0 / 60) / 250)) < 1e-6)
        h.frames(8)
        #expect(h.scroll.verticalIndicator.alpha == 0 && h.scroll.horizontalIndicator.alpha == 0)
    }

    @Test("spec §10 flashScrollIndicators: shown for 1 s, then a 0.5 s fade") func flash() {
        let h = scene()
        h.scroll.flashScrollIndicators()
        #expect(h.scroll.verticalIndicator.alpha == 1)
        h.frames(60)                                   // 1.0 s, from the frame before the first
        #expect(h.scroll.verticalIndicator.alpha == 1)
        h.frames(15)                                   // 0.25 s into the fade
        #expect(abs(h.scroll.verticalIndicator.alpha - 0.5) < 1e-6)
        h.frames(15)
        #expect(h.scroll.verticalIndicator.alpha == 0)
    }

    @Test("spec §10 the bars stay in front of content added after them") func inFront() {
        let h = scene()
        h.scroll.addSubview(View(frame: Rect(x: 0, y: 0, width: 375, height: 4000)))
        h.window.layoutIfNeeded()
        #expect(h.scroll.subviews.suffix(2).map { $0 as? ScrollIndicator != nil } == [true, true])
    }

    @Test("spec §10 indicatorStyle: default and black are black at 0.35, white is white at 0.5") func styles() {
        let h = scene()
        #expect(h.scroll.indicatorStyle == .default)
        #expect(h.scroll.verticalIndicator.backgroundColor == Color(premultipliedARGB: 0x5900_0000))
        h.scroll.indicatorStyle = .white
        #expect(h.scroll.verticalIndicator.backgroundColor == Color(premultipliedARGB: 0x8080_8080))
        #expect(h.scroll.horizontalIndicator.backgroundColor == Color(premultipliedARGB: 0x8080_8080))
        h.scroll.indicatorStyle = .black
        #expect(h.scroll.verticalIndicator.backgroundColor == Color(premultipliedARGB: 0x5900_0000))
        #expect(ScrollView.IndicatorStyle.default.color == ScrollView.IndicatorStyle.black.color)
    }
}
