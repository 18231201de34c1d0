import Testing
import PaneGeometry
import PaneInput
import PanePhysics
import PanePixels
@testable import PaneUI

/// A window with one scroll view, its touch dispatcher and a 60 Hz frame clock.
final class ScrollHarness: ScrollViewDelegate {
    let window: Window
    let scroll: ScrollView
    let touches: TouchDispatcher
    var time = InputTime(seconds: 100)
    var log: [String] = []
    var zoomView: View?
    var targetOverride: ((Point) -> Point)?

    init(bounds: Size = Size(width: 375, height: 800), content: Size = Size(width: 375, height: 4000)) {
        window = Window(size: bounds)
        scroll = ScrollView(frame: Rect(origin: .zero, size: bounds))
        scroll.contentSize = content
        window.addSubview(scroll)
        touches = TouchDispatcher(window: window)
        scroll.delegate = self
    }

    /// One frame: time moves on 1/60 s, animations step.
    func frame() {
        time = time + 1.0 / 60
        window.stepAnimations(to: time)
    }

    func frames(_ n: Int) { for _ in 0..<n { frame() } }

    func touch(_ phase: TouchPhase, _ x: Double, _ y: Double, id: Int = 1) {
        touches.dispatch(TouchFrame(timestamp: time, touches: [Touch(id: TouchID(id), phase: phase, location: Point(x: x, y: y), timestamp: time)]))
    }

    /// A finger from `from` moving `dy` in `steps` frames, then held `hold` frames, then lifted.
    func drag(from: Point, dy: Double, steps: Int, hold: Int = 0) {
        touch(.began, from.x, from.y)
        for i in 1...steps {
            frame()
            touch(.moved, from.x, from.y + dy * Double(i) / Double(steps))
        }
        for _ in 0..<hold {
            frame()
            touch(.stationary, from.x, from.y + dy)
        }
        frame()
        touch(.ended, from.x, from.y + dy)
    }

    func scrollViewDidScroll(_ s: ScrollView) { log.append("didScroll") }
    func scrollViewWillBeginDragging(_ s: ScrollView) { log.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: ScrollView, withVelocity v: Point, targetContentOffset: inout Point) {
        log.append("willEndDragging")
        if let targetOverride { targetContentOffset = targetOverride(targetContentOffset) }
    }
    func scrollViewDidEndDragging(_ s: ScrollView, willDecelerate: Bool) { log.append("didEndDragging(\(willDecelerate))") }
    func scrollViewWillBeginDecelerating(_ s: ScrollView) { log.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: ScrollView) { log.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: ScrollView) { log.append("didEndScrollingAnimation") }
    func scrollViewDidScrollToTop(_ s: ScrollView) { log.append("didScrollToTop") }
    func viewForZooming(in s: ScrollView) -> View? { zoomView }
    func scrollViewWillBeginZooming(_ s: ScrollView, with view: View?) { log.append("willBeginZooming") }
    func scrollViewDidZoom(_ s: ScrollView) { log.append("didZoom") }
    func scrollViewDidEndZooming(_ s: ScrollView, with view: View?, atScale scale: Double) { log.append("didEndZooming(\(scale))") }

    /// The log with runs of didScroll collapsed, to compare orders.
    var order: [String] {
        var out: [String] = []
        for e in log where !(e == "didScroll" && out.last == "didScroll") { out.append(e) }
        return out
    }
}

@Suite struct ScrollViewModelTests {
    @Test("§1.1 T1.1a offsets round to the screen scale") func pixelRounding() {
        let h = ScrollHarness()
        h.scroll.screenScale = 3
        h.scroll.contentOffset = Point(x: 0, y: 10.4)
        #expect(abs(h.scroll.contentOffset.y - 10.333333) < 1e-3)
        h.scroll.screenScale = 2
        h.scroll.contentOffset = Point(x: 0, y: 10.3)
        #expect(h.scroll.contentOffset.y == 10.5)
        h.scroll.screenScale = 1
        h.scroll.contentOffset = Point(x: 0, y: 10.5)
        #expect(h.scroll.contentOffset.y == 11)
    }

