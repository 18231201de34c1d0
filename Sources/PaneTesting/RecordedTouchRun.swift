#if canImport(Glibc)
import Glibc
#endif
public import Pane

/// Replays an evemu recording into an app headless, on virtual time, exactly as
/// `app --display headless --size WxH --replay FILE --trace OUT` does (through `AppLauncher.run`,
/// with the app's own setup closure), and hands back what a test checks: the exit status, the
/// app (its window, its last frame), the trace, and the frames written when asked.
///
/// ```swift
/// let run = try RecordedTouchRun(recording: "Recordings/order.evemu") { app, board in
///     try Kiosk.setUp(app, board: board)
/// }
/// #expect(run.status == 0)
/// #expect(run.compareLastFrame(toGolden: "order") == nil)
/// ```
///
/// Recordings come from the panel (`touch-replay --record`, or `evemu-record`) or are written by
/// a script; the description in the recording maps its axes to the display, as on the device.
/// Nothing is printed besides what the app and `AppLauncher` print.
@MainActor
public final class RecordedTouchRun {
    /// `AppLauncher.run`'s exit status: 0, 2 for a bad flag, board or recording, 1 for a display error.
    public let status: Int32
    /// The app that ran (`nil` when the run stopped before setup: a bad flag or recording).
    public let app: Application?
    /// The `--trace` lines, one per frame.
    public let trace: [TraceFrame]
    /// PNG files written with `framesDirectory`, in order (`frame-00001.png`, …).
    public let frameFiles: [String]

    /// Compares the last composited frame (the settled end state when `status` is 0) with the
    /// golden `Goldens/<name>.png` beside the calling test file: `Golden.compare`'s answer, or a
    /// mismatch saying there was no app.
    public func compareLastFrame(toGolden name: String, filePath: String = #filePath) -> Golden.Mismatch? {
        guard let app else { return Golden.Mismatch(description: "\(name): the app did not start (status \(status))") }
        return Golden.compare(app.compositor.frame, named: name, filePath: filePath)
    }

    /// Runs the app. `recording` is a path (relative paths are relative to the working
    /// directory; `recordingsFolder(filePath:)` finds a test's own), `size` the headless display,
    /// `arguments` extra command-line arguments (the app's own flags, `--board`), and
    /// `framesDirectory` a folder for every `every`-th frame as PNG. Throws when the trace cannot
    /// be written or read back.
    public init(recording: String, size: PixelSize = PixelSize(width: 800, height: 480), arguments: [String] = [],
                framesDirectory: String? = nil, every: Int = 1, program: String = "app",
                setup: @MainActor (Application, BoardProfile) throws -> AppLauncher.Options) throws {
        let plan = Plan(recording: recording, size: size, arguments: arguments, framesDirectory: framesDirectory, every: every)
        defer { unlink(plan.tracePath) }
        var launched: Application?
        status = AppLauncher.run(arguments: plan.arguments, program: program) { app, board in
            launched = app
            return try setup(app, board)
        }
        app = launched
        (trace, frameFiles) = try plan.results()
    }

    /// The same run, awaiting between frames: use it (`try await RecordedTouchRun(…)`) when the
    /// app starts work with `app.task`, so that the run waits for it as the app's own headless
    /// run would (a test's main queue is not the test's thread to serve; see `HeadlessRunner`).
    public init(recording: String, size: PixelSize = PixelSize(width: 800, height: 480), arguments: [String] = [],
                framesDirectory: String? = nil, every: Int = 1, program: String = "app",
                setup: @MainActor (Application, BoardProfile) throws -> AppLauncher.Options) async throws {
        let plan = Plan(recording: recording, size: size, arguments: arguments, framesDirectory: framesDirectory, every: every)
        defer { unlink(plan.tracePath) }
        var launched: Application?
        status = await AppLauncher.run(arguments: plan.arguments, program: program) { app, board in
            launched = app
            return try setup(app, board)
        }
        app = launched
        (trace, frameFiles) = try plan.results()
    }

    /// The command line of a run and where its results go.
    struct Plan {
        let tracePath = RecordedTouchRun.temporaryPath("trace.jsonl")
        let arguments: [String]
        let framesDirectory: String?

        init(recording: String, size: PixelSize, arguments extra: [String], framesDirectory: String?, every: Int) {
            var args = ["--display", "headless", "--size", "\(size.width)x\(size.height)",
                        "--replay", recording, "--trace", tracePath]
            if let framesDirectory { args += ["--frames-out", framesDirectory, "--every", "\(every)"] }
            arguments = args + extra
            self.framesDirectory = framesDirectory
        }

        /// The trace read back and the frames written.
        func results() throws -> ([TraceFrame], [String]) {
            let trace = access(tracePath, F_OK) == 0 ? try TraceReader.read(path: tracePath) : []
            return (trace, framesDirectory.map(RecordedTouchRun.pngFiles(in:)) ?? [])
        }
    }

    /// The `Recordings` folder beside the calling test file (`#filePath`), where a test keeps its
    /// `.evemu` files, as `Golden` keeps PNGs in `Goldens`.
    public static func recordingsFolder(filePath: String = #filePath) -> String {
        String(filePath[..<(filePath.lastIndex(of: "/") ?? filePath.endIndex)]) + "/Recordings"
    }

    /// The traced frame that delivered a touch at `ms` milliseconds into the run: the first at
    /// or after it.
    public func frame(at ms: Double) -> TraceFrame? { trace.first { $0.t >= ms } }

    nonisolated static func temporaryPath(_ name: String) -> String {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return "/tmp/pane-testing-\(getpid())-\(ts.tv_sec)\(ts.tv_nsec)-\(name)"
    }

    nonisolated static func pngFiles(in directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix("frame-") && name.hasSuffix(".png") { names.append(directory + "/" + name) }
        }
        return names.sorted()
    }
}
