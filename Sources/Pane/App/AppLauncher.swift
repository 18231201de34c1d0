#if canImport(Glibc)
import Glibc
#endif

/// Starts a Pane app the way every Pane app starts: the shared flags (`CommandLineFlags`), the
/// board profile, the best display there is, touch input (or a replayed recording), an optional
/// trace, then frames until the app is told to stop.
///
/// ```swift
/// exit(AppLauncher.run { app, board in
///     app.window.addSubview(MyKioskView(frame: app.window.bounds))
///     return .init()
/// })
/// ```
///
/// On a panel (`--display kms`, or `auto` when a usable DRM card exists) frames are paced by the
/// page flips and touches come from the touchscreen, or from `--replay` in real time. Headless
/// (`--display headless`, or `auto` without a card) the app runs on virtual time and replays
/// `--replay` (or the app's own script) frame-exactly, writing `--frames-out` PNGs; the run ends
/// when the script is over and the app has settled. On a desktop (`--display window`, or `auto`
/// with a display server and no panel) frames go to a window and the mouse is a finger
/// (`WindowDisplay`, the Desktop article). Either way, `pane: settled` is printed when
/// nothing is left to do, which is what end-to-end tests wait for.
@MainActor
public enum AppLauncher {
    /// What the app asks of the launcher after setting itself up.
    public struct Options {
        /// Played headless when no `--replay` is given (`make run` without a panel).
        public var defaultScript: TouchScript?
        /// With the default script: where frames go when `--frames-out` is not given.
        public var defaultFramesDirectory: String?
        /// Keep virtual time running this long after the script (for timers such as a slideshow).
        public var runOnAfterScript: Double = 0
        /// Called once between frames before each frame: decode results, queued work.
        public var beforeFrame: (@MainActor () -> Void)?
        /// With the default script and no `--every`: write every this many frames.
        public var defaultEvery = 1
        /// Descriptors the panel loop watches besides touch: each handler runs on the loop
        /// thread when its descriptor is readable, and a frame follows. For work finished on
        /// other threads, such as `ImageLoader.completionFD` with a handler that drains it.
        /// The handler must make the descriptor unreadable again (read it), or it runs in a loop.
        public var wakeSources: [(fd: Int32, handler: @MainActor () -> Void)] = []
        /// Work in flight (images decoding): while it returns `true`, `pane: settled` is not
        /// printed and a headless run does not end (it runs frames, so `beforeFrame` can finish
        /// the work).
        public var isBusy: (@MainActor () -> Bool)?
        /// How much work waits (decodes pending), for profiles' samples.
        public var pendingWork: (@MainActor () -> Int)?
        /// A headless run that has not settled after this many frames stops with exit status 1
        /// and a line saying so (an animation that never ends, a touch never lifted).
        public var maxHeadlessFrames = 100_000
        /// Real seconds a headless run waits in all for tracked tasks (`Application.task(_:)`)
        /// with nothing else to do before it stops with exit status 1 and a line saying so.
        public var maxHeadlessTaskWait = 60.0
        /// Opt-in state restoration for the live edit loop (`make dev`): `save` says where the
        /// app is (a screen, a photo) in one line when the window closes, and the rebuilt app gets
        /// it back in `restore` before its first frame. `nil`: the app starts afresh.
        public var stateRestoration: StateRestoration?

        /// Options with a default replay and frames folder for headless runs without flags; the rest start at
        /// their defaults.
        public init(defaultScript: TouchScript? = nil, defaultFramesDirectory: String? = nil) {
            self.defaultScript = defaultScript
            self.defaultFramesDirectory = defaultFramesDirectory
        }
    }

