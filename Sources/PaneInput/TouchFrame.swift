/// Everything a touch device said between two `SYN_REPORT`s: one entry for every touch that is
/// down, plus the touches that ended or were cancelled in this frame (with their last location).
///
/// Touches are ordered by `id`. A frame may hold only `stationary` touches when the device
/// reported a change the touch model does not carry (pressure, for instance); the decoder drops
/// frames in which nothing about any touch is known to have happened at all.
public struct TouchFrame: Hashable, Sendable, CustomStringConvertible {
    /// The kernel's time of the `SYN_REPORT` that closed the frame (or the caller's `now` for a frame that
    /// cancels touches).
    public var timestamp: InputTime
    /// Every touch down in this frame and every touch that ended or was cancelled in it, ordered by `id`.
    public var touches: [Touch]

    /// A frame from its parts; `touches` should be ordered by `id`.
    public init(timestamp: InputTime, touches: [Touch]) {
        self.timestamp = timestamp
        self.touches = touches
    }

    /// The touch with `id`, if it is in this frame.
    public func touch(withID id: TouchID) -> Touch? {
        touches.first { $0.id == id }
    }

    /// The touches that are still down after this frame (all but `ended` and `cancelled`).
    public var activeTouches: [Touch] { touches.filter { !$0.phase.isFinal } }

    public var description: String { "\(timestamp): \(touches)" }
}
