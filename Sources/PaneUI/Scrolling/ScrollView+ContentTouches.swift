public import PaneGeometry
public import PaneGestures
public import PaneInput

/// Holds a touch on a scroll view's content for 0.15 s (spec §8.1): long enough to see whether
/// it is the start of a drag. It never begins; it fails when the time runs out or the finger
/// lifts, and the pan beginning first discards the held touch (the pan cancels touches in view).
/// It also fails early when the finger moves more than 10 pt along an axis the scroll view
/// cannot scroll: that is no scroll, so a slider in a vertical list gets a sideways drag at once.
@MainActor
final class ContentTouchDelay: GestureRecognizer {
    /// spec §8.1: UIKit's `UIScrollViewDelayedTouchesBeganGestureRecognizer` waits 0.15 s.
    static let delay = 0.15
    /// spec §8.1: the early-delivery distance along an axis the scroll view cannot scroll.
    static let crossAxisDistance = 10.0
    /// Where the finger went down, in window coordinates.
    var start: Point?

    override init(action: ((GestureRecognizer) -> Void)? = nil) {
        super.init(action: action)
        delaysTouchesBegan = true
        cancelsTouchesInView = false
    }

    override var isContinuous: Bool { false }
    override func touchesBegan(_ touches: [Touch], at time: InputTime) {
        if deadline == nil { deadline = time + Self.delay }
        if start == nil { start = touches.first?.location }
    }
    override func touchesMoved(_ touches: [Touch], at time: InputTime) {
        guard let start, let touch = touches.first, let scroll = view as? ScrollView else { return }
        let axes = scroll.scrollableAxes
        let dx = abs(touch.location.x - start.x), dy = abs(touch.location.y - start.y)
        if (!axes.horizontal && dx > Self.crossAxisDistance) || (!axes.vertical && dy > Self.crossAxisDistance) {
            state = .failed
        }
    }
    override func reset() { start = nil }
    override func touchesEnded(_ touches: [Touch], at time: InputTime) { state = .failed }
    override func touchesCancelled(_ touches: [Touch], at time: InputTime) { state = .failed }
    override func deadlineReached(at time: InputTime) { state = .failed }
    // It only waits: it neither stops the scroll view's pan nor is stopped by it.
    override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
    override func canBePrevented(by other: GestureRecognizer) -> Bool { false }
}

extension ScrollView {
    /// spec §8.2: the pan may take over touches the content already has only when
    /// `canCancelContentTouches` is on and `touchesShouldCancel(in:)` agrees for every view.
    func panMayTakeOverContentTouches(_ recognizer: GestureRecognizer) -> Bool {
        guard let dispatcher = TouchDispatcher.dispatcher(of: recognizer) else { return true }
        let touched = dispatcher.views(touchedBy: recognizer).filter { $0 !== self }
        guard !touched.isEmpty else { return true }
        return canCancelContentTouches && touched.allSatisfy { touchesShouldCancel(in: $0) }
    }
}

extension ScrollView {
    /// Asks every scroll view above `view` whether `touches` may reach it (UIKit's
    /// `touchesShouldBegin(_:with:in:)`, spec §8.2); one refusal keeps them from the view.
    static func contentTouchesMayBegin(_ touches: [Touch], in view: View) -> Bool {
        var v = view.superview
        while let ancestor = v {
            if let scroll = ancestor as? ScrollView, !scroll.touchesShouldBegin(touches, in: view) { return false }
            v = ancestor.superview
        }
        return true
    }
}
