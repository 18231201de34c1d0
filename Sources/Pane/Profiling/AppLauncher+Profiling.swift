#if canImport(Glibc)
import Glibc
#endif

extension AppLauncher {
    /// Starts profiling as `ProfilingFlags` ask (from the app's remaining arguments and the
    /// environment): a `Profiler` on `app` writing the file, listening on the socket, fed by
    /// the panel's presentation feedback (`Display.onPresented`), and the HUD. Returns nil when
    /// nothing asks for it; throws a message for a bad flag or a file that cannot be created. A
    /// socket that cannot be bound is one log line, and the app runs without it (a service must
    /// start even when its profiling socket cannot be had).
    /// `logLine` is where log lines go (`log`, standard error; tests collect them).
    static func startProfiling(_ app: Application, remaining: [String], isPanel: Bool, options: inout Options,
                               logLine: (String) -> Void = { log($0) }) throws(CommandLineError) -> Profiler? {
        let flags = try ProfilingFlags.parse(remaining) { name in getenv(name).map { String(cString: $0) } }
        guard flags.isEnabled else { return nil }
        let profiler = Profiler(refreshInterval: app.display.refreshInterval ?? 1.0 / 60, isVirtual: !isPanel,
                                width: app.display.size.width, height: app.display.size.height)
        do {
            if let path = flags.profilePath { try profiler.open(path: path) }
            if flags.socketDirectory != nil && !isPanel {
                // Headless runs do not wait on descriptors between frames: nobody would be served.
                logLine("pane: --profile-socket is for apps on a panel; a headless run records with --profile FILE")
            }
            if let directory = flags.socketDirectory, isPanel {
                do {
                    try profiler.listen(directory: directory)
                } catch {
                    logLine("pane: no profiler socket: \(error); running without it")
                }
                if let fd = profiler.listeningDescriptor {
                    options.wakeSources.append((fd, { [unowned profiler] in profiler.acceptClients() }))
                }
            }
        } catch {
            throw CommandLineError("profiling: \(error)")
        }
        profiler.pendingWork = options.pendingWork
        // What the panel shows: the app's frame, dimmed as screen power dims it (black while off).
        profiler.screenshot = { [unowned app] path in
            do {
                if app.screenPower.state == .off {
                    try PNG.write(Surface(width: app.compositor.frame.width, height: app.compositor.frame.height, fill: Color(rgb: 0)), to: path, opaque: true)
                } else {
                    try PNG.write(app.compositor.frame, to: path, opaque: true)
                }
                return nil
            } catch {
                return "\(error)"
            }
        }
        // A headless profile makes its own virtual flips (`Profiler.isVirtual`); a panel's come
        // from its page-flip events.
        if isPanel {
            app.display.onPresented = { [unowned profiler] feedback in
                profiler.recordFlip(sequence: feedback.sequence, nanoseconds: feedback.presentedTime)
            }
        }
        app.profiler = profiler
        if flags.hud { ProfileHUD.install(in: app, profiler: profiler, options: &options, repeating: isPanel) }
        if let path = profiler.socketPath { logLine("pane: profiler socket \(path) (fps attach \(getpid()))") }
        return profiler
    }
}