    @Test("§1.1 T1.1b/c one didScroll per change; not clamped; contentOffset is bounds.origin") func offsetIsBoundsOrigin() {
        let h = ScrollHarness()
        h.scroll.contentOffset = Point(x: 0, y: 100)
        h.scroll.contentOffset = Point(x: 0, y: 100)
        #expect(h.log == ["didScroll"])
        #expect(h.scroll.bounds.origin == Point(x: 0, y: 100))
        h.scroll.contentOffset = Point(x: 0, y: -500)
        #expect(h.scroll.contentOffset.y == -500 && h.scroll.animation == nil)
    }

    @Test("§1.4 T1.4a/b limits with insets") func limits() {
        let h = ScrollHarness(bounds: Size(width: 375, height: 812), content: Size(width: 375, height: 2000))
        h.scroll.contentInset = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(h.scroll.offsetLimits.minimum.y == -47 && h.scroll.offsetLimits.maximum.y == 1222)
        h.scroll.contentSize.height = 500
        #expect(h.scroll.offsetLimits.maximum.y == -47)
    }

    @Test("§1.3 safe area from the window under .automatic") func adjustedInset() {
        let h = ScrollHarness(bounds: Size(width: 375, height: 812), content: Size(width: 375, height: 2000))
        h.window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        h.scroll.contentInset = .zero   // recompute
        h.scroll.didMoveToWindow()
        #expect(h.scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        h.scroll.contentInsetAdjustmentBehavior = .never
        #expect(h.scroll.adjustedContentInset == .zero)
    }

    @Test("§9.4 T9.4a/b animated setContentOffset: 150 at 150 ms, 300 at 300 ms") func animatedOffset() {
        let h = ScrollHarness()
        h.scroll.setContentOffset(Point(x: 0, y: 300), animated: true)
        h.frame()                 // the frame that starts it (t = 0)
        h.frames(9)               // t = 150 ms
        #expect(h.scroll.contentOffset.y == 150)
        h.frames(9)               // t = 300 ms
        #expect(h.scroll.contentOffset.y == 300)
        h.frames(3)
        #expect(h.log.filter { $0 == "didEndScrollingAnimation" }.count == 1)
        h.log.removeAll()
        h.scroll.setContentOffset(Point(x: 0, y: 10), animated: false)
        #expect(h.log == ["didScroll"])
    }

    @Test("§9.5 T9.5a-e scrollRectToVisible") func scrollRectToVisible() {
        let h = ScrollHarness(bounds: Size(width: 320, height: 480), content: Size(width: 320, height: 2000))
        h.scroll.scrollRectToVisible(Rect(x: 0, y: 600, width: 320, height: 100), animated: false)
        #expect(h.scroll.contentOffset == Point(x: 0, y: 220))
        h.scroll.contentOffset = .zero
        h.log.removeAll()
        h.scroll.scrollRectToVisible(Rect(x: 0, y: 100, width: 320, height: 100), animated: false)
        #expect(h.log.isEmpty)
        h.scroll.contentOffset = Point(x: 0, y: 1000)
        h.scroll.scrollRectToVisible(Rect(x: 0, y: 200, width: 320, height: 100), animated: false)
        #expect(h.scroll.contentOffset.y == 200)
        h.scroll.contentOffset = .zero
        h.scroll.scrollRectToVisible(Rect(x: 0, y: 600, width: 320, height: 800), animated: false)
        #expect(h.scroll.contentOffset.y == 920)
        h.scroll.contentOffset = .zero
        h.scroll.scrollRectToVisible(Rect(x: 0, y: 1950, width: 320, height: 100), animated: false)
        #expect(h.scroll.contentOffset.y == 1520)
    }

