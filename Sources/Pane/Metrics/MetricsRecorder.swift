#if canImport(Glibc)
import Glibc
#endif

/// Feeds a `MetricsFile` from an app's frames (`--metrics FILE`): each frame's duration and the
/// vblanks it missed, the touches it delivered until the vblank that showed them (the display's
/// `onPresented`), the last touch's time, the decodes pending and the pictures that failed; the
/// screen's power state from `ScreenPower`. It chains itself after what was installed before
/// (a trace's `onFrame`, the profiler's `onPresented`), so all of them run.
///
/// Per frame it takes the file's lock once and allocates nothing (the touch buffers are reserved).
@MainActor
public final class MetricsRecorder {
    /// The file this recorder keeps up to date.
    public let file: MetricsFile
    /// Seconds between vblanks, against which missed frames are counted.
    public let refreshInterval: Double
    /// How many decodes wait (the launcher's `Options.pendingWork`).
    public var pendingWork: (@MainActor () -> Int)?
    /// Kernel times of the touch frames delivered in the frame being produced.
    private var delivered: [Int64] = []
    /// Those of the last frame that presented, waiting for its vblank.
    private var waiting: [Int64] = []
    static let touchCapacity = 64

    /// A recorder for `file` on a display refreshing every `refreshInterval` seconds.
    public init(file: MetricsFile, refreshInterval: Double) {
        self.file = file
        self.refreshInterval = refreshInterval > 0 ? refreshInterval : 1.0 / 60
        delivered.reserveCapacity(Self.touchCapacity)
        waiting.reserveCapacity(Self.touchCapacity)
    }

    /// Hooks the recorder into `app`: its touches, its frames and its display's presentations.
    public func install(on app: Application) {
        let touches = app.onTouches, frames = app.onFrame, presented = app.display.onPresented
        app.onTouches = { [unowned self] frame in
            touches?(frame)
            self.touched(frame)
        }
        app.onFrame = { [unowned self] report in
            frames?(report)
            self.framed(report)
        }
        app.display.onPresented = { [unowned self] feedback in
            presented?(feedback)
            self.presented(feedback)
        }
    }

    /// The screen's power state changed.
    public func setPower(_ state: ScreenPowerState) {
        file.update { $0.power = state }
    }

    func touched(_ frame: TouchFrame) {
        if delivered.count < Self.touchCapacity { delivered.append(frame.timestamp.nanoseconds) }
    }

    func framed(_ report: FrameReport) {
        var ms = 0.0
        for i in 0..<report.phases.count { ms += report.phases[i].1 }
        let seconds = ms / 1000
        let missed = max(0, Int((seconds / refreshInterval - 1e-9).rounded(.up)) - 1)
        var lastTouch: Double?
        if let newest = delivered.max() { lastTouch = Self.wallSeconds(ofMonotonic: newest) }
        if report.damagedPixels > 0 {
            // The picture changed: these touches are on screen at the next presentation.
            waiting.removeAll(keepingCapacity: true)
            waiting.append(contentsOf: delivered)
        }
        delivered.removeAll(keepingCapacity: true)
        let pending = pendingWork?() ?? 0
        let failed = ImageService.failedLoads
        file.update { s in
            s.frames += 1
            s.missedFrames += missed
            s.frameSeconds.observe(seconds)
            if let lastTouch { s.lastTouchSeconds = lastTouch }
            s.decodesPending = pending
            s.failedImages = failed
        }
    }

    func presented(_ feedback: PresentationFeedback) {
        guard !waiting.isEmpty else { return }
        let shown = feedback.presentedTime
        file.update { s in
            for t in self.waiting where shown >= t { s.touchToPhotonSeconds.observe(Double(shown - t) / 1e9) }
        }
        waiting.removeAll(keepingCapacity: true)
    }

    /// A `CLOCK_MONOTONIC` time in seconds since 1970, through the two clocks read now.
    static func wallSeconds(ofMonotonic nanoseconds: Int64) -> Double {
        var mono = timespec(), real = timespec()
        clock_gettime(CLOCK_MONOTONIC, &mono)
        clock_gettime(CLOCK_REALTIME, &real)
        let monoNow = Int64(mono.tv_sec) * 1_000_000_000 + Int64(mono.tv_nsec)
        let realNow = Double(real.tv_sec) + Double(real.tv_nsec) / 1e9
        return realNow - Double(monoNow - nanoseconds) / 1e9
    }
}
