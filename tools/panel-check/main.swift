// panel-check: drives a real panel through KMSDisplay with a known picture, for the VM tests
// (Tests/PaneDisplayTests/KMSDisplayVMTests.swift) and for checking a board by hand.
//
//   panel-check present [--board NAME] [--card PATH] [--legacy] [--rotation N]
//                       [--marker TEXT] [--hold SECONDS] [--ready-file PATH]
//       Opens the panel, presents the test pattern in three frames (a full frame, then two
//       frames with small damage, so both buffers are updated from accumulated damage), prints
//       TEXT once the last flip is done, waits up to SECONDS for a "captured" line on stdin, a
//       signal or the time, then restores the CRTC and prints what the restore did.
//   panel-check pattern OUT.png [--size WxH] [--rotation N]
//       Writes the same final picture rendered headless, as the panel should show it.
//   panel-check crtc [--card PATH]
//       Prints the state of the panel's CRTC (framebuffer id, mode).
//
// Exit status: 0, 1 on a failure, 2 when the display cannot be opened (no card, no connected
// connector, no permission, another program holds DRM master).
import Pane
#if canImport(Glibc)
import Glibc
#endif

func fail(_ message: String, status: Int32 = 1) -> Never {
    writeLine(2, "panel-check: \(message)")
    exit(status)
}

/// One line straight to the console (no stdio buffering: the host watches for markers).
func say(_ line: String) {
    writeLine(1, line)
}

