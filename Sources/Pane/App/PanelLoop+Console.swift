#if canImport(Glibc)
import Glibc
#endif
internal import CPaneShims

/// What a panel app holds besides the display while it runs: its VT (graphics mode, VT
/// switching) and its service manager (readiness, watchdog, stopping).
@MainActor
final class PanelSession {
    let program: String
    let notifier = ServiceNotifier()
    private(set) var console: VirtualTerminal?
    private var watchdog: WatchdogTimer?
    private var switchSignals: Int32 = -1

    init(program: String) {
        self.program = program
    }

    deinit {
        if switchSignals >= 0 { close(switchSignals) }
    }

    /// Takes the VT on standard input (if any) into graphics mode with process-controlled
    /// switching that releases and retakes `display`, and starts the watchdog pings on `loop`.
    /// Failures are logged, never fatal: the app still runs without them.
    func start(loop: RunLoop, display: KMSDisplay) {
        do {
            watchdog = try notifier.attachWatchdog(to: loop)
            if let interval = notifier.pingInterval {
                AppLauncher.log("\(program): watchdog: pinging systemd every \(interval) s")
            }
        } catch {
            AppLauncher.log("\(program): watchdog: \(error)")
        }
        guard let console = VirtualTerminal.onStandardInput() else { return }
        self.console = console
        do {
            try console.enterGraphicsMode()
        } catch {
            AppLauncher.log("\(program): console: \(error); the console may draw over the panel")
            return
        }
        // The release and acquire signals are blocked and read on the loop (worker threads
        // block every signal), so the kernel's switch request is answered between frames.
        let fd = pane_signalfd_create_for(SIGUSR1, SIGUSR2)
        guard fd >= 0 else {
            AppLauncher.log("\(program): console: signalfd: \(String(cString: strerror(errno))); VT switching left to the kernel")
            AppLauncher.log("\(program): console: tty\(console.number) in graphics mode")
            return
        }
        switchSignals = fd
        _ = loop.addSource(fd) { [unowned self, unowned display, unowned loop] _ in
            var signal = pane_signalfd_read(fd)
            while signal > 0 {
                self.switchVT(signal, display: display, loop: loop)
                signal = pane_signalfd_read(fd)
            }
        }
        do {
            try console.takeOverSwitching(release: SIGUSR1, acquire: SIGUSR2)
            AppLauncher.log("\(program): console: tty\(console.number) in graphics mode, VT switching handled")
        } catch {
            AppLauncher.log("\(program): console: \(error); VT switching left to the kernel")
        }
    }

    private func switchVT(_ signal: Int32, display: KMSDisplay, loop: RunLoop) {
        guard let console else { return }
        if signal == SIGUSR1 {
            display.releasePanel()
            console.acknowledgeRelease()
            AppLauncher.log("\(program): console: switched away from tty\(console.number); panel released")
        } else if signal == SIGUSR2 {
            console.acknowledgeAcquire()
            let back = display.takePanelBack()
            AppLauncher.log("\(program): console: back on tty\(console.number); "
                + (back ? "repainting" : "waiting for DRM master"))
            loop.setNeedsFrame()
        }
    }

    /// After the first frame reached the panel: `READY=1`.
    func framePresented() {
        notifier.ready()
    }

    /// On the way out: `STOPPING=1`, the CRTC restored, then the VT back in text mode (in this
    /// order, so the console redraws onto its own, visible framebuffer).
    func finish(display: KMSDisplay) {
        notifier.stopping()
        watchdog = nil
        let report = display.close()
        AppLauncher.log("\(program): \(report)")
        console?.restore()
    }
}