    @Test("§10 T10a indicator: 158.8 long, at 3 for offset 0 and 320.6 for 1600") func indicator() {
        let h = ScrollHarness(bounds: Size(width: 375, height: 800), content: Size(width: 375, height: 4000))
        h.scroll.layoutIndicators()
        let bar = h.scroll.verticalIndicator
        #expect(!bar.isHidden && abs(bar.frame.height - 158.8) < 1e-9 && bar.frame.minY == 3)
        #expect(bar.frame.width == 3 && bar.frame.minX == 375 - 3 - 3)
        h.scroll.contentOffset = Point(x: 0, y: 1600)
        #expect(abs(bar.frame.minY - (1600 + 320.6)) < 1e-9, "placed in content coordinates, still on screen")
        h.scroll.contentSize.height = 800.5
        #expect(bar.isHidden, "§10 T10d hidden when the content nearly fits")
    }
}

@Suite struct ScrollViewDraggingTests {
    @Test("§2.1 T2e a drag 100 pt past the top shows 51.5 at scale 2") func rubberBand() {
        let h = ScrollHarness(bounds: Size(width: 375, height: 800), content: Size(width: 375, height: 4000))
        h.scroll.screenScale = 2
        h.touch(.began, 100, 100)
        h.frame()
        h.touch(.moved, 100, 110)     // the pan begins here: hysteresis removed, translation 0
        h.frame()
        h.touch(.moved, 100, 210)     // translation 100: proposed −100
        #expect(h.scroll.contentOffset.y == -51.5)
        #expect(h.scroll.isDragging && h.scroll.isTracking)
    }

    @Test("§1.5 T1.5c bounces off: clamped, and no dead zone when reversing") func noBounce() {
        let h = ScrollHarness()
        h.scroll.bounces = false
        h.touch(.began, 100, 100)
        h.frame(); h.touch(.moved, 100, 110)
        h.frame(); h.touch(.moved, 100, 210)
        #expect(h.scroll.contentOffset.y == 0)
        h.frame(); h.touch(.moved, 100, 180)
        #expect(h.scroll.contentOffset.y == 30)
    }

    @Test("§1.5 T1.5a a short content without alwaysBounce does not move") func pinnedAxis() {
        let h = ScrollHarness(bounds: Size(width: 375, height: 812), content: Size(width: 375, height: 500))
        h.drag(from: Point(x: 100, y: 100), dy: 120, steps: 6)
        h.frames(30)
        #expect(h.scroll.contentOffset.y == 0 && !h.log.contains("willBeginDragging"))
    }

    @Test("§9.1 a drag that stops before lifting: no momentum") func dragWithoutMomentum() {
        let h = ScrollHarness()
        h.scroll.contentOffset = Point(x: 0, y: 500)
        h.log.removeAll()
        h.drag(from: Point(x: 100, y: 400), dy: -200, steps: 10, hold: 10)
        #expect(h.order == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(!h.scroll.isDecelerating && !h.scroll.isDragging && !h.scroll.isTracking)
    }

    @Test("§9.2 a flick: the delegate order with momentum") func flick() {
        let h = ScrollHarness()
        h.scroll.contentOffset = Point(x: 0, y: 500)
        h.log.removeAll()
        h.drag(from: Point(x: 100, y: 600), dy: -300, steps: 5)
        #expect(h.scroll.isDecelerating)
        let released = h.scroll.contentOffset.y
        h.frames(400)
        #expect(h.order == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                            "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        #expect(h.scroll.contentOffset.y > released + 300 && !h.scroll.isDecelerating)
    }

    @Test("§3.2 T3.2a momentum at 2 pt/ms stops after 159 frames at 993.04") func momentumNumbers() {
        let h = ScrollHarness(bounds: Size(width: 375, height: 800), content: Size(width: 375, height: 100_000))
        h.scroll.startMomentum(velocity: Point(x: 0, y: 2), target: .zero, adjusted: false)
        var frames = 0
        h.frame()   // the release frame: the flight starts integrating on the next one
        while h.scroll.isDecelerating && frames < 1000 {
            h.frame()
            frames += 1
        }
        #expect(frames == 159)
        #expect(h.scroll.contentOffset.y == 993, "993.04 rounded to the 1x pixel grid")
        #expect(h.log.last == "didEndDecelerating")
    }

