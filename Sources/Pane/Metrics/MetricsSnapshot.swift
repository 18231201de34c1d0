/// What the metrics file (`--metrics FILE`) says at one moment: the counters and histograms the
/// run loop keeps (`MetricsRecorder`), and what the writer reads when it writes (uptime, memory).
public struct MetricsSnapshot: Sendable, Equatable {
    /// Frames produced.
    public var frames = 0
    /// Refresh intervals frames missed: a frame that took longer than one interval missed one
    /// vblank for each interval beyond the first (a hitch).
    public var missedFrames = 0
    /// Seconds each frame took, input to present.
    public var frameSeconds = MetricsHistogram(bounds: [0.002, 0.004, 0.008, 0.016, 0.033, 0.05, 0.1, 0.25, 1])
    /// Seconds from a touch's kernel timestamp to the vblank that showed the frame it changed.
    public var touchToPhotonSeconds = MetricsHistogram(bounds: [0.016, 0.033, 0.05, 0.066, 0.1, 0.15, 0.25, 0.5, 1])
    /// Resident memory in bytes (`/proc/self/statm`).
    public var residentBytes = 0
    /// Pictures that failed to load (`ImageService`), since the start.
    public var failedImages = 0
    /// Decodes waiting or running.
    public var decodesPending = 0
    /// Seconds since the app started.
    public var uptimeSeconds = 0.0
    /// The last touch, in seconds since 1970 (UTC); `nil` before the first.
    public var lastTouchSeconds: Double?
    /// The screen's power state.
    public var power = ScreenPowerState.on

    /// A snapshot with every count at zero, the screen on.
    public init() {}
}
