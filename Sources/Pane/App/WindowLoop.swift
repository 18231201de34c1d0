#if canImport(Glibc)
import Glibc
#endif

/// Runs an app in a desktop window (`--display window`): a `RunLoop` on the monotonic clock,
/// frames paced by the loop's `frameInterval` (the window shows a present at once), the mouse and
/// a desktop touchscreen as fingers (`WindowPointer` into a `PointerTouchscreen`, decoded as the
/// board's panel decodes), the wheel scrolling (`WindowWheel`), F12 writing the frame as a PNG,
/// and closing the window, SIGINT or SIGTERM ending the run. `--replay` plays in real time, as on
/// a panel. Prints `pane: settled` and `pane: busy` as the panel loop does.
@MainActor
enum WindowLoop {
    static func run(_ app: Application, window: WindowDisplay, board: BoardProfile, flags: CommandLineFlags,
                    script: TouchScript?, options: AppLauncher.Options, program: String) -> Int32 {
        let loop: RunLoop
        do {
            loop = try RunLoop(clock: .monotonic)
            try loop.handleTerminationSignals()
        } catch {
            AppLauncher.report("\(program): \(error)")
            return 2
        }
        loop.attach(window)
        app.window.frameInterval = loop.frameInterval
        app.window.onNeedsFrame = { loop.setNeedsFrame() }
        app.clock = { loop.now }
        let size = app.window.bounds.size
        let touchscreen = PointerTouchscreen(displaySize: size, calibration: board.calibration, rotation: board.rotation)
        touchscreen.keepsEvents = flags.record != nil
        var pointer = WindowPointer(displaySize: size)
        var queued: [TouchFrame] = []
        var dotPoints: [Point]?
        var hover: Point?
        var pendingScript = script?.frames ?? []
        let scriptShift = script?.startTime.map { RunLoop.monotonicNow() - $0 + 0.5 } ?? 0
        AppLauncher.log("\(program): window \(window.size) at scale \(window.scale.rawValue) on \(window.videoDriver)")

        func touch(_ time: Int64) {
            let frames = touchscreen.update(pointer.fingers, time: InputTime(nanoseconds: time))
            queued += frames
            if !frames.isEmpty { loop.setNeedsFrame() }
        }
        // The finger dots are drawn over the picture, never into the app's frame: they go
        // when the modifier does, and a frame drawn while they show gets them again on top.
        func dots(at location: Point?, together: Bool) {
            if let location {
                dotPoints = [location, pointer.partner(of: location, together: together)]
                window.showDots(dotPoints ?? [])
            } else if dotPoints != nil {
                dotPoints = nil
                window.repaint()
            }
        }
        window.onEvents = { events in
            for event in events {
                switch event {
                case .pointer(let phase, let location, let time, let mirrored, let together):
                    hover = location
                    pointer.pointer(phase, at: location, mirrored: mirrored, together: together)
                    touch(time)
                    dots(at: pointer.isPair ? location : nil, together: together)
                case .hover(let location, _, let mirrored, let together):
                    hover = location
                    dots(at: mirrored ? location : nil, together: together)
                case .finger(let phase, let id, let location, let time):
                    pointer.finger(phase, id: id, at: location)
                    touch(time)
                case .wheel(let dx, let dy, let location, _):
                    if WindowWheel.scroll(app.window, at: location, dx: dx, dy: dy) { loop.setNeedsFrame() }
                case .key(let scancode, let down, let isRepeat, _):
                    if down, !isRepeat, scancode == WindowDisplay.screenshotScancode { screenshot(window, program: program) }
                    // Ctrl pressed or released over the window: the dots come and go with it.
                    if WindowDisplay.controlScancodes.contains(scancode), !pointer.isPair {
                        dots(at: down ? hover : nil, together: false)
                    }
                case .text:
                    break  // the keyboard follows hardware keys (issue 25)
                case .close:
                    AppLauncher.report("\(program): window closed")
                    loop.stop()
                }
            }
        }
        for source in options.wakeSources {
            _ = loop.addSource(source.fd) { _ in
                source.handler()
                loop.setNeedsFrame()
            }
        }
        loop.nextDeadline = {
            var next = app.nextDeadline
            if let first = pendingScript.first {
                let due = first.timestamp + scriptShift
                next = next.map { min($0, due) } ?? due
            }
            return next
        }
        var settledPrinted = false
        // Under the live edit loop: the app's state from before the restart, and a line when
        // the first frame is on screen (what tools/dev times a save by).
        let devLoop = WindowState.path != nil
        if devLoop, let restoration = options.stateRestoration, let saved = WindowState.savedAppState() {
            restoration.restore(saved)
        }
        var firstFrameShown = false
        loop.onFrame = { time in
            if settledPrinted {
                AppLauncher.say("pane: busy")
                settledPrinted = false
            }
            options.beforeFrame?()
            while let first = pendingScript.first, first.timestamp + scriptShift <= time {
                var frame = first
                frame.timestamp = first.timestamp + scriptShift
                for i in frame.touches.indices { frame.touches[i].timestamp = frame.timestamp }
                queued.append(frame)
                pendingScript.removeFirst()
            }
            let frames = queued
            queued.removeAll()
            do {
                try app.runFrame(at: time, touches: frames)
            } catch {
                AppLauncher.report("\(program): \(error)")
            }
            if let dotPoints { window.showDots(dotPoints) }
            if devLoop, !firstFrameShown, window.presentCount > 0 {
                firstFrameShown = true
                AppLauncher.say("pane: first frame")
            }
            if app.window.isAnimating || !frames.isEmpty { loop.setNeedsFrame() }
        }
        loop.onIdle = {
            if app.isSettled && pendingScript.isEmpty && !touchscreen.isTouching && !(options.isBusy?() ?? false)
                && !settledPrinted {
                settledPrinted = true
                AppLauncher.say("pane: settled")
            }
        }
        loop.onTerminate = { signal in
            AppLauncher.report("\(program): signal \(signal), closing the window")
        }
        loop.setNeedsFrame()
        loop.run()
        WindowState.save(window, appState: options.stateRestoration?.save())
        if let path = flags.record {
            do { try writeTextFile(path, touchscreen.recording.evemuText) } catch {
                AppLauncher.report("\(program): --record: \(error)")
                return 1
            }
        }
        return 0
    }

    /// F12: the frame the window shows as a PNG in the working folder, `PROGRAM-N.png` with the
    /// first unused N, the same bytes `--frames-out` writes for that frame.
    static func screenshot(_ window: WindowDisplay, program: String) {
        let name = program.split(separator: "/").last.map(String.init) ?? "pane"
        var n = 1
        while access("\(name)-\(n).png", F_OK) == 0 { n += 1 }
        let path = "\(name)-\(n).png"
        do {
            try window.writePNG(to: path)
            AppLauncher.say("\(program): wrote \(path)")
        } catch {
            AppLauncher.report("\(program): F12: \(error)")
        }
    }
}