    @Test("§3.4 T3.4a the delegate can move the target") func delegateTarget() {
        let h = ScrollHarness()
        h.scroll.contentOffset = Point(x: 0, y: 500)
        h.targetOverride = { _ in Point(x: 0, y: 1200) }
        h.drag(from: Point(x: 100, y: 600), dy: -300, steps: 5)
        h.frames(600)
        #expect(abs(h.scroll.contentOffset.y - 1200) <= 1)
    }

    @Test("§4 released past the top it springs back to the edge") func bounceBack() {
        let h = ScrollHarness()
        h.drag(from: Point(x: 100, y: 100), dy: 210, steps: 10, hold: 10)
        #expect(h.scroll.contentOffset.y < 0)
        #expect(h.log.contains("didEndDragging(true)"))
        h.frames(120)
        #expect(h.scroll.contentOffset.y == 0 && !h.scroll.isDecelerating)
    }

    @Test("§8.3 a touch stops the flight where it is") func catchFlight() {
        let h = ScrollHarness()
        h.scroll.contentOffset = Point(x: 0, y: 500)
        h.drag(from: Point(x: 100, y: 600), dy: -300, steps: 5)
        h.frames(18)
        let caught = h.scroll.contentOffset.y
        h.log.removeAll()
        h.touch(.began, 200, 300)
        h.frames(5)
        #expect(h.scroll.contentOffset.y == caught && !h.scroll.isDecelerating)
        h.touch(.ended, 200, 300)
        h.frames(5)
        #expect(h.log == ["didEndDecelerating", "willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        #expect(h.scroll.contentOffset.y == caught)
    }

    @Test("§5 paging: past half a page, or a flick, turns the page") func paging() {
        let h = ScrollHarness(bounds: Size(width: 400, height: 300), content: Size(width: 2000, height: 300))
        h.scroll.isPagingEnabled = true
        h.drag(from: Point(x: 350, y: 150), dy: 0, steps: 1)   // a tap: no page change
        h.touches.dispatch(TouchFrame(timestamp: h.time, touches: []))
        func swipe(_ dx: Double, steps: Int, hold: Int) {
            h.touch(.began, 300, 150)
            for i in 1...steps { h.frame(); h.touch(.moved, 300 + dx * Double(i) / Double(steps), 150) }
            for _ in 0..<hold { h.frame(); h.touch(.stationary, 300 + dx, 150) }
            h.frame(); h.touch(.ended, 300 + dx, 150)
            h.frames(60)
        }
        swipe(-250, steps: 10, hold: 10)   // slow, past half a page
        #expect(h.scroll.contentOffset.x == 400)
        swipe(-120, steps: 4, hold: 0)     // short but fast
        #expect(h.scroll.contentOffset.x == 800)
        swipe(-120, steps: 12, hold: 10)   // short and slow: back to where it was
        #expect(h.scroll.contentOffset.x == 800)
    }
}

@Suite struct ScrollViewZoomAndTopTests {
    @Test("§9.7 T9.7a/b/c scroll to top: one candidate animates to -inset.top; two do nothing") func scrollsToTop() {
        let h = ScrollHarness(bounds: Size(width: 375, height: 812), content: Size(width: 375, height: 3000))
        h.scroll.contentInset = EdgeInsets(top: 47, left: 0, bottom: 0, right: 0)
        h.scroll.contentOffset = Point(x: 0, y: 1200)
        h.log.removeAll()
        #expect(h.window.scrollToTop() === h.scroll)
        h.frames(30)
        #expect(h.scroll.contentOffset.y == -47)
        #expect(h.order == ["didScroll", "didScrollToTop"])
        #expect(h.window.scrollToTop() == nil, "already at the top")
        let other = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        other.contentSize = Size(width: 100, height: 1000)
        other.contentOffset = Point(x: 0, y: 50)
        h.window.addSubview(other)
        h.scroll.contentOffset = Point(x: 0, y: 100)
        #expect(h.window.scrollToTop() == nil, "two candidates: the iPhone rule")
    }

