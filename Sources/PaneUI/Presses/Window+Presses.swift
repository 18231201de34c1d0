public import PaneInput

extension Window {
    /// Delivers one key, as a `KeyboardState` decoded it, through key commands and the responder
    /// chain (UIKit's order): on `.down` and `.repeated`, the first key command that matches,
    /// from the first responder up to the window, runs instead of the press; otherwise the first
    /// responder (the window when none) gets `pressesBegan` (a repeat: `pressesChanged`), and
    /// the same responder gets `pressesEnded` at `.up`. A release with no press (its down came
    /// before the window did) and a repeat of a key not held are ignored.
    public func handleKey(_ key: Key, _ direction: KeyDirection, at time: InputTime) {
        let code = key.evdevCode
        // A first responder taken out of the window gives the keys back to it.
        if let first = firstResponder, first.window !== self { firstResponder = nil }
        switch direction {
        case .down, .repeated:
            if direction == .down, let old = heldPresses[code] {
                // A second down without an up between (a device that lost events): end the first.
                end(old, code: code, phase: .ended, at: time)
            }
            if direction == .repeated, commandKeys.contains(code) || heldPresses[code] == nil {
                if commandKeys.contains(code) { _ = runKeyCommand(for: key) }
                return
            }
            if direction == .down, runKeyCommand(for: key) {
                commandKeys.insert(code)
                return
            }
            if direction == .down {
                let press = Press(key: key, timestamp: time)
                let responder = firstResponder ?? self
                press.responder = responder
                heldPresses[code] = press
                responder.pressesBegan([press], with: PressesEvent(allPresses: Set(heldPresses.values), timestamp: time))
            } else if let press = heldPresses[code] {
                press.phase = .changed
                press.key = key
                press.timestamp = time
                (press.responder ?? self).pressesChanged([press], with: PressesEvent(allPresses: Set(heldPresses.values), timestamp: time))
            }
        case .up:
            if commandKeys.remove(code) != nil { return }
            guard let press = heldPresses[code] else { return }
            end(press, code: code, phase: .ended, at: time)
        }
    }

    /// Cancels the presses of the keys `codes` (`pressesCancelled`), in code order: their
    /// keyboard went away with them down. A later release of one of them is ignored.
    public func cancelPresses(forKeys codes: [UInt16], at time: InputTime) {
        for code in codes.sorted() {
            commandKeys.remove(code)
            if let press = heldPresses[code] { end(press, code: code, phase: .cancelled, at: time) }
        }
    }

    /// Whether any key is held (a press delivered and not yet ended).
    public var hasHeldPresses: Bool { !heldPresses.isEmpty || !commandKeys.isEmpty }

    private func end(_ press: Press, code: UInt16, phase: Press.Phase, at time: InputTime) {
        heldPresses[code] = nil
        press.phase = phase
        press.timestamp = time
        let event = PressesEvent(allPresses: Set(heldPresses.values).union([press]), timestamp: time)
        let responder = press.responder ?? self
        if phase == .cancelled { responder.pressesCancelled([press], with: event) } else { responder.pressesEnded([press], with: event) }
    }

    /// Runs the first key command matching `key` along the chain from the first responder.
    private func runKeyCommand(for key: Key) -> Bool {
        var responder: View? = firstResponder ?? self
        while let r = responder {
            if let command = r.keyCommands?.first(where: { $0.matches(key) }) {
                command.action(command)
                return true
            }
            responder = r.next
        }
        return false
    }
}
