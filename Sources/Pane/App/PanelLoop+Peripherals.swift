/// The panel loop's keyboards and pointers: a `PeripheralReader` drains them on its own thread
/// (so a scanner's burst never overflows the kernel's buffer while a frame draws) and posts to
/// the run loop; here, on the loop's thread, pointer reports become cursor moves, wheel scrolls
/// and touch frames (`Application.handlePointer(_:)`), keys and frames go to the loop for the
/// next frame, and a line is logged each time the set of keyboards or pointers changes.
@MainActor
final class PanelPeripherals {
    let app: Application
    let loop: RunLoop
    let program: String
    /// Receives what each read produced: key events and touch frames, in order.
    var onInput: (([KeyEvent], [TouchFrame]) -> Void)?
    private var reader: PeripheralReader?
    private var logged: [String: String] = [:]

    /// Opens the keyboards and pointers (not the node `excluding`, the touchscreen's) and starts
    /// reading them.
    init(app: Application, loop: RunLoop, program: String, excluding touchscreen: String?) {
        self.app = app
        self.loop = loop
        self.program = program
        let input = PeripheralInput(excluded: touchscreen.map { [$0] } ?? [])
        let poster = loop.poster
        reader = PeripheralReader(input: input) {
            poster.post { PanelPeripherals.current?.deliver() }
        }
        if reader == nil { AppLauncher.log("\(program): keyboards: cannot start the reader thread; keys are not read") }
        PanelPeripherals.current = self
    }

    /// The one the loop runs (the posted closures find it here, being `@Sendable`).
    static weak var current: PanelPeripherals?

    /// Stops the reader thread.
    func stop() {
        reader?.stop()
        reader = nil
    }

    /// Takes what the reader queued, on the loop's thread (call once after setting `onInput`,
    /// for the devices already there).
    func deliver() {
        guard let batch = reader?.take() else { return }
        // A keypad that only navigates leaves text fields their on-screen keyboard.
        app.window.hasHardwareKeyboard = batch.devices.contains { $0.typesText }
        log("keyboards", batch.devices.filter(\.isKeyboard))
        log("pointers", batch.devices.filter(\.isPointer))
        for path in Set(batch.overflowedKeyboards).sorted() {
            AppLauncher.log("\(program): keyboards: keys from \(path) were lost (read too late: the kernel's buffer overflowed); "
                + "what was typed or scanned just now may be incomplete")
        }
        let frames = batch.pointer.compactMap { app.handlePointer($0) }
        guard !batch.keys.isEmpty || !frames.isEmpty || !batch.pointer.isEmpty else { return }
        onInput?(batch.keys, frames)
        loop.setNeedsFrame()
    }

    /// `keyboards: /dev/input/event3 "Name", …` or `keyboards: none`, once per change.
    private func log(_ kind: String, _ devices: [PeripheralReader.DeviceInfo]) {
        let names = devices.map { "\($0.path) \"\($0.name)\"" }
        let line = "\(kind): " + (names.isEmpty ? "none" : names.joined(separator: ", "))
        guard logged[kind] != line else { return }
        logged[kind] = line
        AppLauncher.log("\(program): \(line)")
    }
}
