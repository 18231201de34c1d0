/// The steps of one frame, in order (DESIGN.md §2).
public enum FramePhase: String, Sendable, CaseIterable {
    /// Touch frames delivered to recognizers and views; gesture deadlines woken.
    case input
    /// Animations stepped to the frame's target time.
    case animation
    /// `layoutSubviews` of marked views.
    case layout
    /// Damage collected and repainted into the shadow frame.
    case composite
    /// The damage copied to the display and shown.
    case present
}

/// What one frame did: for traces (`--trace`) and `tools/fps`.
public struct FrameReport: Sendable {
    /// The frame's number, counting from 0 at the app's first frame.
    public var frame: Int
    /// The frame's target time: what animations were stepped to.
    public var time: InputTime
    /// Pixels repainted; 0 when nothing changed.
    public var damagedPixels = 0
    /// Wall-clock milliseconds each phase took, in order. Measurements only: behaviour never
    /// depends on them.
    public var phases: [(FramePhase, Double)] = []
    /// The screen's power state after the frame (`ScreenPower`).
    public var power = ScreenPowerState.on

    /// A report for frame `frame` at `time`, with nothing measured yet.
    public init(frame: Int, time: InputTime) {
        self.frame = frame
        self.time = time
    }
}
