/// Where a touch is in its life, as in UIKit's `UITouch.Phase`.
///
/// A touch is `began` in the first frame it appears in, then `moved` or `stationary` in each
/// later frame, and `ended` (lifted) or `cancelled` (its device went away, a palm was detected,
/// a `SYN_DROPPED` could not account for it) in its last frame. After `ended` or `cancelled`
/// its id never appears again.
public enum TouchPhase: Hashable, Sendable, CustomStringConvertible {
    /// The touch's first frame: the finger landed.
    case began
    /// The touch moved since its previous frame.
    case moved
    /// The touch is still down and did not move (something else in the frame changed).
    case stationary
    /// The finger lifted; the touch's last frame.
    case ended
    /// The touch was lost (its device went away, it turned out to be a palm, or events were dropped); its
    /// last frame, and nothing should act on it as a tap.
    case cancelled

    /// True for `ended` and `cancelled`: the touch's last frame.
    public var isFinal: Bool { self == .ended || self == .cancelled }

    public var description: String {
        switch self {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}
