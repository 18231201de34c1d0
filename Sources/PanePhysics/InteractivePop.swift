/// Whether an interactive pop (a navigation stack's swipe from the left edge) completes when the
/// finger lifts, as UIKit decides it (iOS 18's `_UINavigationInteractiveTransition`, as measured
/// and described in the project's issue 27): the position, carried on over the transition's
/// 0.35 s at the release velocity and acceleration, must pass 187.5 pt, or half the width when
/// that is less; a flick back toward the edge cancels. The release velocity and acceleration of a
/// finger that rested before lifting are zero (`PanGestureRecognizer.restedBeforeLift`), as for
/// scroll views.
public enum InteractivePop {
    /// Seconds over which the release velocity and acceleration are carried: the transition's own
    /// length.
    public static let projectionTime = 0.35
    /// The distance the projected position must pass, in points (at most half the width).
    public static let threshold = 187.5
    /// A release moving back toward the edge at least this fast (pt/s) cancels however far the
    /// screen had moved: the slowest release a scroll view flings (0.25 pt/ms, spec §3.3).
    public static let flickBackSpeed = 250.0

    /// Whether the pop completes, for a screen moved `translation` points right and released at
    /// `velocity` pt/s and `acceleration` pt/s² (positive: toward the right) on a stack `width`
    /// points wide.
    public static func completes(translation: Double, velocity: Double, acceleration: Double = 0,
                                 width: Double) -> Bool {
        guard width > 0, translation.isFinite, velocity.isFinite else { return false }
        if velocity <= -flickBackSpeed { return false }
        let projected = translation + travel(velocity: velocity, acceleration: acceleration, over: projectionTime)
        return projected > Swift.min(threshold, width / 2)
    }

    /// How far a release at `velocity` (pt/s) and `acceleration` (pt/s²) carries in `time`
    /// seconds: v·t + a·t²/2, except that a finger slowing down stops where its speed reaches
    /// zero (v²/2|a|) rather than turning back, since only the release velocity says which way
    /// it was going. A non-finite acceleration counts as none.
    public static func travel(velocity v: Double, acceleration: Double, over time: Double) -> Double {
        let a = acceleration.isFinite ? acceleration : 0
        if v * a < 0, abs(v) < abs(a) * time {
            return v * abs(v) / (2 * abs(a))
        }
        return v * time + a * time * time / 2
    }
}
