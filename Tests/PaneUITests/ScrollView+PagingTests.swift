import Testing
import PaneGeometry
import PaneInput
import PanePhysics
@testable import PaneUI

@MainActor
@Suite struct ScrollViewPagingTests {
    /// Three pages 320 wide (max 640), paging on, at `start`.
    func pager(at start: Double) -> ScrollHarness {
        let h = ScrollHarness(bounds: Size(width: 320, height: 480), content: Size(width: 960, height: 480))
        h.scroll.isPagingEnabled = true
        h.scroll.contentOffset = Point(x: start, y: 0)
        h.log.removeAll()
        return h
    }

    /// A finger moving `travel` pt (negative: left, so the offset grows) at a steady `speed`
    /// pt/ms, one event every `interval` ms, lifted at once, or after `hold` ms.
    func swipe(_ h: ScrollHarness, travel: Double, speed: Double, interval: Double = 10, hold: Double = 0) {
        let step = speed * interval * (travel < 0 ? -1 : 1)
        let n = Int((abs(travel) / (speed * interval)).rounded())
        func send(_ phase: TouchPhase, _ ms: Double, _ x: Double) {
            let t = InputTime(seconds: 100 + ms / 1000)
            h.touches.dispatch(TouchFrame(timestamp: t, touches: [Touch(id: TouchID(1), phase: phase, location: Point(x: 300 + x, y: 240), timestamp: t)]))
        }
        send(.began, 0, 0)
        for i in 1...n { send(.moved, Double(i) * interval, step * Double(i)) }
        send(.ended, Double(n) * interval + hold, step * Double(n))
        h.frameNumber = Int(((Double(n) * interval + hold) / 1000 * 60).rounded(.up))
        h.frames(60)
    }

    @Test("spec §5.1 T5a released at 400 (p 1.25): +0.5 → 640, +0.2 → 320, −0.5 → 320, −0.2 → 320",
          arguments: [(320.0, -90.0, 0.5, 640.0), (320, -90, 0.2, 320), (480, 90, 0.5, 320), (480, 90, 0.2, 320)])
    func velocityPicksThePage(start: Double, travel: Double, speed: Double, page: Double) {
        let h = pager(at: start)
        swipe(h, travel: travel, speed: speed)
        #expect(h.scroll.contentOffset.x == page)
        #expect(h.endDragging?.target.x == page)
    }

    @Test("spec §5.1 a page turns only above 0.3 pt/ms", arguments: [(0.31, 640.0), (0.29, 320)])
    func threshold(speed: Double, page: Double) {
        let h = pager(at: 320)
        swipe(h, travel: -(30 * speed * 10), speed: speed)   // 30 events: ends a little past 1.25 pages
        #expect(abs((h.endDragging?.velocity.x ?? 0) - speed) < 1e-6)
        #expect(h.scroll.contentOffset.x == page)
    }

    @Test("spec §5.1 T5b released at rest at 500 (p 1.5625) → 640") func nearestPage() {
        let h = pager(at: 320)
        swipe(h, travel: -190, speed: 0.5, hold: 200)
        #expect(h.endDragging?.velocity == .zero && h.scroll.contentOffset.x == 640)
    }

    @Test("spec §5.1 T5c released at 600 with +1 pt/ms: the last page, clamped") func lastPage() {
        let h = pager(at: 510)
        swipe(h, travel: -100, speed: 1)
        #expect(h.endDragging?.target.x == 640 && h.scroll.contentOffset.x == 640)
    }

    @Test("spec §5.1 a flick turns one page at most from where the drag began") func onePageAtMost() {
        let h = ScrollHarness(bounds: Size(width: 320, height: 480), content: Size(width: 3200, height: 480))
        h.scroll.isPagingEnabled = true
        h.scroll.contentOffset = Point(x: 640, y: 0)
        swipe(h, travel: -400, speed: 3)   // released past the next page, fast
        #expect(h.scroll.contentOffset.x == 960)
    }

    @Test("spec §5.3 paging callbacks: willEndDragging with the page, didEndDragging(true), then as deceleration") func callbacks() {
        let h = pager(at: 320)
        swipe(h, travel: -90, speed: 0.5)
        #expect(h.order == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                            "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test("spec §5.1 a delegate's target is put on the nearest page") func delegateTarget() {
        let h = pager(at: 320)
        h.targetOverride = { _ in Point(x: 420, y: 0) }   // the flick alone would go to 640
        swipe(h, travel: -30, speed: 0.5)
        #expect(h.scroll.contentOffset.x == 320)
    }

    @Test("spec §5.2 from rest one page (320) away the spring settles by 367 ms") func settleTime() {
        let h = pager(at: 0)
        h.scroll.screenScale = 1000
        h.scroll.startPaging(velocity: .zero, target: Point(x: 320, y: 0))
        let n = framesUntilSettled(h)
        #expect(h.scroll.contentOffset.x == 320)
        #expect(Double(n - 1) * 1000 / 60 < 367 && Double(n) * 1000 / 60 >= 367)
    }
}
