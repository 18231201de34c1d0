#if canImport(Glibc)
import Glibc
#endif

/// One headless run in progress, a step at a time, so that `HeadlessRunner`'s synchronous and
/// async forms share every decision and differ only in how they let main-actor work run.
@MainActor
final class HeadlessRun {
    enum Step {
        /// A frame ran or the clock jumped: let queued main-actor work run, then step again.
        case progressed
        /// A frame ran while tracked tasks run: let their work run, and wait up to a frame
        /// interval of real time for it, so that virtual time does not outrun the tasks (a
        /// spinner turns at its real speed while the data loads).
        case pacedByTasks
        /// Nothing is due but tracked tasks are running: wait for their work in real time.
        case waitingForTasks
        /// The run is over.
        case finished
    }

    let runner: HeadlessRunner
    let app: Application
    let script: TouchScript
    let start: InputTime
    var time: InputTime
    var next = 0
    var frames = 0
    var written: [String] = []
    var batch: [TouchFrame] = []
    /// The script's next key event, and the keys due this frame.
    var nextKey = 0
    var nextPointer = 0
    var keyBatch: [KeyEvent] = []
    /// Set when tracked tasks cannot be waited for (or were waited for too long).
    var ignoresTasks = false
    var waitedTooLong = false

    init(runner: HeadlessRunner, app: Application, script: TouchScript, startTime: InputTime?) {
        self.runner = runner
        self.app = app
        self.script = script
        start = startTime ?? script.startTime ?? .zero
        time = start
        if let framesDirectory = runner.framesDirectory { mkdir(framesDirectory, 0o755) }
        app.window.frameInterval = runner.frameInterval
        let startTime = start
        app.clock = { [weak self] in self?.time ?? startTime }
        // A frame in memory is shown at its own (virtual) time.
        if let headless = app.display as? HeadlessDisplay {
            headless.presentationClock = { [unowned app] in app.window.frameTime.nanoseconds }
        }
    }

    /// Real seconds spent waiting for tracked tasks so far.
    private(set) var waitedForTasks = 0.0

    /// Counts `seconds` of real time spent on tracked tasks; past the runner's `maxTaskWait` the
    /// run gives up on them: it goes on as if they were done, and ends unsettled.
    func waitedForTasks(_ seconds: Double) {
        waitedForTasks += seconds
        if waitedForTasks >= runner.maxTaskWait {
            ignoresTasks = true
            waitedTooLong = true
        }
    }

    private var tasksRun: Bool { !ignoresTasks && app.runningTaskCount > 0 }

    func step() throws(DisplayError) -> Step {
        guard frames < runner.maxFrames else { return .finished }
        let busy = runner.isBusy?() ?? false
        batch.removeAll(keepingCapacity: true)
        while next < script.frames.count, script.frames[next].timestamp <= time {
            batch.append(script.frames[next])
            next += 1
        }
        keyBatch.removeAll(keepingCapacity: true)
        while nextKey < script.keys.count, script.keys[nextKey].time <= time {
            keyBatch.append(script.keys[nextKey])
            nextKey += 1
        }
        var pointerMoved = false
        while nextPointer < script.pointer.count, script.pointer[nextPointer].time <= time {
            if let frame = app.handlePointer(script.pointer[nextPointer]) { batch.append(frame) }
            pointerMoved = true
            nextPointer += 1
        }
        if pointerMoved { batch.sort { $0.timestamp < $1.timestamp } }
        let quiet = batch.isEmpty && keyBatch.isEmpty && !pointerMoved && !busy && !app.needsFrame(at: time)
        let interval = runner.frameInterval
        if quiet && tasksRun { return .waitingForTasks }
        // The script is over and nothing moves: done, unless asked to run on (timers wait).
        if next >= script.frames.count, nextKey >= script.keys.count, nextPointer >= script.pointer.count, quiet, settled(ignoringTasks: ignoresTasks),
           runner.until.map({ time >= $0 }) ?? true { return .finished }
        if quiet {
            // Idle: jump to the next touch or deadline, on the frame grid.
            var wake: InputTime?
            if next < script.frames.count { wake = script.frames[next].timestamp }
            if nextKey < script.keys.count { wake = wake.map { min($0, script.keys[nextKey].time) } ?? script.keys[nextKey].time }
            if nextPointer < script.pointer.count {
                wake = wake.map { min($0, script.pointer[nextPointer].time) } ?? script.pointer[nextPointer].time
            }
            if let deadline = app.nextDeadline { wake = wake.map { min($0, deadline) } ?? deadline }
            if let until = runner.until, until > time { wake = wake.map { min($0, until) } ?? until }
            guard let wake else { return .finished }
            let steps = ((wake - start) / interval).rounded(.up)
            time = max(time + interval, start + steps * interval)
            return .progressed
        }
        runner.beforeFrame?()
        let report = try app.runFrame(at: time, touches: batch, keys: keyBatch)
        frames += 1
        if report.frame % max(1, runner.every) == 0 { try write(report.frame) }
        // A frame that simulated work (`Application.simulateWork`) takes the slots it filled.
        time = time + interval * Profiler.slots(work: app.frameWork, interval: interval)
        return tasksRun ? .pacedByTasks : .progressed
    }

    /// `app.isSettled`, or the same without its tracked tasks once those are ignored.
    private func settled(ignoringTasks: Bool) -> Bool {
        ignoringTasks ? app.isSettledApartFromTasks : app.isSettled
    }

    func finish() throws(DisplayError) -> HeadlessRunner.Outcome {
        let end = time
        app.clock = { end }  // after the run, the app's clock stays where the run ended
        var lastWritten = -1
        if let name = written.last, let n = Int(name.dropLast(4).suffix(5)) { lastWritten = n }
        if frames > 0 && lastWritten != app.frameNumber - 1 { try write(app.frameNumber - 1) }
        var outcome = HeadlessRunner.Outcome(
            frames: frames, endTime: time,
            settled: app.isSettled && next >= script.frames.count && nextKey >= script.keys.count && nextPointer >= script.pointer.count && !(runner.isBusy?() ?? false),
            writtenFiles: written)
        outcome.waitedTooLong = waitedTooLong
        return outcome
    }

    private func write(_ frame: Int) throws(DisplayError) {
        guard let framesDirectory = runner.framesDirectory, let display = app.display as? HeadlessDisplay else { return }
        let name = "\(framesDirectory)/frame-\(pad(frame, 5)).png"
        try display.writePNG(to: name)
        written.append(name)
    }
}
