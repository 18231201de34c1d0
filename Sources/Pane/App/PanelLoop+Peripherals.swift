/// The panel loop's keyboards and pointers: registers each open device with the run loop,
/// reads them when readable, turns pointer reports into cursor moves, wheel scrolls and touch
/// frames (`Application.handlePointer(_:)`), hands keys and frames to the loop for the next
/// frame, and logs a line each time the set of keyboards or pointers changes.
@MainActor
final class PanelPeripherals {
    let input: PeripheralInput
    let app: Application
    let loop: RunLoop
    let program: String
    /// Receives what each read produced: key events and touch frames, in order.
    var onInput: (([KeyEvent], [TouchFrame]) -> Void)?
    private var sources: [Int32: RunLoop.SourceID] = [:]
    private var logged: [String: String] = [:]

    init(input: PeripheralInput, app: Application, loop: RunLoop, program: String) {
        self.input = input
        self.app = app
        self.loop = loop
        self.program = program
    }

    /// Registers new devices' descriptors, drops those of devices gone, and logs changes.
    func sync() {
        app.window.hasHardwareKeyboard = input.hasKeyboard
        log("keyboards", input.devices.filter { $0.value.isKeyboard })
        log("pointers", input.devices.filter { $0.value.isPointer })
        let fds = Set(input.fileDescriptors)
        for (fd, id) in sources where !fds.contains(fd) {
            loop.removeSource(id)
            sources[fd] = nil
        }
        for fd in fds where sources[fd] == nil {
            sources[fd] = loop.addSource(fd) { [unowned self] time in read(now: time) }
        }
    }

    private func read(now: InputTime) {
        let got = input.read(now: now)
        let frames = got.pointer.compactMap { app.handlePointer($0) }
        onInput?(got.keys, frames)
        sync()
        loop.setNeedsFrame()
    }

    /// `keyboards: /dev/input/event3 "Name", …` or `keyboards: none`, once per change.
    private func log(_ kind: String, _ devices: [String: PeripheralInput.Device]) {
        let names = devices.keys.sorted().compactMap { path in devices[path].map { "\(path) \"\($0.device.description.name)\"" } }
        let line = "\(kind): " + (names.isEmpty ? "none" : names.joined(separator: ", "))
        guard logged[kind] != line else { return }
        logged[kind] = line
        AppLauncher.log("\(program): \(line)")
    }
}