    @Test("§6 setZoomScale scales the zoom view and the content size follows") func zoomScale() {
        let h = ScrollHarness(bounds: Size(width: 400, height: 300), content: Size(width: 400, height: 300))
        let photo = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        h.scroll.addSubview(photo)
        h.zoomView = photo
        h.scroll.minimumZoomScale = 1
        h.scroll.maximumZoomScale = 4
        h.scroll.delegate = h
        #expect(h.scroll.pinchGestureRecognizer.isEnabled)
        h.scroll.setZoomScale(2, animated: false)
        #expect(h.scroll.zoomScale == 2 && h.scroll.contentSize == Size(width: 800, height: 600))
        #expect(photo.frame == Rect(x: 0, y: 0, width: 800, height: 600))
        #expect(h.scroll.contentOffset == Point(x: 200, y: 150), "the visible centre stays put")
        h.scroll.setZoomScale(9, animated: false)
        #expect(h.scroll.zoomScale == 4)
        h.scroll.zoom(to: Rect(x: 0, y: 0, width: 200, height: 150), animated: true)
        h.frames(40)
        #expect(h.scroll.zoomScale == 2 && h.scroll.contentOffset == .zero)
    }

    @Test("§6.2 a pinch zooms around the fingers and springs back past the maximum") func pinchZoom() {
        let h = ScrollHarness(bounds: Size(width: 400, height: 300), content: Size(width: 400, height: 300))
        let photo = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        h.scroll.addSubview(photo)
        h.zoomView = photo
        h.scroll.maximumZoomScale = 2
        h.scroll.delegate = h
        func fingers(_ phase: TouchPhase, _ d: Double) {
            h.touches.dispatch(TouchFrame(timestamp: h.time, touches: [
                Touch(id: TouchID(1), phase: phase, location: Point(x: 200 - d / 2, y: 150), timestamp: h.time),
                Touch(id: TouchID(2), phase: phase, location: Point(x: 200 + d / 2, y: 150), timestamp: h.time)]))
        }
        fingers(.began, 100)
        for d in stride(from: 120.0, through: 300, by: 20) { h.frame(); fingers(.moved, d) }
        #expect(h.scroll.isZooming && h.scroll.zoomScale > 2, "rubber-banded past the maximum")
        h.frame(); fingers(.ended, 300)
        h.frames(30)
        #expect(h.scroll.zoomScale == 2 && !h.scroll.isZooming)
        #expect(h.log.contains("willBeginZooming") && h.log.last == "didEndZooming(2.0)")
        // The centroid stayed at the view's centre, so the centre of the photo stays there.
        #expect(h.scroll.contentOffset == Point(x: 200, y: 150))
    }
}

@Suite struct ScrollViewContentTouchTests {
    final class Button: View {
        var log: [String] = []
        override func touchesBegan(_ touches: [Touch], at time: InputTime) { log.append("began") }
        override func touchesEnded(_ touches: [Touch], at time: InputTime) { log.append("ended") }
        override func touchesCancelled(_ touches: [Touch], at time: InputTime) { log.append("cancelled") }
    }

    func harness() -> (ScrollHarness, Button) {
        let h = ScrollHarness()
        let button = Button(frame: Rect(x: 50, y: 50, width: 200, height: 200))
        h.scroll.addSubview(button)
        return (h, button)
    }

    @Test("§8.1 a quick tap on content arrives whole at the lift") func quickTap() {
        let (h, button) = harness()
        h.touch(.began, 100, 100)
        h.frame()
        #expect(button.log.isEmpty, "held for 0.15 s")
        h.touch(.ended, 100, 100)
        #expect(button.log == ["began", "ended"])
    }

    @Test("§8.1 a drag within 0.15 s scrolls, and the content never sees the touch") func dragWithinDelay() {
        let (h, button) = harness()
        h.drag(from: Point(x: 100, y: 200), dy: -100, steps: 4, hold: 0)
        h.frames(60)
        #expect(button.log.isEmpty && h.scroll.contentOffset.y > 50)
    }

