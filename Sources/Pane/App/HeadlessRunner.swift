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
///
/// Main-actor work queued by tasks runs between frames. While the app's tracked tasks
/// (`Application.task(_:)`) run, virtual time goes no faster than real time (frames that
/// animate, a spinner, come at most one per `frameInterval` of real time), and when nothing
/// else is due the run waits for the tasks (up to `maxTaskWait` seconds); then virtual time
/// goes on at its own speed. The synchronous `run` serves the
/// main queue itself and so must be called on the process's first thread (an app's
/// `main.swift`, which `AppLauncher.run` is); from a test or any other async context use the
/// `async` form, which lets the main actor run queued work by awaiting.
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
    public var beforeFrame: (@MainActor () -> Void)?
    /// Work the app waits for (images to decode): while true, frames keep coming (so
    /// `beforeFrame` can finish it) and the run does not end.
    public var isBusy: (@MainActor () -> Bool)?
    /// Real seconds a run waits in all for tracked tasks (idle, or pacing frames to real time);
    /// then it ends unsettled (`Outcome.waitedTooLong`). A guard against a task that never
    /// ends (a refresh loop), which a headless run would otherwise wait for forever.
    public var maxTaskWait = 60.0

    /// A runner at 60 Hz that writes no frames.
    public init() {}

    /// What a run did.
    public struct Outcome: Sendable {
        /// How many frames ran.
        public var frames: Int
        /// The virtual time when the run ended.
        public var endTime: InputTime
        /// Whether the app settled (no touch, animation, deadline or tracked task left) before
        /// `maxFrames`.
        public var settled: Bool
        /// The PNG files written, in order; empty without a `framesDirectory`.
        public var writtenFiles: [String]
        /// Whether the run gave up waiting for tracked tasks after `maxTaskWait` seconds.
        public var waitedTooLong = false
    }

    /// Replays `script` into `app` on virtual time from `startTime` (else the script's first touch, else
    /// zero) until it settles; throws when presenting fails. Serves the main queue between frames;
    /// call it on the process's first thread (see the type's summary).
    public func run(_ app: Application, script: TouchScript = TouchScript(frames: []),
                    startTime: InputTime? = nil) throws(DisplayError) -> Outcome {
        let run = HeadlessRun(runner: self, app: app, script: script, startTime: startTime)
        while true {
            let step = try run.step()
            if step == .pacedByTasks || step == .waitingForTasks, !MainQueue.isServedHere {
                // Off the first thread the main queue is not this loop's to serve, and waiting here
                // would hold the very actor the tasks need: go on without them.
                AppLauncher.log("pane: \(app.runningTaskCount) tasks still running; a synchronous headless run "
                                + "off the main thread cannot wait for them (use the async run)")
                run.ignoresTasks = true
                continue
            }
            let start = RunLoop.monotonicNow()
            switch step {
            case .finished: return try run.finish()
            case .progressed: MainQueue.drain()
            case .pacedByTasks: MainQueue.wait(timeout: frameInterval)
            case .waitingForTasks: MainQueue.wait(timeout: max(0, maxTaskWait - run.waitedForTasks))
            }
            if step != .progressed { run.waitedForTasks(RunLoop.monotonicNow() - start) }
        }
    }

    /// The same run for async callers (tests, async code on the main actor): between frames it
    /// awaits, so the main actor runs queued work, and it waits for tracked tasks by sleeping.
    public func run(_ app: Application, script: TouchScript = TouchScript(frames: []),
                    startTime: InputTime? = nil) async throws(DisplayError) -> Outcome {
        let run = HeadlessRun(runner: self, app: app, script: script, startTime: startTime)
        while true {
            let step = try run.step()
            let start = RunLoop.monotonicNow()
            switch step {
            case .finished: return try run.finish()
            case .progressed: await Task.yield()
            case .pacedByTasks: try? await Task.sleep(nanoseconds: UInt64(frameInterval * 1e9))
            case .waitingForTasks: try? await Task.sleep(nanoseconds: 1_000_000)
            }
            if step != .progressed { run.waitedForTasks(RunLoop.monotonicNow() - start) }
        }
    }
}

/// `n` in decimal, zero-padded to `width` digits.
func pad(_ n: Int, _ width: Int) -> String {
    let s = String(n)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
}
