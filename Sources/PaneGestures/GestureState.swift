/// Where a recognizer is in its life (spec §7.1, UIKit's `UIGestureRecognizer.State`).
///
/// Discrete recognizers (tap) go `possible → recognized` or `possible → failed`. Continuous ones
/// (pan, pinch, long press) go `possible → began → changed* → ended`, or end in `cancelled` after
/// beginning, or `failed` before. After `ended`, `cancelled` or `failed` a recognizer returns to
/// `possible` once all of its touches have lifted.
public enum GestureState: Hashable, Sendable, CustomStringConvertible {
    /// Touches are arriving but nothing is recognized yet; also the resting state between touch sequences.
    case possible
    /// A continuous gesture was recognized at this frame; its actions run.
    case began
    /// A continuous gesture moved on; its actions run at every such frame.
    case changed
    /// The gesture finished normally (and a discrete one was recognized: `recognized` is this state).
    case ended
    /// A gesture that had begun was interrupted (its touches were cancelled, or it was disabled); its actions
    /// run once more.
    case cancelled
    /// The touches did not make this gesture, or it lost to another recognizer before beginning; no action
    /// runs.
    case failed

    /// A discrete recognizer's success; the same state as `ended`, as in UIKit.
    public static let recognized = GestureState.ended

    /// True for `ended`, `cancelled` and `failed`: the recognizer waits for its touches to lift
    /// and then resets.
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// True for `began` and `changed`: a continuous recognizer that is tracking.
    public var isActive: Bool { self == .began || self == .changed }

    public var description: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}
