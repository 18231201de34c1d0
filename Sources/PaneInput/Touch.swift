public import PaneGeometry

/// One finger (or pen) on the panel in one `TouchFrame`.
///
/// `location` is in display points, after range mapping, calibration and rotation
/// (`TouchTransform`), in the display's coordinate system with (0, 0) at its top left.
public struct Touch: Hashable, Sendable, CustomStringConvertible {
    /// Which touch this is, stable from `began` to `ended` or `cancelled`.
    public var id: TouchID
    /// Where the touch is in its life at this frame.
    public var phase: TouchPhase
    /// Where the touch is, in display points; for `ended` and `cancelled`, where it was last.
    public var location: Point
    /// The time of the frame this state belongs to (the `SYN_REPORT`'s kernel timestamp).
    public var timestamp: InputTime

    /// A touch state from its parts, as a decoder or a test makes it.
    public init(id: TouchID, phase: TouchPhase, location: Point, timestamp: InputTime) {
        self.id = id
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }

    public var description: String { "\(id) \(phase) \(location)" }
}
