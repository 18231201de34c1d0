/// Whether an interactive pop (a navigation stack's swipe from the left edge) completes when the
/// finger lifts, as UIKit decides it (iOS 18's `_UINavigationInteractiveTransition`, as measured
/// and described in the project's issue 27): the position plus the release velocity carried over
/// the transition's 0.35 s must pass 187.5 pt, or half the width when that is less; a flick back
/// toward the edge cancels. The release velocity of a finger that rested before lifting is zero
/// (`PanGestureRecognizer.restedBeforeLift`), as for scroll views.
public enum InteractivePop {
    /// Seconds over which the release velocity is carried: the transition's own length.
    public static let projectionTime = 0.35
    /// The distance the projected position must pass, in points (at most half the width).
    public static let threshold = 187.5
    /// A release moving back toward the edge at least this fast (pt/s) cancels however far the
    /// screen had moved: the slowest release a scroll view flings (0.25 pt/ms, spec §3.3).
    public static let flickBackSpeed = 250.0

    /// Whether the pop completes, for a screen moved `translation` points right and released at
    /// `velocity` pt/s (positive: toward the right) on a stack `width` points wide.
    public static func completes(translation: Double, velocity: Double, width: Double) -> Bool {
        guard width > 0, translation.isFinite, velocity.isFinite else { return false }
        if velocity <= -flickBackSpeed { return false }
        return translation + velocity * projectionTime > Swift.min(threshold, width / 2)
    }
}
