/// A frame that reached the screen, as a display reports it: the refresh that showed it and
/// when. These are the fields of wlroots' presentation event (`wlr_presentation_event`: `seq`,
/// `when`), named as a `CADisplayLink` user would look for them.
public struct PresentationFeedback: Hashable, Sendable {
    /// The vblank counter of the refresh that showed the frame (DRM's event `sequence`,
    /// wlroots' `seq`); a headless display counts its presents instead.
    public var sequence: UInt32
    /// When the frame became visible, in `CLOCK_MONOTONIC` nanoseconds (wlroots' `when`, what
    /// `CADisplayLink.timestamp` gives for the frame last shown); on a headless display, the
    /// virtual time of the present (`HeadlessDisplay.presentationClock`).
    public var presentedTime: Int64

    /// Feedback from its two fields, as a display or a test makes it.
    public init(sequence: UInt32, presentedTime: Int64) {
        self.sequence = sequence
        self.presentedTime = presentedTime
    }
}