func writeLine(_ fd: Int32, _ line: String) {
    var bytes = Array(line.utf8)
    bytes.append(10)
    var done = 0
    while done < bytes.count {
        let n = bytes[done...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if n <= 0 { return }
        done += n
    }
}

/// The test picture at `step` (1...3), scaled to `size`: a background, four rectangles and a
/// marked top-left corner, so that rotation and damage errors show.
func drawPattern(_ pixels: PixelBuffer, step: Int) {
    let w = pixels.width, h = pixels.height
    func r(_ x: Int, _ y: Int, _ rw: Int, _ rh: Int) -> PixelRect {
        PixelRect(x: x * w / 800, y: y * h / 480, width: rw * w / 800, height: rh * h / 480)
    }
    pixels.fill(pixels.bounds, with: Color(rgb: 0x203040))
    pixels.fill(r(40, 40, 200, 120), with: Color(rgb: 0xE02020))
    pixels.fill(r(300, 80, 160, 160), with: step >= 2 ? Color(rgb: 0xC020C0) : Color(rgb: 0x20C020))
    pixels.fill(r(520, 200, 220, 140), with: Color(rgb: 0x2040E0))
    pixels.fill(r(100, 300, 300, 100), with: Color(rgb: 0xF0F0F0))
    if step >= 3 { pixels.fill(r(100, 300, 150, 100), with: Color(rgb: 0x20D0D0)) }
    pixels.fill(PixelRect(x: 0, y: 0, width: 24, height: 12), with: Color(rgb: 0xFFE000))
    pixels.fill(PixelRect(x: 0, y: 0, width: 12, height: 24), with: Color(rgb: 0xFFE000))
}

/// What changed at `step`: everything at 1, the rectangle that changed colour after.
func patternDamage(step: Int, size: PixelSize) -> Region {
    let w = size.width, h = size.height
    switch step {
    case 1: return Region(size.bounds)
    case 2: return Region(PixelRect(x: 300 * w / 800, y: 80 * h / 480, width: 160 * w / 800, height: 160 * h / 480))
    default: return Region(PixelRect(x: 100 * w / 800, y: 300 * h / 480, width: 150 * w / 800, height: 100 * h / 480))
    }
}

struct Options {
    var values: [String: String] = [:]
    var switches: Set<String> = []
    var operands: [String] = []

    init(_ args: ArraySlice<String>, switches known: Set<String>) {
        var i = args.startIndex
        while i < args.endIndex {
            let a = args[i]
            i += 1
            if known.contains(a) {
                switches.insert(a)
            } else if a.hasPrefix("--") {
                guard i < args.endIndex else { fail("\(a) needs a value", status: 2) }
                values[a] = args[i]
                i += 1
            } else {
                operands.append(a)
            }
        }
    }

    func rotation() -> Rotation {
        guard let text = values["--rotation"] else { return .none }
        guard let n = Int(text), let r = Rotation(degrees: n) else { fail("--rotation wants 0, 90, 180 or 270", status: 2) }
        return r
    }
}

func configuration(_ options: Options) -> KMSDisplay.Configuration {
    var config = KMSDisplay.Configuration()
    if let board = options.values["--board"] {
        do {
            config = try BoardProfile.load(board).displayConfiguration
        } catch {
            fail("\(error)", status: 2)
        }
    }
    if let card = options.values["--card"] { config.cardPath = card }
    if options.values["--rotation"] != nil { config.rotation = options.rotation() }
    if options.switches.contains("--legacy") { config.presentation = .legacy }
    return config
}

@MainActor
func present(_ options: Options) {
    let display: KMSDisplay
    do {
        display = try KMSDisplay(configuration: configuration(options))
    } catch {
        fail("\(error)", status: DisplayError.startupExitStatus)
    }
    display.log = { say($0) }
    say("panel-check: \(display.summary); saved \(display.saved)")

    let loop: RunLoop
    do {
        loop = try RunLoop(frameInterval: display.refreshInterval ?? 1.0 / 60)
        try loop.handleTerminationSignals()
    } catch {
        fail("\(error)")
    }
    loop.attach(display)
    let frame = Surface(width: display.size.width, height: display.size.height)
    var step = 0
    var holdEnd: InputTime?
    let hold = Double(options.values["--hold"] ?? "0") ?? 0
    var failure: String?

    loop.onTerminate = { say("panel-check: signal \($0); stopping") }
    loop.nextDeadline = { holdEnd }
    loop.onFrame = { time in
        if step < 3 {
            step += 1
            drawPattern(frame.pixels, step: step)
            do {
                try display.present(frame, damage: patternDamage(step: step, size: display.size))
            } catch {
                failure = "\(error)"
                loop.stop()
                return
            }
            say("panel-check: frame \(step) copied \(display.lastCopiedArea) px, clips \(display.lastClips)")
            loop.setNeedsFrame()
        } else if holdEnd == nil {
            // The last flip is done (this frame was paced by it): the picture is up.
            say("panel-check: presented \(display.presentCount) frames, \(display.flipCount) flip events")
            if let marker = options.values["--marker"] { say(marker) }
            if let ready = options.values["--ready-file"] {
                let fd = open(ready, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                if fd >= 0 { close(fd) }
            }
            holdEnd = time + hold
        } else if let end = holdEnd, time >= end {
            loop.stop()
        }
    }
    // The host answers a capture with a "captured" line on the console (tools/panel-vm).
    var line: [UInt8] = []
    var stdinSource: RunLoop.SourceID?
    stdinSource = loop.addSource(0) { _ in
        var byte: UInt8 = 0
        let n = read(0, &byte, 1)
        if n <= 0 {
            if let id = stdinSource { loop.removeSource(id) }
            return
        }
        if byte == 10 {
            let text = String(decoding: line, as: UTF8.self)
            line.removeAll()
            if holdEnd != nil && text.contains("captured") { loop.stop() }
        } else {
            line.append(byte)
        }
    }
    loop.setNeedsFrame()
    loop.run()
    let report = display.close()
    say("panel-check: \(report)")
    if let failure { fail(failure) }
}

func pattern(_ options: Options) {
    guard let out = options.operands.first else { fail("pattern needs an output path", status: 2) }
    let size = options.values["--size"].flatMap { PixelSize(parsing: $0) } ?? PixelSize(width: 800, height: 480)
    let rotation = options.rotation()
    let app = rotation.appSize(forPanel: size)
    let display = HeadlessDisplay(size: app)
    let frame = Surface(width: app.width, height: app.height)
    do {
        for step in 1...3 {
            drawPattern(frame.pixels, step: step)
            try display.present(frame, damage: patternDamage(step: step, size: app))
        }
        let panel = Surface(width: size.width, height: size.height)
        panel.pixels.copyRotated(from: display.screen.pixels, rect: display.screen.size, rotation: rotation)
        try PNG.write(panel, to: out, opaque: true)
    } catch {
        fail("\(error)")
    }
}

func crtc(_ options: Options) {
    do {
        say("panel-check: \(try KMSProbe.currentCRTC(configuration(options)))")
    } catch {
        fail("\(error)", status: DisplayError.startupExitStatus)
    }
}

let args = CommandLine.arguments
guard args.count >= 2 else { fail("usage: panel-check present|pattern|crtc [options] (see tools/panel-check/main.swift)", status: 2) }
let options = Options(args.dropFirst(2), switches: ["--legacy"])
switch args[1] {
case "present": present(options)
case "pattern": pattern(options)
case "crtc": crtc(options)
default: fail("unknown command \(args[1])", status: 2)
}
