public import PaneGeometry
public import PaneGestures
public import PaneInput
internal import PanePhysics

/// A scroll view's own pan: it begins only along axes the scroll view can scroll (spec §1.5),
/// and a touch-down stops whatever the scroll view was animating (spec §8.3).
public final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?
    public override func hasMovedFarEnough(_ raw: Point) -> Bool {
        guard let scrollView else { return super.hasMovedFarEnough(raw) }
        let axes = scrollView.scrollableAxes
        return PanHysteresis.begins(translation: raw, hysteresis: hysteresis,
                                    canPanHorizontally: axes.horizontal, canPanVertically: axes.vertical)
    }

    public override func touchesBegan(_ touches: [Touch], at time: InputTime) {
        let first = trackedTouches.count == touches.count && state == .possible
        let caught = first && scrollView?.touchDown(at: time) == true
        super.touchesBegan(touches, at: time)
        // spec §8.3: catching a moving view begins the drag at touch-down, so the touch never reaches
        // the content (the pan cancels touches in view).
        if caught, state == .possible { state = .began }
    }

    // spec §7.6 T7.6b: the scroll view's pan and pinch run together (a two-finger pan while zooming).
    public override func canPrevent(_ other: GestureRecognizer) -> Bool {
        other !== scrollView?.pinchGestureRecognizer
    }

    public override func canBePrevented(by other: GestureRecognizer) -> Bool {
        other !== scrollView?.pinchGestureRecognizer
    }

    /// The arena resets the pan once every finger has lifted. One that failed (it never began,
    /// or another recognizer took the touch) still ends the scroll view's tracking then.
    public override func reset() {
        if state == .failed { scrollView?.touchUpWithoutDrag() }
        super.reset()
    }
}