    /// Parses `arguments`, builds the app with `setup`, runs it, and returns the exit status:
    /// 0, or 2 with a message on standard error for bad flags, a bad board file, a missing panel
    /// when `--display kms` was asked for, or a bad recording.
    ///
    /// `flags` declares the app's own flags (`AppFlag`): with them, `--help` lists every flag
    /// on standard output and returns 0 without opening anything, and a flag nobody declared
    /// (`--bogus`, a `--frame-out` typo) or a stray operand is a usage error (status 2).
    public static func run(arguments: [String] = Array(CommandLine.arguments.dropFirst()), program: String = "pane",
                           flags appFlags: [AppFlag] = [],
                           setup: @MainActor (Application, BoardProfile) throws -> Options) -> Int32 {
        let keyboardLayouts = KeyboardView.defaultLayouts   // the launch's, for this run only
        defer { KeyboardView.defaultLayouts = keyboardLayouts }
        switch start(arguments: arguments, program: program, flags: appFlags, setup: setup) {
        case .ended(let status): return status
        case .ready(let launch):
            let status = launch.panel.map {
                PanelLoop.run(launch.app, panel: $0, board: launch.board, script: launch.script,
                              pacing: launch.flags.pacing, options: launch.options, program: program)
            } ?? runWindow(launch) ?? runHeadless(launch)
            return launch.finish(status)
        }
    }

    /// The same launch for async callers: headless, the run awaits between frames (so tracked
    /// tasks run and are waited for where the main queue is not this thread's to serve, as in
    /// `swift test`). An app's `main.swift` uses the synchronous form.
    public static func run(arguments: [String] = Array(CommandLine.arguments.dropFirst()), program: String = "pane",
                           flags appFlags: [AppFlag] = [],
                           setup: @MainActor (Application, BoardProfile) throws -> Options) async -> Int32 {
        let keyboardLayouts = KeyboardView.defaultLayouts   // the launch's, for this run only
        defer { KeyboardView.defaultLayouts = keyboardLayouts }
        switch start(arguments: arguments, program: program, flags: appFlags, setup: setup) {
        case .ended(let status): return status
        case .ready(let launch):
            let status: Int32
            if let panel = launch.panel {
                status = PanelLoop.run(launch.app, panel: panel, board: launch.board, script: launch.script,
                                       pacing: launch.flags.pacing,
                                       options: launch.options, program: program)
            } else if let windowStatus = runWindow(launch) {
                status = windowStatus
            } else {
                let runner = launch.headlessRunner
                let outcome: Result<HeadlessRunner.Outcome, DisplayError>
                do { outcome = .success(try await runner.run(launch.app, script: launch.headlessScript)) } catch {
                    outcome = .failure(error)
                }
                status = headlessStatus(launch, runner: runner) { _ throws(DisplayError) in try outcome.get() }
            }
            return launch.finish(status)
        }
    }

