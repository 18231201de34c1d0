public import PaneGestures
public import PaneInput

/// Delivers the touches of one window: hit testing, recognizers first, then views, with UIKit's
/// delays and cancellations (spec §7.6).
///
/// Make one per window and give it every `TouchFrame` with `dispatch(_:)`; when no touch
/// arrives, call `advance(to:)` once virtual time reaches `nextDeadline`, so that a double tap's
/// interval or a long press's 0.5 s can run out. For each frame:
/// 1. a touch that begins is hit-tested (`View.touchTarget(at:)`: hidden, transparent, disabled
///    and clipped-away views are skipped) and routed to the enabled recognizers of the view it
///    hit and of that view's ancestors, innermost first;
/// 2. the recognizers see the frame (`GestureArena.handle(_:)`) and change state;
/// 3. the views get `touchesBegan`/`Moved`/`Ended`/`Cancelled`, grouped per view, unless a
///    recognizer holds them: `delaysTouchesBegan` withholds the began until every such
///    recognizer of the touch has failed (and the touch is discarded if one recognizes),
///    `delaysTouchesEnded` withholds the end until they fail or recognize, and a recognizer that
///    begins or recognizes with `cancelsTouchesInView` sends the view `touchesCancelled`.
///
/// Several fingers on several views are delivered independently. A scroll view builds
/// `delaysContentTouches` (spec §8.1) from a recognizer with `delaysTouchesBegan` that fails
/// after 0.15 s, and `touchesShouldCancel(in:)` (spec §8.2) from `views(touchedBy:)` in its
/// `gestureRecognizerShouldBegin(_:)`.
@MainActor
public final class TouchDispatcher {
    /// The window whose views are hit-tested and receive the touches.
    public let window: Window
    /// The window's gesture arena: every recognizer a touch is routed to plays in it.
    public let arena = GestureArena()

    /// One touch on its way to a view.
    @MainActor
    final class Record {
        enum Delivery { case new, withheld, delivered, cancelled }
        let view: View
        var touch: Touch
        /// Every recognizer the touch was routed to.
        let routed: [GestureRecognizer]
        /// Those still `possible`: the ones whose delays hold the touch.
        var unresolved: [GestureRecognizer]
        var delivery = Delivery.new
        /// The finger lifted; the view's `touchesEnded` may still be held.
        var lifted = false
        var done = false

        init(view: View, touch: Touch, routed: [GestureRecognizer]) {
            self.view = view
            self.touch = touch
            self.routed = routed
            self.unresolved = routed.filter { $0.state == .possible }
        }

        var holdsBegan: Bool { unresolved.contains { $0.delaysTouchesBegan } }
        var holdsEnded: Bool { unresolved.contains { $0.delaysTouchesEnded } }
    }

    var records: [Record] = []
    /// The view each touch hit, kept while a recognizer that saw the touch has not reset, so
    /// that a recognizer recognizing after the lift (a tap) still asks the touched views.
    var hitViews: [(id: TouchID, view: View)] = []
    /// Scratch for grouping one phase's touches per view; kept to avoid allocating per frame.
    var batches: [(view: View, touches: [Touch])] = []

    /// A dispatcher for `window`, the delegate of its own arena.
    public init(window: Window) {
        self.window = window
        arena.delegate = self
    }

    /// When `advance(to:)` should be called if no touch comes first.
    public var nextDeadline: InputTime? { arena.nextDeadline }

    /// Lets virtual time reach `time`: recognizer deadlines fire, and touches they held or
    /// cancel reach their views.
    public func advance(to time: InputTime) {
        arena.advance(to: time)
        sweep()
    }

    /// The views that have received `touchesBegan` (and not yet an end or a cancel) for touches
    /// routed to `recognizer`: what a recognizer would cancel if it began now.
    public func views(touchedBy recognizer: GestureRecognizer) -> [View] {
        var views: [View] = []
        for r in records where r.delivery == .delivered && !r.done && r.routed.contains(where: { $0 === recognizer }) {
            if !views.contains(where: { $0 === r.view }) { views.append(r.view) }
        }
        return views
    }

    /// The dispatcher whose arena `recognizer` plays in right now, if any.
    public static func dispatcher(of recognizer: GestureRecognizer) -> TouchDispatcher? {
        recognizer.arena?.delegate as? TouchDispatcher
    }

    /// Ends everything: recognizers are cancelled or failed, and views that hold touches get
    /// `touchesCancelled` (the display or the input device went away).
    public func cancelAllTouches(at time: InputTime) {
        arena.cancelAll()
        for r in records where !r.done && r.delivery == .delivered {
            r.touch.phase = .cancelled
            r.view.touchesCancelled([r.touch], at: time)
        }
        records.removeAll()
        hitViews.removeAll()
    }

    /// Hit tests the window at `touch`'s location and collects the recognizers from that view up.
    func begin(_ touch: Touch) {
        guard let view = window.touchTarget(at: touch.location) else { return }
        var candidates: [GestureRecognizer] = []
        var v: View? = view
        while let current = v {
            candidates.append(contentsOf: current.gestureRecognizers)
            v = current.superview
        }
        let routed = arena.route(touch, to: candidates)
        hitViews.removeAll { $0.id == touch.id }
        if !routed.isEmpty { hitViews.append((touch.id, view)) }
        let record = Record(view: view, touch: touch, routed: routed)
        // A recognizer already tracking that takes the new finger keeps it from the view.
        if routed.contains(where: { $0.state.isActive && $0.cancelsTouchesInView }) {
            record.delivery = .cancelled
        }
        records.append(record)
    }
}

extension TouchDispatcher: GestureArenaDelegate {
    public func arena(_ arena: GestureArena, didTransition recognizer: GestureRecognizer) {
        let recognized = recognizer.state == .began || recognizer.state == .ended
        for r in records where !r.done {
            guard let i = r.unresolved.firstIndex(where: { $0 === recognizer }) else { continue }
            r.unresolved.remove(at: i)
            if recognized && recognizer.cancelsTouchesInView {
                cancelForView(r, at: arena.time)
            } else {
                release(r, at: arena.time)
            }
        }
    }

    /// UIKit asks the views the recognizer's touches hit, not only the recognizer's own view:
    /// each view from the hit view up to (not including) the recognizer's view may veto with
    /// `gestureRecognizerShouldBegin(_:)`. That is how a control keeps its default action from
    /// a superview's recognizer (`Control.gestureRecognizerShouldBegin(_:)`).
    public func arena(_ arena: GestureArena, shouldBegin recognizer: GestureRecognizer) -> Bool {
        let host = recognizer.view
        for id in recognizer.seenTouchIDs {
            guard let hit = hitViews.first(where: { $0.id == id })?.view else { continue }
            var v: View? = hit
            while let current = v, current !== host {
                if !current.gestureRecognizerShouldBegin(recognizer) { return false }
                v = current.superview
            }
        }
        return true
    }
}
