import Testing
import PaneGeometry
import PaneInput
import PanePhysics
import PanePixels
@testable import PaneUI

/// A window with one scroll view, its touch dispatcher and a virtual frame clock (60 Hz unless
/// `rate` says otherwise). Each
/// `frame` is one frame of the app (`Application.runFrame`): time moves on 1/60 s, the frame's
/// touches are delivered, then animations step to the frame's time.
@MainActor
final class ScrollHarness: ScrollViewDelegate {
    let window: Window
    let scroll: ScrollView
    let touches: TouchDispatcher
    /// Frames since the start; the time is computed from it, so it never drifts.
    var frameNumber = 0
    /// Frames per second of the virtual clock.
    var rate = 60.0 { didSet { window.frameInterval = 1 / rate } }
    var time: InputTime { InputTime(seconds: 100 + Double(frameNumber) / rate) }
    var log: [String] = []
    var zoomView: View?
    var targetOverride: ((Point) -> Point)?
    /// What `scrollViewWillEndDragging` was given, last call.
    var endDragging: (velocity: Point, target: Point)?
    var allowsScrollToTop = true

    init(bounds: Size = Size(width: 375, height: 800), content: Size = Size(width: 375, height: 4000),
         scroll: ScrollView? = nil) {
        window = Window(size: bounds)
        self.scroll = scroll ?? ScrollView(frame: Rect(origin: .zero, size: bounds))
        self.scroll.contentSize = content
        window.addSubview(self.scroll)
        touches = TouchDispatcher(window: window)
        self.scroll.delegate = self
    }

    /// The content offset once the last frame's touches were delivered, before its animations
    /// stepped: where a lift left the content (the lift frame then shows the first step).
    var deliveredOffset = Point.zero

    /// One frame: time moves on one frame, `touch` (if any) arrives, animations step.
    func frame(_ phase: TouchPhase? = nil, _ x: Double = 0, _ y: Double = 0, id: Int = 1) {
        deliver(phase, x, y, id: id)
        stepAnimations()
    }

    /// The first half of a frame: time moves on one frame and `touch` (if any) arrives; call
    /// `stepAnimations()` to finish the frame.
    func deliver(_ phase: TouchPhase? = nil, _ x: Double = 0, _ y: Double = 0, id: Int = 1) {
        frameNumber += 1
        if let phase { touch(phase, x, y, id: id) } else { touches.advance(to: time) }
        deliveredOffset = scroll.contentOffset
    }

    /// The second half of a frame: animations step to the frame's time.
    func stepAnimations() {
        window.stepAnimations(to: time)
    }

    func frames(_ n: Int) { for _ in 0..<n { frame() } }

    /// Delivers one touch at the current time, without stepping animations.
    func touch(_ phase: TouchPhase, _ x: Double, _ y: Double, id: Int = 1) {
        touches.dispatch(TouchFrame(timestamp: time, touches: [Touch(id: TouchID(id), phase: phase, location: Point(x: x, y: y), timestamp: time)]))
    }

    /// Two fingers `d` apart, level, around `centre`, in one frame.
    func fingers(_ phase: TouchPhase, centre: Point, distance d: Double) {
        frameNumber += 1
        touches.dispatch(TouchFrame(timestamp: time, touches: [
            Touch(id: TouchID(1), phase: phase, location: Point(x: centre.x - d / 2, y: centre.y), timestamp: time),
            Touch(id: TouchID(2), phase: phase, location: Point(x: centre.x + d / 2, y: centre.y), timestamp: time)]))
        deliveredOffset = scroll.contentOffset
        window.stepAnimations(to: time)
    }

