#if canImport(Glibc)
import Glibc
#endif

/// Runs an app in a desktop window (`--display window`): a `RunLoop` on the monotonic clock,
/// frames paced by the loop's `frameInterval` (the window shows a present at once), the mouse and
/// a desktop touchscreen as fingers (`WindowPointer` into a `PointerTouchscreen`, decoded as the
/// board's panel decodes), the desktop's keys as a USB keyboard on the panel, the wheel scrolling
/// (`WindowWheel`), F12 writing the frame as a PNG, a resized window resizing the app
/// (`--window-resize follow`, `Application.resize(to:)`),
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
        var touchscreen = PointerTouchscreen(displaySize: size, calibration: board.calibration, rotation: board.rotation)
        touchscreen.keepsEvents = flags.record != nil
        var pointer = WindowPointer(displaySize: size)
        var keyboard = WindowKeyboard()
        var closing = false
        var queued: [TouchFrame] = []
        var hover: Point?
        var pendingScript = script?.frames ?? []
        let scriptShift = script?.startTime.map { RunLoop.monotonicNow() - $0 + 0.5 } ?? 0
        AppLauncher.log("\(program): window \(window.size) at scale \(window.scale.rawValue) on \(window.videoDriver)")

        func touch(_ time: Int64) {
            let frames = touchscreen.update(pointer.fingers, time: InputTime(nanoseconds: time))
            queued += frames
            if !frames.isEmpty { loop.setNeedsFrame() }
        }
        // The finger dots are drawn over the picture, never into the app's frame (the display
        // keeps them on top of every frame): they go when the modifier does.
        func dots(at location: Point?, together: Bool) {
            if let location {
                window.showDots([location, pointer.partner(of: location, together: together)])
            } else {
                window.showDots([])
            }
        }
        // The window manager resized the window and the display took the new picture size
        // (`--window-resize follow`): the app follows, and the pointer's touchscreen is made
        // anew for the new size, so a press lands under the pointer. A recording starts again
        // there: a replay runs at one size (`--size`).
        func resized(to size: PixelSize) {
            do {
                try app.resize(to: size)
            } catch {
                AppLauncher.report("\(program): \(error)")
                return
            }
            let points = app.window.bounds.size
            touchscreen = PointerTouchscreen(displaySize: points, calibration: board.calibration, rotation: board.rotation)
            touchscreen.keepsEvents = flags.record != nil
            pointer = WindowPointer(displaySize: points)
            queued.removeAll()
            if flags.record != nil { AppLauncher.log("\(program): --record starts again at \(size)") }
            loop.setNeedsFrame()
        }
        window.onEvents = { events in
            // A window manager's resize drag sends many sizes at a tick: the app takes the last.
            let lastResize = events.lastIndex { if case .resized = $0 { true } else { false } }
            for (index, event) in events.enumerated() {
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
                case .key(let scancode, let down, let isRepeat, _, let time):
                    if scancode == WindowDisplay.screenshotScancode {
                        if down, !isRepeat { screenshot(window, program: program) }
                        continue
                    }
                    // Ctrl pressed or released over the window: the dots come and go with it.
                    if WindowDisplay.controlScancodes.contains(scancode), !pointer.isPair {
                        dots(at: down ? hover : nil, together: false)
                    }
                    // The desktop's keys are hardware keys: SDL's scancode is the key's USB HID
                    // usage, which becomes the evdev code a USB keyboard on the panel would send,
                    // read with the app's own layout (--keyboard-layout, the board's).
                    let code = KeyboardHIDUsage(rawValue: scancode).evdevCode
                    guard code != 0 else { continue }
                    let direction: KeyDirection = isRepeat ? .repeated : down ? .down : .up
                    // Typing on the desktop is a keyboard plugged into the panel: from the first
                    // key on, text fields leave the on-screen keyboard down, as a replay of the
                    // key recording does (before it, they show it, as on a panel without keys).
                    app.window.hasHardwareKeyboard = true
                    if flags.record != nil { keyboard.record(code: code, direction, at: InputTime(nanoseconds: time)) }
                    app.handleKey(code: code, direction, at: InputTime(nanoseconds: time))
                    loop.setNeedsFrame()
                case .text:
                    break  // text comes from the keys above, through the app's keymap
                case .resized(let size):
                    if index == lastResize { resized(to: size) }
                case .close:
                    // SDL says it twice (the window's close, then the quit of its last window).
                    guard !closing else { continue }
                    closing = true
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
            if devLoop, !firstFrameShown, window.presentCount > 0 {
                firstFrameShown = true
                AppLauncher.say("pane: first frame")
            }
            // Work the app left for between frames (the gallery's decodes, asked for by this
            // frame's layout, as after a resize) needs the next frame to be done and shown.
            if app.window.isAnimating || !frames.isEmpty || options.isBusy?() == true { loop.setNeedsFrame() }
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
            // The touches in FILE, the keys (when any were typed) in FILE-keys.evemu: one
            // device a recording, as --replay takes them.
            do {
                if !touchscreen.events.isEmpty || keyboard.events.isEmpty {
                    try writeTextFile(path, touchscreen.recording.evemuText)
                }
                if !keyboard.events.isEmpty { try writeTextFile(keysRecordingPath(path), keyboard.recording.evemuText) }
            } catch {
                AppLauncher.report("\(program): --record: \(error)")
                return 1
            }
        }
        return 0
    }

    /// Where `--record FILE` puts the keys: `FILE` without `.evemu`, then `-keys.evemu`.
    static func keysRecordingPath(_ path: String) -> String {
        (path.hasSuffix(".evemu") ? String(path.dropLast(6)) : path) + "-keys.evemu"
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