    /// Everything before the frames: flags, board, display, the app's set-up, trace, replay and
    /// profiling; or the exit status when one of them failed.
    static func start(arguments: [String], program: String, flags appFlags: [AppFlag],
                      setup: @MainActor (Application, BoardProfile) throws -> Options) -> Start {
        // A closed pipe (a `--trace` or standard output read by a program that quit) is EPIPE
        // for the write, which each writer handles, not a signal that kills the kiosk.
        signal(SIGPIPE, SIG_IGN)
        JournalLog.program.withLock { $0 = program }
        if asksForHelp(arguments) {
            say(usage(program: program, flags: appFlags))
            return .ended(0)
        }
        let flags: CommandLineFlags
        do {
            flags = try CommandLineFlags.parse(arguments)
            try checkRemaining(flags, arguments: arguments, declared: appFlags)
        } catch {
            report("\(program): \(error)\n\(usage(program: program, flags: appFlags))")
            return .ended(2)
        }
        var board = BoardProfile(name: "default")
        do {
            if let name = flags.board { board = try BoardProfile.load(name) }
        } catch {
            report("\(program): \(error)")
            return .ended(2)
        }
        if let touch = flags.touch { board.touchPath = touch }

        let display: any Display
        var panel: KMSDisplay?
        switch chooseDisplay(flags: flags, board: board, title: program) {
        case .success(let d):
            display = d.display
            panel = d.panel
        case .failure(let error):
            report("\(program): \(error)")
            return .ended(2)
        }
        let app = Application(display: display)
        app.rotation = board.rotation
        app.window.statusBarHeight = board.statusBarHeight
        app.window.safeAreaInsets = board.safeAreaInsets
        let direction = LayoutDirectionChoice.resolve(flag: flags.layoutDirection, board: board.layoutDirection)
        if let warning = direction.warning { log("\(program): \(warning)") }
        app.window.layoutDirection = direction.direction

        app.showsCursor = board.showsCursor
        // Before the app's set-up: a layout that does not exist stops here, as a bad flag does.
        if let status = applyKeyboardLayout(app, flags: flags, board: board, program: program) { return .ended(status) }
        applyOnScreenKeyboard(flags: flags, board: board, program: program)
        let access: AccessibilityFlags
        do { access = try startAccessibility(app, flags: flags, board: board, program: program) } catch {
            report("\(program): \(error)")
            return .ended(2)
        }
        var options: Options
        do {
            options = try setup(app, board)
        } catch {
            report("\(program): \(error)")
            return .ended(2)
        }
        // The app may have chosen its own theme (dark) while setting up: the size and contrast
        // go over it, on every themed view of its screen.
        if access.changesTheme { app.window.adjustThemes { access.adjusted($0) } }
        app.screenReader.touchExploration = access.touchExploration
        app.screenReader.adjustingKeys = access.adjustingKeys
        if access.screenReader { app.screenReader.isEnabled = true }
        var trace: FrameTrace?
        if let path = flags.trace {
            do { trace = try FrameTrace(path: path) } catch {
                report("\(program): --trace: \(error)")
                return .ended(2)
            }
        }
        if let trace { app.onFrame = { [unowned app] in trace.record($0, window: app.window) } }

        var script: TouchScript?
        if !flags.replays.isEmpty {
            var scripts: [TouchScript] = []
            for replay in flags.replays {
                do {
                    // As the live panel maps touches (PanelLoop's TouchInput.Configuration): the
                    // board's rotation, calibration and release watchdog.
                    scripts.append(try TouchScript(recordingAt: replay, displaySize: app.window.bounds.size,
                                                   rotation: board.rotation, calibration: board.calibration,
                                                   releaseTimeout: board.releaseTimeout))
                } catch {
                    report("\(program): --replay: \(error)")
                    return .ended(2)
                }
            }
            script = scripts.count == 1 ? scripts[0] : TouchScript(merging: scripts)
            for line in script?.warnings ?? [] { report("\(program): --replay: \(line)") }
            if !(script?.keys.isEmpty ?? true) { app.window.hasHardwareKeyboard = true }
        }
        let profiler: Profiler?
        do {
            profiler = try startProfiling(app, remaining: flags.remaining, isPanel: panel != nil, options: &options)
            try startSite(app, flags: flags, board: board, program: program, isPanel: panel != nil, options: &options)
        } catch {
            report("\(program): \(error)")
            return .ended(2)
        }
        profiler?.virtualPacing = FramePacing(mode: flags.pacing, refreshInterval: profiler?.refreshInterval ?? 1.0 / 60)
        return .ready(Launch(app: app, panel: panel, board: board, flags: flags, script: script, options: options,
                             profiler: profiler, program: program))
    }

