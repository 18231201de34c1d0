internal import PaneGeometry
public import PaneInput
internal import PanePhysics

/// Recognizes two fingers moving apart or together (spec §7.3, UIKit's
/// `UIPinchGestureRecognizer`). Continuous: `began` once their distance has changed by more than
/// `hysteresis` (8 pt), `changed` while both are down and move, `ended` when both have lifted.
///
/// At began the reference distance becomes the starting distance ± 8 pt (the sign of the
/// change), so `scale` starts near 1 and stays continuous: fingers 100 pt apart begin at 109 pt
/// with scale 109/108 = 1.00926 and read 150/108 = 1.38889 at 150 pt (T7.3a). `scale` is
/// absolute since began; setting it (a scroll view sets its zoom scale at began) re-bases it.
/// The location is the centroid of the two fingers. Further fingers are ignored.
open class PinchGestureRecognizer: GestureRecognizer {
    /// pt the distance must change before the pinch begins (S1 `_UIPinchGestureRecognizerDriver`
    /// hysteresis 8.0, spec §7.3).
    public var hysteresis = 8.0

    /// The scale since began; settable, which re-bases it at the current distance.
    public var scale: Double {
        get { currentScale }
        set {
            currentScale = newValue
            scaleBase = newValue
            distanceBase = distance
            // Re-based: the jump is not a movement of the fingers.
            tracker.reset()
            tracker.add(newValue, at: lastTime - startTime)
        }
    }

    /// Scale per second: `Δscale/Δt` of the latest event, reported as `0.75·previous + 0.25·latest`
    /// when the previous sample is non-zero (S1 `UIPinchGestureRecognizer velocity`, spec §7.3;
    /// PanePhysics `ScaleVelocityTracker`).
    public var velocity: Double { tracker.velocity }

    private var currentScale = 1.0
    private var startDistance = 0.0
    private var distanceBase = 1.0
    private var scaleBase = 1.0
    private var tracker = ScaleVelocityTracker()
    private var startTime = InputTime.zero
    private var lastTime = InputTime.zero

    /// A pinch that calls `action` with itself, typed, at `began`, every `changed` and the end.
    public convenience init(action: @escaping (PinchGestureRecognizer) -> Void) {
        self.init()
        addAction { if let r = $0 as? PinchGestureRecognizer { action(r) } }
    }

    /// The distance between the two fingers, window points; 0 with fewer than two.
    public var distance: Double {
        trackedTouches.count >= 2 ? trackedTouches[0].location.distance(to: trackedTouches[1].location) : 0
    }

    open override func touchesBegan(_ touches: [Touch], at time: InputTime) {
        for t in touches.reversed() where trackedTouches.count > 2 { ignore(t) }
        guard trackedTouches.count == 2 else { return }
        if state == .possible {
            startDistance = distance
        } else if state.isActive {
            // A finger came back: keep the scale continuous from here.
            scaleBase = currentScale
            distanceBase = distance
        }
    }

    open override func touchesMoved(_ touches: [Touch], at time: InputTime) {
        guard trackedTouches.count == 2 else { return }
        let d = distance
        if state == .possible {
            guard let reference = PinchHysteresis.referenceDistance(initial: startDistance, current: d,
                                                                   hysteresis: hysteresis) else { return }
            distanceBase = reference
            scaleBase = 1
            currentScale = d / distanceBase
            startTime = time
            lastTime = time
            tracker.reset()
            tracker.add(currentScale, at: 0)
            return state = .began
        }
        guard state.isActive, distanceBase > 0 else { return }
        currentScale = scaleBase * d / distanceBase
        lastTime = time
        tracker.add(currentScale, at: time - startTime)
        state = .changed
    }

    open override func touchesEnded(_ touches: [Touch], at time: InputTime) {
        guard trackedTouches.isEmpty else { return }
        state = state.isActive ? .ended : .failed
    }

    open override func reset() {
        currentScale = 1
        startDistance = 0
        distanceBase = 1
        scaleBase = 1
        tracker.reset()
        super.reset()
    }
}
