#if canImport(Glibc)
import Glibc
#endif

/// Runs an app on virtual time: frames every `frameInterval` seconds of a clock that starts at
/// the replayed script's first touch, so that a run gives the same frames, pixel for pixel, every
/// time and on every machine.
///
/// Each frame delivers the script's touch frames that are due, then runs `Application.runFrame`.
/// Stretches where nothing happens (no touch due, nothing animating, no gesture deadline) are
/// skipped in one jump to the next event, as a real panel would sleep through them. The run
/// ends once the script is over and the app has settled, or after `maxFrames`.
@MainActor
public struct HeadlessRunner {
    /// Seconds between frames: a 60 Hz panel by default.
    public var frameInterval = 1.0 / 60
    /// Where to write frames as PNG files (`frame-00001.png`, …); nothing when `nil`.
    public var framesDirectory: String?
    /// Write every `every`-th frame (the last frame is always written).
    public var every = 1
    /// A run that has not settled after this many frames stops (the outcome's `settled` is false): a guard
    /// against animations that never end.
    public var maxFrames = 100_000
    /// Keep the clock running until this time even when the app has settled (to let timers
    /// such as a slideshow's fire); `nil` ends at the first settled moment after the script.
    public var until: InputTime?
    /// Runs before every frame (for example, to hand decoded images to their views).
    public var beforeFrame: (() -> Void)?
    /// Work the app waits for (images to decode): while true, frames keep coming (so
    /// `beforeFrame` can finish it) and the run does not end.
    public var isBusy: (() -> Bool)?

    /// A runner at 60 Hz that writes no frames.
    public init() {}

    /// What a run did.
    public struct Outcome: Sendable {
        /// How many frames ran.
        public var frames: Int
        /// The virtual time when the run ended.
        public var endTime: InputTime
        /// Whether the app settled (no touch, animation or deadline left) before `maxFrames`.
        public var settled: Bool
        /// The PNG files written, in order; empty without a `framesDirectory`.
        public var writtenFiles: [String]
    }

    /// Replays `script` into `app` on virtual time from `startTime` (else the script's first touch, else
    /// zero) until it settles; throws when presenting fails.
    public func run(_ app: Application, script: TouchScript = TouchScript(frames: []),
                    startTime: InputTime? = nil) throws(DisplayError) -> Outcome {
        let start = startTime ?? script.startTime ?? .zero
        var time = start
        var next = 0
        var frames = 0
        var written: [String] = []
        var batch: [TouchFrame] = []
        if let framesDirectory { mkdir(framesDirectory, 0o755) }
        app.window.frameInterval = frameInterval
        // A frame in memory is shown at its own (virtual) time.
        if let headless = app.display as? HeadlessDisplay {
            headless.presentationClock = { [unowned app] in app.window.frameTime.nanoseconds }
        }

        func write(_ frame: Int) throws(DisplayError) {
            guard let framesDirectory, let display = app.display as? HeadlessDisplay else { return }
            let name = "\(framesDirectory)/frame-\(pad(frame, 5)).png"
            try display.writePNG(to: name)
            written.append(name)
        }

        while frames < maxFrames {
            let busy = isBusy?() ?? false
            batch.removeAll(keepingCapacity: true)
            while next < script.frames.count, script.frames[next].timestamp <= time {
                batch.append(script.frames[next])
                next += 1
            }
            // The script is over and nothing moves: done, unless asked to run on (timers wait).
            if next >= script.frames.count, app.isSettled, batch.isEmpty, !busy, !app.needsFrame(at: time),
               until.map({ time >= $0 }) ?? true { break }
            if batch.isEmpty && !busy && !app.needsFrame(at: time) {
                // Idle: jump to the next touch or gesture deadline, on the frame grid.
                var wake: InputTime?
                if next < script.frames.count { wake = script.frames[next].timestamp }
                if let deadline = app.nextDeadline { wake = wake.map { min($0, deadline) } ?? deadline }
                if let until, until > time { wake = wake.map { min($0, until) } ?? until }
                guard let wake else { break }
                let steps = ((wake - start) / frameInterval).rounded(.up)
                time = max(time + frameInterval, start + steps * frameInterval)
                continue
            }
            beforeFrame?()
            let report = try app.runFrame(at: time, touches: batch)
            frames += 1
            if report.frame % max(1, every) == 0 { try write(report.frame) }
            // A frame that simulated work (`Application.simulateWork`) takes the slots it filled.
            time = time + frameInterval * Profiler.slots(work: app.frameWork, interval: frameInterval)
        }
        var lastWritten = -1
        if let name = written.last, let n = Int(name.dropLast(4).suffix(5)) { lastWritten = n }
        if frames > 0 && lastWritten != app.frameNumber - 1 { try write(app.frameNumber - 1) }
        return Outcome(frames: frames, endTime: time,
                       settled: app.isSettled && next >= script.frames.count && !(isBusy?() ?? false),
                       writtenFiles: written)
    }
}

/// `n` in decimal, zero-padded to `width` digits.
func pad(_ n: Int, _ width: Int) -> String {
    let s = String(n)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
}
