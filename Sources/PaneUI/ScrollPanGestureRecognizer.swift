public import PaneGeometry
public import PaneGestures
public import PaneInput
internal import PanePhysics

/// A scroll view's own pan: it begins only along axes the scroll view can scroll (spec §1.5),
/// and a touch-down stops whatever the scroll view was animating (§8.3).
public final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?
    /// When the fingers last moved, and when they lifted: a release long after the last move is
    /// a finger that rested before lifting.
    var lastMoveTime: InputTime?
    var liftTime: InputTime?

    /// A release this long after the last movement counts as a standing finger: velocity zero.
    /// Touch controllers send nothing while a finger rests, so the last samples' velocity would
    /// otherwise fling the content. 100 ms is Flutter's velocity-tracker horizon
    /// (gestures/velocity_tracker.dart, `_horizonMilliseconds`; spec source S11); it spans two
    /// samples of a 25 Hz ft5x06.
    static let restingTime = 0.1

    /// Whether the fingers rested before lifting.
    var restedBeforeLift: Bool {
        guard let lastMoveTime, let liftTime else { return false }
        return liftTime - lastMoveTime > Self.restingTime
    }

    public override func touchesMoved(_ touches: [Touch], at time: InputTime) {
        lastMoveTime = time
        super.touchesMoved(touches, at: time)
    }

    public override func hasMovedFarEnough(_ raw: Point) -> Bool {
        guard let scrollView else { return super.hasMovedFarEnough(raw) }
        let axes = scrollView.scrollableAxes
        return PanHysteresis.begins(translation: raw, hysteresis: hysteresis,
                                    canPanHorizontally: axes.horizontal, canPanVertically: axes.vertical)
    }

    public override func touchesBegan(_ touches: [Touch], at time: InputTime) {
        if trackedTouches.count == touches.count {
            lastMoveTime = time
            liftTime = nil
            scrollView?.touchDown()
        }
        super.touchesBegan(touches, at: time)
    }

    public override func touchesEnded(_ touches: [Touch], at time: InputTime) {
        liftTime = time
        super.touchesEnded(touches, at: time)
        if trackedTouches.isEmpty, state == .failed { scrollView?.touchUpWithoutDrag() }
    }

    public override func touchesCancelled(_ touches: [Touch], at time: InputTime) {
        super.touchesCancelled(touches, at: time)
        if trackedTouches.isEmpty { scrollView?.touchUpWithoutDrag() }
    }
}
