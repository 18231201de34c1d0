#if canImport(Glibc)
import Glibc
#endif

extension AppLauncher {
    /// Starts what `SiteFlags` ask for: the metrics file (`MetricsFile`, fed by a
    /// `MetricsRecorder`) and screen power (`ScreenPower`); and on a panel, the display hot-plug
    /// watch (`DisplayHotplug`). A bad flag throws (exit status 2);
    /// a metrics file that cannot be written is a log line, and the app runs on.
    /// The metrics' `version` label is `$PANE_APP_VERSION` (the packaged unit sets it), else
    /// `unknown`.
    static func startSite(_ app: Application, flags: CommandLineFlags, board: BoardProfile, program: String,
                          isPanel: Bool, options: inout Options) throws(CommandLineError) {
        let site = try SiteFlags.parse(flags.site, board: board)
        if let path = site.metricsPath {
            let version = getenv("PANE_APP_VERSION").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "unknown"
            let file = MetricsFile(path: path, app: program, version: version)
            let recorder = MetricsRecorder(file: file, refreshInterval: app.display.refreshInterval ?? 1.0 / 60)
            recorder.pendingWork = options.pendingWork
            recorder.install(on: app)
            app.metrics = recorder
            file.start()
        }
        app.screenPower.configure(site, board: board, program: program, isPanel: isPanel)
        if site.autoRotate { AutoRotation.start(app, mounting: board.rotation, program: program, options: &options) }
        // Display hot-plug: the panel may be unplugged and plugged back (DisplayHotplug).
        if let panel = app.display as? KMSDisplay, let hotplug = DisplayHotplug(panel: panel, program: program) {
            options.wakeSources.append((hotplug.descriptor, { hotplug.handle() }))
        }
    }
}