    @Test("§8.2 a finger that rested on content, then drags, scrolls and cancels the content") func restThenDrag() {
        let (h, button) = harness()
        h.touch(.began, 100, 200)
        h.frames(12)                              // 0.2 s: the delay ran out
        h.touches.advance(to: h.time)
        #expect(button.log == ["began"])
        for i in 1...4 { h.frame(); h.touch(.moved, 100, 200 - 25 * Double(i)) }
        #expect(button.log == ["began", "cancelled"] && h.scroll.isDragging)
        h.frame(); h.touch(.ended, 100, 100)
    }

    @Test("§8.2 touchesShouldBegin can keep touches from content") func shouldBegin() {
        final class Picky: ScrollView {
            override func touchesShouldBegin(_ touches: [Touch], in view: View) -> Bool { false }
        }
        let window = Window(size: Size(width: 400, height: 400))
        let scroll = Picky(frame: window.bounds)
        scroll.contentSize = Size(width: 400, height: 2000)
        let button = Button(frame: Rect(x: 50, y: 50, width: 200, height: 200))
        scroll.addSubview(button)
        window.addSubview(scroll)
        let touches = TouchDispatcher(window: window)
        let p = Point(x: 100, y: 100)
        touches.dispatch(TouchFrame(timestamp: .zero, touches: [Touch(id: TouchID(1), phase: .began, location: p, timestamp: .zero)]))
        touches.dispatch(TouchFrame(timestamp: InputTime(seconds: 0.05), touches: [Touch(id: TouchID(1), phase: .ended, location: p, timestamp: InputTime(seconds: 0.05))]))
        #expect(button.log.isEmpty)
    }

    @Test("§8.2 canCancelContentTouches off: the content keeps its touch, nothing scrolls") func noCancel() {
        let (h, button) = harness()
        h.scroll.canCancelContentTouches = false
        h.touch(.began, 100, 200)
        h.frames(12)
        h.touches.advance(to: h.time)
        for i in 1...4 { h.frame(); h.touch(.moved, 100, 200 - 25 * Double(i)) }
        h.frame(); h.touch(.ended, 100, 100)
        #expect(button.log == ["began", "ended"] && h.scroll.contentOffset.y == 0)
    }
}

@Suite struct ScrollViewDirectionalLockTests {
    func harness() -> ScrollHarness {
        let h = ScrollHarness(bounds: Size(width: 400, height: 400), content: Size(width: 2000, height: 2000))
        h.scroll.contentOffset = Point(x: 500, y: 500)
        return h
    }

    func moves(_ h: ScrollHarness, _ points: [Point]) {
        h.touch(.began, 200, 200)
        for p in points { h.frame(); h.touch(.moved, p.x, p.y) }
    }

    @Test("§1.6 T1.6a a shallow first move locks horizontal; later diagonal moves change only x") func locksHorizontal() {
        let h = harness()
        h.scroll.isDirectionalLockEnabled = true
        // Began at (212, 200): 2 pt past the 10 pt hysteresis on x; then (10, 3), then (5, 5).
        moves(h, [Point(x: 212, y: 200), Point(x: 222, y: 203), Point(x: 227, y: 208)])
        #expect(h.scroll.contentOffset == Point(x: 500 - 17, y: 500))
    }

    @Test("§1.6 T1.6c a steep move locks vertical") func locksVertical() {
        let h = harness()
        h.scroll.isDirectionalLockEnabled = true
        moves(h, [Point(x: 200, y: 212), Point(x: 202, y: 222), Point(x: 210, y: 227)])
        #expect(h.scroll.contentOffset == Point(x: 500, y: 500 - 17))
    }

    @Test("§1.6 T1.6d without the lock both axes move") func unlocked() {
        let h = harness()
        moves(h, [Point(x: 212, y: 200), Point(x: 222, y: 203), Point(x: 227, y: 208)])
        #expect(h.scroll.contentOffset == Point(x: 500 - 17, y: 500 - 8))
    }
}