    /// `auto`: the panel when a card with a connected connector opens, else a desktop window
    /// when a display server is named (`DISPLAY`, `WAYLAND_DISPLAY`), else memory. `panel` is
    /// the same display as `display` when it is one (the VT session needs its DRM master).
    nonisolated static func chooseDisplay(flags: CommandLineFlags, board: BoardProfile, title: String = "pane")
        -> Result<(display: any Display, panel: KMSDisplay?), DisplayError> {
        // Headless shows what the app sees: the board's mode turned by its rotation.
        let turned = board.rotation == .clockwise90 || board.rotation == .clockwise270
        let headlessSize = flags.size ?? board.mode.map {
            turned ? PixelSize(width: $0.height, height: $0.width) : PixelSize(width: $0.width, height: $0.height)
        } ?? PixelSize(width: 800, height: 480)
        switch flags.display {
        case .headless:
            return .success((HeadlessDisplay(size: headlessSize), nil))
        case .window:
            return openWindow(size: headlessSize, flags: flags, title: title).map { ($0, nil) }
        case .kms, .auto:
            var configuration = board.displayConfiguration
            if let size = flags.size { configuration.mode = KMSModeRequest(width: size.width, height: size.height) }
            do {
                let panel = try KMSDisplay(configuration: configuration)
                if let note = panel.openingNote { log("pane: \(note)") }
                return .success((panel, panel))
            } catch {
                if flags.display == .kms && error.isNotConnected {
                    return PanelWait.open(configuration, after: error, log: { log($0) }).map { panel in
                        if let note = panel.openingNote { log("pane: \(note)") }
                        return (panel, panel)
                    }
                }
                if flags.display == .kms { return .failure(error) }
                // No card at all is the normal headless case; a card that is there but cannot be
                // used (permission, another master) is worth a line before running in memory.
                if error.kind != .noDevice { log("pane: the panel is not usable (\(error)); running headless") }
                if let window = autoWindow(size: headlessSize, flags: flags, title: title) { return .success((window, nil)) }
                return .success((HeadlessDisplay(size: headlessSize), nil))
            }
        }
    }

    /// The exit status of a headless run that `run` performs with `runner`: 0, or 1 with a line
    /// when presenting failed, the run hit its frame cap or gave up waiting for tracked tasks.
    /// Prints the frame count and `pane: settled`.
    static func headlessStatus(_ launch: Launch, runner: HeadlessRunner,
                               run: (HeadlessRunner) throws(DisplayError) -> HeadlessRunner.Outcome) -> Int32 {
        let program = launch.program, app = launch.app
        do {
            let outcome = try run(runner)
            var line = "\(program): \(outcome.frames) frames headless at \(app.display.size)"
            if let dir = runner.framesDirectory { line += "; wrote \(outcome.writtenFiles.count) PNG files to \(dir)/" }
            say(line)
            if outcome.settled { say("pane: settled") }
            if outcome.waitedTooLong {
                report("\(program): stopped waiting after \(runner.maxTaskWait) s for \(app.runningTaskCount) "
                       + "tasks started with app.task that are still running")
                return 1
            }
            if !outcome.settled, outcome.frames >= runner.maxFrames {
                report("\(program): stopped at the cap of \(runner.maxFrames) frames without settling "
                       + "(something keeps animating, or a touch never ends)")
                return 1
            }
            return 0
        } catch {
            report("\(program): \(error)")
            return 1
        }
    }

    /// One line for the log (standard error): a broken image, a device that went away.
    /// Control characters in it (a newline in a file name) are escaped (`escapedForLog`), so
    /// it stays one line and cannot forge another, such as `pane: settled`.
    /// Under systemd it is a journal entry with `PRIORITY=5` and `PANE_APP` (`JournalLog`).
    nonisolated public static func log(_ message: String) {
        report(escapedForLog(message), priority: 5)
    }

    /// A line on standard error; under systemd a journal entry with `priority` (3, an error,
    /// unless said) and `PANE_APP` (`JournalLog`).
    nonisolated static func report(_ message: String, priority: Int32 = 3) {
        if JournalLog.send(message, priority: priority) { return }
        var text = message + "\n"
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }

    /// A line on standard output, unbuffered, so a serial console sees it at once.
    nonisolated static func say(_ message: String) {
        var text = message + "\n"
        text.withUTF8 { _ = write(1, $0.baseAddress, $0.count) }
    }
}
