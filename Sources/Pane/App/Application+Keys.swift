extension Application {
    /// The layout keys are read with: `.us` until `setKeyboardLayout(_:)` chose another
    /// (`--keyboard-layout`, the board's `keyboard-layout`).
    public var keyboardLayout: KeyboardLayout { keyboardState?.keymap.layout ?? .us }

    /// Compiles `layout` and reads every key after this with it; modifiers held and a dead key
    /// under way are forgotten. Throws, keeping the old layout, for a layout xkb-data lacks.
    public func setKeyboardLayout(_ layout: KeyboardLayout) throws(KeymapError) {
        keyboardState = KeyboardState(keymap: try Keymap(layout))
    }

    /// One key from any keyboard (an evdev device, a recording, the desktop window, a test):
    /// `code` is the kernel's (`KEY_A` is 30), the time on the input clock. The keymap turns it
    /// into a `Key` (characters, modifiers, compose) and the window delivers it to key commands
    /// and the responder chain at once (`Window.handleKey(_:_:at:)`), in the order keys arrive;
    /// while the screen reader is on, it takes its own keys first (`ScreenReader.handleKey(_:_:)`).
    /// A code above `KEY_MAX` and a repeat of a modifier are dropped.
    public func handleKey(code: UInt16, _ direction: KeyDirection, at time: InputTime) {
        if keyboardState == nil {
            // The US layout is in every xkb-data; without xkb-data no key can be read.
            guard let keymap = try? Keymap(.us) else { return }
            keyboardState = KeyboardState(keymap: keymap)
        }
        guard let key = keyboardState?.key(code: code, direction: direction) else { return }
        noteInput(at: time)
        if screenReader.handleKey(key, direction) { return }
        window.handleKey(key, direction, at: time)
    }

    /// Releases the keys `codes` in the keymap state, so no modifier stays stuck, and cancels
    /// their presses (`pressesCancelled`): a keyboard went away with them down.
    public func releaseKeys(_ codes: [UInt16], at time: InputTime) {
        for code in codes { _ = keyboardState?.key(code: code, direction: .up) }
        window.cancelPresses(forKeys: codes, at: time)
    }

    /// A key event from a keyboard or a recording: a cancellation (its keyboard went away with
    /// it down) releases and cancels, anything else is `handleKey(code:_:at:)`.
    public func handleKeyEvent(_ event: KeyEvent) {
        if event.isCancellation {
            releaseKeys([event.code], at: event.time)
        } else {
            handleKey(code: event.code, event.direction, at: event.time)
        }
    }
}

extension AppLauncher {
    /// Sets the app's keyboard layout from `--keyboard-layout`, else the board's
    /// `keyboard-layout`; returns exit status 2, after one line, for a layout that cannot be
    /// parsed or that xkb-data lacks (the line names the layouts there are).
    static func applyKeyboardLayout(_ app: Application, flags: CommandLineFlags, board: BoardProfile, program: String) -> Int32? {
        var layout = board.keyboardLayout
        if let text = flags.keyboardLayout {
            guard let parsed = KeyboardLayout(parsing: text) else {
                report("\(program): --keyboard-layout wants an XKB layout such as de, us(intl) or 'de ctrl:nocaps', got '\(escapedForLog(text))'")
                return 2
            }
            layout = parsed
        }
        guard let layout else { return nil }
        do {
            try app.setKeyboardLayout(layout)
        } catch {
            report("\(program): \(flags.keyboardLayout == nil ? "board keyboard-layout" : "--keyboard-layout"): \(error)")
            return 2
        }
        return nil
    }
}
