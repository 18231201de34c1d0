public import PaneGeometry
public import PaneInput
internal import PanePhysics

/// Recognizes fingers dragging (spec §7.2, UIKit's `UIPanGestureRecognizer`). Continuous:
/// `began` once the centroid has moved `hysteresis` (10 pt) along either axis, then `changed` on
/// every move, `ended` when the last finger lifts (`failed` if it never began).
///
/// The threshold is a per-axis test, not a Euclidean one, and it is subtracted when the pan
/// begins, so a finger that moved 30 pt reads a translation of 20. Adding or lifting a finger
/// re-bases the centroid without changing the translation. `velocity(in:)` is UIKit's two-sample
/// blend (PanePhysics `VelocityTracker`, fed the translation so re-basing makes no jump).
open class PanGestureRecognizer: GestureRecognizer {
    /// Fewer fingers than this never begin a pan, however far they move.
    public var minimumNumberOfTouches = 1
    /// More fingers than this fail a pan that has not begun; once it has begun, the extra fingers are
    /// ignored. No limit by default.
    public var maximumNumberOfTouches = Int.max
    /// pt the centroid must move along one axis before the pan begins (UIKit
    /// `+_defaultHysteresis` 10.0 × a touch-sloppiness factor of 1, spec §7.2).
    public var hysteresis = 10.0

    /// The centroid's travel since touch-down, window coordinates, before any hysteresis removal.
    public private(set) var rawTranslation = Point.zero
    /// Subtracted from `rawTranslation` to give `translation`: the hysteresis removed at began,
    /// then whatever `setTranslation` re-based.
    private var origin = Point.zero
    private var lastCentroid = Point.zero
    private var estimator = VelocityTracker()
    private var accelerationEstimator = AccelerationTracker()
    /// Samples are timed from here, so seconds stay small and exact in a `Double`.
    private var startTime = InputTime.zero
    /// When the fingers last moved, and when they lifted: a release long after the last move is
    /// a finger that rested before lifting.
    public private(set) var lastMoveTime: InputTime?
    /// When the last finger lifted (or was cancelled); `nil` while the fingers are down.
    public private(set) var liftTime: InputTime?

    /// A release this long after the last movement counts as a standing finger: velocity zero.
    /// Touch controllers send nothing while a finger rests, so the last samples' velocity would
    /// otherwise fling what the pan moves. 100 ms is Flutter's velocity-tracker horizon
    /// (gestures/velocity_tracker.dart, `_horizonMilliseconds`; spec source S11); it spans two
    /// samples of a 25 Hz ft5x06.
    public static let restingTime = 0.1

    /// Whether the fingers rested before lifting (more than `restingTime` between the last move and
    /// the lift): scroll views and the navigation stack's edge swipe release with zero velocity.
    public var restedBeforeLift: Bool {
        guard let lastMoveTime, let liftTime else { return false }
        return liftTime - lastMoveTime > Self.restingTime
    }

    /// A pan that calls `action` with itself, typed, at `began`, every `changed` and the end.
    public convenience init(action: @escaping (PanGestureRecognizer) -> Void) {
        self.init()
        addAction { if let r = $0 as? PanGestureRecognizer { action(r) } }
    }

    /// The translation in `host`'s coordinates (the window's when `nil`); a vector, so the host
    /// scrolling does not change it.
    public func translation(in host: (any GestureHost)?) -> Point {
        let t = rawTranslation - origin
        return host?.convertVectorFromWindow(t) ?? t
    }

    /// Re-bases the translation so that it reads `translation` in `host`'s coordinates now.
    public func setTranslation(_ translation: Point, in host: (any GestureHost)?) {
        let t = host?.convertVectorToWindow(translation) ?? translation
        origin = rawTranslation - t
    }

    /// pt/s in `host`'s coordinates (a vector; see `VelocityTracker`).
    public func velocity(in host: (any GestureHost)?) -> Point {
        let v = estimator.velocity
        return host?.convertVectorFromWindow(v) ?? v
    }

    /// pt/s² in `host`'s coordinates: how fast the fingers' velocity was changing at their last
    /// move, zero while the samples cannot tell it from their noise (PanePhysics
    /// `AccelerationTracker`). UIKit has no such property; the navigation stack's edge swipe
    /// carries it into its decision at the lift.
    public func acceleration(in host: (any GestureHost)?) -> Point {
        let a = accelerationEstimator.acceleration
        return host?.convertVectorFromWindow(a) ?? a
    }

    /// Whether `raw` (the centroid's travel, window coordinates) is far enough to begin: the
    /// per-axis test of spec §7.2. A scroll view's pan overrides it to count only the axes it scrolls.
    open func hasMovedFarEnough(_ raw: Point) -> Bool {
        PanHysteresis.begins(translation: raw, hysteresis: hysteresis)
    }

    open override func touchesBegan(_ touches: [Touch], at time: InputTime) {
        if state.isActive, trackedTouches.count > maximumNumberOfTouches {
            // Tracking already: extra fingers beyond the maximum are not part of the pan.
            for t in touches.reversed() where trackedTouches.count > maximumNumberOfTouches { ignore(t) }
        } else if state == .possible, trackedTouches.count > maximumNumberOfTouches {
            return state = .failed
        }
        if trackedTouches.count == touches.count, state == .possible {
            lastMoveTime = time
            liftTime = nil
            startTime = time
            estimator.reset()
            estimator.add(rawTranslation, at: 0)
            accelerationEstimator.reset()
            accelerationEstimator.add(rawTranslation, at: 0)
        }
        lastCentroid = locationInWindow
    }

    open override func touchesMoved(_ touches: [Touch], at time: InputTime) {
        lastMoveTime = time
        let c = locationInWindow
        rawTranslation += c - lastCentroid
        lastCentroid = c
        estimator.add(rawTranslation, at: time - startTime)
        accelerationEstimator.add(rawTranslation, at: time - startTime)
        if state.isActive { return state = .changed }
        guard state == .possible, trackedTouches.count >= minimumNumberOfTouches,
              hasMovedFarEnough(rawTranslation) else { return }
        // spec §7.2: on began t' = sign(t)·max(|t| − h, 0) per axis.
        origin = rawTranslation - PanHysteresis.removing(from: rawTranslation, hysteresis: hysteresis)
        state = .began
    }

    open override func touchesCancelled(_ touches: [Touch], at time: InputTime) {
        liftTime = time
        super.touchesCancelled(touches, at: time)
    }

    open override func touchesEnded(_ touches: [Touch], at time: InputTime) {
        liftTime = time
        guard trackedTouches.isEmpty else {
            lastCentroid = locationInWindow
            return
        }
        state = state.isActive ? .ended : .failed
    }

    open override func reset() {
        rawTranslation = .zero
        origin = .zero
        lastCentroid = .zero
        estimator.reset()
        accelerationEstimator.reset()
        super.reset()
    }
}