    /// A finger from `from` moving `dy` (and `dx`) in `steps` frames, then held `hold` frames,
    /// then lifted, one event per frame.
    func drag(from: Point, dx: Double = 0, dy: Double, steps: Int, hold: Int = 0) {
        frame(.began, from.x, from.y)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            frame(.moved, from.x + dx * f, from.y + dy * f)
        }
        for _ in 0..<hold { frame() }
        frame(.ended, from.x + dx, from.y + dy)
    }

    func scrollViewDidScroll(_ s: ScrollView) { log.append("didScroll") }
    func scrollViewWillBeginDragging(_ s: ScrollView) { log.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: ScrollView, withVelocity v: Point, targetContentOffset: inout Point) {
        log.append("willEndDragging")
        endDragging = (v, targetContentOffset)
        if let targetOverride { targetContentOffset = targetOverride(targetContentOffset) }
    }
    func scrollViewDidEndDragging(_ s: ScrollView, willDecelerate: Bool) { log.append("didEndDragging(\(willDecelerate))") }
    func scrollViewWillBeginDecelerating(_ s: ScrollView) { log.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: ScrollView) { log.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: ScrollView) { log.append("didEndScrollingAnimation") }
    func scrollViewShouldScrollToTop(_ s: ScrollView) -> Bool { log.append("shouldScrollToTop"); return allowsScrollToTop }
    func scrollViewDidScrollToTop(_ s: ScrollView) { log.append("didScrollToTop") }
    func viewForZooming(in s: ScrollView) -> View? { zoomView }
    func scrollViewWillBeginZooming(_ s: ScrollView, with view: View?) { log.append("willBeginZooming") }
    func scrollViewDidZoom(_ s: ScrollView) { log.append("didZoom") }
    func scrollViewDidEndZooming(_ s: ScrollView, with view: View?, atScale scale: Double) { log.append("didEndZooming(\(scale))") }
    func scrollViewDidChangeAdjustedContentInset(_ s: ScrollView) { log.append("didChangeAdjustedContentInset") }

    /// The log with runs of didScroll collapsed, to compare orders.
    var order: [String] {
        var out: [String] = []
        for e in log where !(e == "didScroll" && out.last == "didScroll") { out.append(e) }
        return out
    }
}

/// `n` copies of "didScroll".
@MainActor
func didScrolls(_ n: Int) -> [String] { Array(repeating: "didScroll", count: n) }

@MainActor
@Suite struct ScrollViewModelTests {
    @Test("spec §3.2 the momentum's first step is one frame of the window's display unless frameRate is set") func frameRate() {
        let h = ScrollHarness()
        #expect(h.scroll.frameRate == 60)
        h.window.frameInterval = 1.0 / 120
        #expect(h.scroll.frameRate == 120)
        h.scroll.frameRate = 90
        h.window.frameInterval = 1.0 / 30
        #expect(h.scroll.frameRate == 90)
        #expect(ScrollView().frameRate == 60, "outside a window")
    }

    @Test("spec §1.1 T1.1a offsets round to the screen scale") func pixelRounding() {
        let h = ScrollHarness()
        h.scroll.screenScale = 3
        h.scroll.contentOffset = Point(x: 0, y: 10.4)
        #expect(abs(h.scroll.contentOffset.y - 10.333333) < 1e-6)
        h.scroll.screenScale = 2
        h.scroll.contentOffset = Point(x: 0, y: 10.3)
        #expect(h.scroll.contentOffset.y == 10.5)
        h.scroll.screenScale = 1
        h.scroll.contentOffset = Point(x: 0, y: 10.5)
        #expect(h.scroll.contentOffset.y == 11)
        h.scroll.screenScale = 3
        h.scroll.contentOffset = Point(x: 0, y: -51.462)
        #expect(abs(h.scroll.contentOffset.y - -51.333333) < 1e-6)
        h.scroll.screenScale = 2
        h.scroll.contentOffset = Point(x: 0, y: -51.462)
        #expect(h.scroll.contentOffset.y == -51.5)
    }

    @Test("spec §1.1 T1.1b/c one didScroll per change; not clamped; contentOffset is bounds.origin") func offsetIsBoundsOrigin() {
        let h = ScrollHarness()
        h.scroll.contentOffset = Point(x: 0, y: 100)
        h.scroll.contentOffset = Point(x: 0, y: 100)
        #expect(h.log == ["didScroll"])
        #expect(h.scroll.bounds.origin == Point(x: 0, y: 100))
        h.scroll.bounds.origin = Point(x: 0, y: 120)
        #expect(h.scroll.contentOffset == Point(x: 0, y: 120) && h.log == ["didScroll", "didScroll"])
        h.scroll.contentOffset = Point(x: 0, y: -500)
        h.frames(10)
        #expect(h.scroll.contentOffset.y == -500 && h.scroll.animation == nil && !h.scroll.isDecelerating)
    }

