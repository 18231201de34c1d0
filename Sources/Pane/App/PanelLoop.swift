#if canImport(Glibc)
import Glibc
#endif

/// Runs an app on a panel: a `RunLoop` on the monotonic clock, frames paced by page flips, the
/// touchscreen (through `TouchInput`, hot-plug included) or a replayed recording in real time,
/// and SIGINT/SIGTERM ending the loop so that the display restores the saved CRTC on the way
/// out. Prints `pane: settled` each time the app comes to rest and `pane: busy` when it next
/// draws, so the last of these lines on the console says which state the app is in.
@MainActor
enum PanelLoop {
    /// `panel` is `app.display`: the VT session releases and retakes it on a console switch.
    static func run(_ app: Application, panel: KMSDisplay, board: BoardProfile, script: TouchScript?,
                    pacing: FramePacing.Mode = .late, options: AppLauncher.Options, program: String) -> Int32 {
        let loop: RunLoop
        do {
            loop = try RunLoop(clock: .monotonic)
            try loop.handleTerminationSignals()
        } catch {
            AppLauncher.report("\(program): \(error)")
            return 2
        }
        loop.attach(app.display)
        let session = PanelSession(program: program)
        session.start(loop: loop, display: panel)
        app.window.frameInterval = app.display.refreshInterval ?? loop.frameInterval
        if let refresh = app.display.refreshInterval { loop.pacing = FramePacing(mode: pacing, refreshInterval: refresh) }
        var queued: [TouchFrame] = []
        var queuedKeys: [KeyEvent] = []
        app.window.onNeedsFrame = { loop.setNeedsFrame() }
        app.clock = { loop.now }

        // Touch input: the touchscreen, or the recording shifted to start now.
        var input: TouchInput?
        var pendingScript: [TouchFrame] = []
        var pendingKeys: ArraySlice<KeyEvent> = []
        var pendingPointer: ArraySlice<PointerReport> = []
        var scriptShift: Double = 0
        var readsPeripherals = false
        if let script, let first = script.startTime {
            pendingScript = script.frames
            pendingKeys = script.keys[...]
            pendingPointer = script.pointer[...]
            scriptShift = RunLoop.monotonicNow() - first + 0.5
        } else {
            readsPeripherals = true
            let configuration = TouchInput.Configuration(
                selection: board.touchSelection, displaySize: app.window.bounds.size,
                calibration: board.calibration, rotation: board.rotation, releaseTimeout: board.releaseTimeout)
            input = TouchInput(configuration: configuration)
        }
        var registered: [Int32: RunLoop.SourceID] = [:]
        var touchState = ""
        func syncSources() {
            guard let input else { return }
            logTouchState(input, program: program, last: &touchState)
            let fds = Set(input.fileDescriptors)
            for (fd, id) in registered where !fds.contains(fd) {
                loop.removeSource(id)
                registered[fd] = nil
            }
            for fd in fds where registered[fd] == nil {
                registered[fd] = loop.addSource(fd) { time in
                    let frames = input.readFrames(now: time)
                    if !frames.isEmpty { app.hideCursor() }   // a touch hides the mouse's cursor
                    queued += frames
                    syncSources()
                    loop.setNeedsFrame()
                }
            }
        }
        syncSources()
        let peripherals = readsPeripherals
            ? PanelPeripherals(app: app, loop: loop, program: program, excluding: input?.device?.path) : nil
        peripherals?.onInput = { keys, frames in
            queuedKeys += keys
            queued += frames
        }
        peripherals?.deliver()
        for source in options.wakeSources {
            _ = loop.addSource(source.fd) { _ in
                source.handler()
                loop.setNeedsFrame()
            }
        }

        loop.nextDeadline = {
            var next = app.nextDeadline
            if let watchdog = input?.watchdogDeadline { next = next.map { min($0, watchdog) } ?? watchdog }
            if let first = pendingScript.first {
                let due = first.timestamp + scriptShift
                next = next.map { min($0, due) } ?? due
            }
            for due in [pendingKeys.first?.time, pendingPointer.first?.time].compactMap({ $0 }) {
                next = next.map { min($0, due + scriptShift) } ?? due + scriptShift
            }
            return next
        }
        var settledPrinted = false
        loop.onFrame = { time in
            if settledPrinted {
                // Leaving rest: a script waiting for the next "pane: settled" can tell it from the last one.
                AppLauncher.say("pane: busy")
                settledPrinted = false
            }
            options.beforeFrame?()
            if let input, let watchdog = input.watchdogDeadline, watchdog <= time {
                queued += input.readFrames(now: time)
            }
            while let first = pendingScript.first, first.timestamp + scriptShift <= time {
                var frame = first
                frame.timestamp = first.timestamp + scriptShift
                for i in frame.touches.indices { frame.touches[i].timestamp = frame.timestamp }
                queued.append(frame)
                pendingScript.removeFirst()
            }
            while let report = pendingPointer.first, report.time + scriptShift <= time {
                var shifted = report
                shifted.time = report.time + scriptShift
                if var frame = app.handlePointer(shifted) {
                    for i in frame.touches.indices { frame.touches[i].timestamp = shifted.time }
                    frame.timestamp = shifted.time
                    queued.append(frame)
                }
                pendingPointer.removeFirst()
            }
            while let key = pendingKeys.first, key.time + scriptShift <= time {
                var shifted = key
                shifted.time = key.time + scriptShift
                queuedKeys.append(shifted)
                pendingKeys.removeFirst()
            }
            let frames = queued
            queued.removeAll()
            let keys = queuedKeys
            queuedKeys.removeAll()
            do {
                try app.runFrame(at: time, touches: frames, keys: keys)
            } catch {
                AppLauncher.report("\(program): \(error)")
            }
            // The app turned (Application.rotate(to:)): the next touches land on the turned picture.
            if let input, input.configuration.rotation != app.rotation {
                input.turn(to: app.rotation, displaySize: app.window.bounds.size)
            }
            if app.window.isAnimating || !frames.isEmpty { loop.setNeedsFrame() }
            if panel.presentCount > 0 { session.framePresented() }
        }
        loop.onIdle = {
            if app.isSettled && pendingScript.isEmpty && pendingKeys.isEmpty && pendingPointer.isEmpty && !(options.isBusy?() ?? false) && !settledPrinted {
                settledPrinted = true
                AppLauncher.say("pane: settled")
            }
        }
        loop.onTerminate = { signal in
            AppLauncher.report("\(program): signal \(signal), restoring the panel")
        }
        loop.setNeedsFrame()
        loop.run()
        peripherals?.stop()
        session.finish(display: panel)
        return 0
    }

    /// One log line each time the touchscreen is opened, goes away or cannot be opened, so a
    /// kiosk's log says which device it reads (and why none).
    static func logTouchState(_ input: TouchInput, program: String, last: inout String) {
        let state: String
        if let device = input.device {
            state = "touch: reading \(device.path) \"\(device.description.name)\""
        } else if let error = input.lastError {
            state = "touch: no touchscreen open: \(error)"
        } else {
            state = "touch: no touchscreen yet; waiting for one in \(input.configuration.directory)"
        }
        guard state != last else { return }
        last = state
        AppLauncher.log("\(program): \(state)")
    }
}