    @Test("spec §1.2 T1.2a/b a subview lands at frame.origin − contentOffset") func compositedPosition() {
        let window = Window(size: Size(width: 375, height: 812))
        let scroll = ScrollView(frame: Rect(x: 0, y: 100, width: 375, height: 600))
        scroll.contentSize = Size(width: 375, height: 2000)
        window.addSubview(scroll)
        let sub = View(frame: Rect(x: 20, y: 300, width: 100, height: 50))
        scroll.addSubview(sub)
        scroll.contentOffset = Point(x: 0, y: 250)
        #expect(sub.convert(Point.zero, to: nil) == Point(x: 20, y: 150))
        scroll.contentOffset = Point(x: 0, y: 300)
        #expect(sub.convert(Point.zero, to: nil) == Point(x: 20, y: 100))
        #expect(scroll.bounds == Rect(x: 0, y: 300, width: 375, height: 600) && scroll.bounds.intersects(sub.frame))
        #expect(scroll.clipsToBounds, "a scroll view clips its content")
    }

    /// Bounds 375×812 under a window whose safe area is 47 on top and 34 below (spec §1.3).
    func insetScene(content: Size) -> ScrollHarness {
        let h = ScrollHarness(bounds: Size(width: 375, height: 812), content: content)
        h.window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        h.scroll.didMoveToWindow()
        return h
    }

    @Test("spec §1.3 T1.3a content taller than the view under .automatic gets the safe area") func automaticInset() {
        let h = insetScene(content: Size(width: 375, height: 2000))
        #expect(h.scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(h.log == ["didChangeAdjustedContentInset"])
    }

    @Test("spec §1.3 T1.3b .scrollableAxes: a short content gets nothing unless it always bounces") func scrollableAxesInset() {
        let h = insetScene(content: Size(width: 375, height: 500))
        h.scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(h.scroll.adjustedContentInset == .zero)
        h.scroll.alwaysBounceVertical = true
        h.scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(h.scroll.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test("spec §1.3 T1.3c .never ignores the safe area; .always adds it to contentInset") func neverAndAlways() {
        let h = insetScene(content: Size(width: 375, height: 2000))
        h.scroll.contentInsetAdjustmentBehavior = .never
        #expect(h.scroll.adjustedContentInset == .zero)
        h.scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        h.scroll.contentInsetAdjustmentBehavior = .always
        #expect(h.scroll.adjustedContentInset == EdgeInsets(top: 57, left: 0, bottom: 44, right: 0))
    }

    @Test("spec §1.4 T1.4a/b/c limits with insets; short content pins to the minimum") func limits() {
        let h = ScrollHarness(bounds: Size(width: 375, height: 812), content: Size(width: 375, height: 2000))
        h.scroll.contentInset = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(h.scroll.offsetLimits.minimum.y == -47 && h.scroll.offsetLimits.maximum.y == 1222)
        h.scroll.contentSize.height = 500
        #expect(h.scroll.offsetLimits.maximum.y == -47)
        #expect(h.scroll.offsetLimits.minimum.x == 0 && h.scroll.offsetLimits.maximum.x == 0)
    }

    @Test("spec §3.1 T3.1a/b deceleration rates: normal 0.998, fast 0.99, or any value") func rates() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(scroll.decelerationRate.rawValue == 0.998)
        scroll.decelerationRate = .fast
        #expect(scroll.decelerationRate.rawValue == 0.99)
        scroll.decelerationRate = DecelerationRate(rawValue: 0.995)
        #expect(scroll.decelerationRate.rawValue == 0.995)
    }

    @Test("visibleRectDidChange is called on every scroll, resize and content change") func visibleRectHook() {
        @MainActor
        final class Counting: ScrollView {
            var calls = 0
            override func visibleRectDidChange() { calls += 1 }
        }
        let scroll = Counting(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = Size(width: 100, height: 1000)
        let base = scroll.calls
        scroll.contentOffset = Point(x: 0, y: 50)
        scroll.contentOffset = Point(x: 0, y: 50)
        #expect(scroll.calls == base + 1)
        scroll.contentSize = Size(width: 100, height: 2000)
        #expect(scroll.calls == base + 2)
    }
}
