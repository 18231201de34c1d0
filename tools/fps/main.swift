import Pane
import PaneGallery
import Glibc

// fps: profile a Pane app on the device, and benchmark this board's compositing.
//
//   fps record [-o FILE] -- APP ARGS…       run APP with profiling on (PANE_PROFILE=FILE)
//   fps attach PID [-o FILE] [--seconds N] [--socket-dir DIR] [--max-mib M]
//                                           profile a running app (its --profile-socket)
//   fps screenshot PID [-o FILE] [--socket-dir DIR]
//                                           what a running app's panel shows, as PNG
//   fps report FILE [--json] [--plot OUT.png]
//   fps export FILE --chrome OUT.json       Chrome trace event format, for ui.perfetto.dev
//   fps bench [--size WxH] [--frames N] [--tile PX] [--gap PX] [--speed PX]
//                                           the compass scene against memcpy, and what recording costs
//   fps --gallery-memory DIR                peak memory scrolling the gallery over DIR
//
// Exit status: 0, or 2 with a message on standard error for bad input (a flag, a profile cut
// short or from a newer fps, an app that exits before its first frame, a PID that is not a
// Pane app with profiling on).

let usage = """
    usage: fps record [-o FILE] -- APP ARGS...
           fps attach PID [-o FILE] [--seconds N] [--socket-dir DIR] [--max-mib M]
           fps screenshot PID [-o FILE] [--socket-dir DIR]
           fps report FILE [--json] [--plot OUT.png]
           fps export FILE --chrome OUT.json
           fps bench [--size WxH] [--frames N] [--tile PX] [--gap PX] [--speed PX]
           fps --gallery-memory DIR
    """

/// Prints `message` (and the usage when asked) on standard error and exits with status 2.
func fail(_ message: String, usage showUsage: Bool = false) -> Never {
    var text = "fps: \(message)\n"
    if showUsage { text += usage + "\n" }
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    exit(2)
}

/// A line on standard error (notes that are not the report).
func note(_ message: String) {
    var text = "fps: \(message)\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.first ?? "bench"
if !arguments.isEmpty { arguments.removeFirst() }
switch command {
case "record": exit(Record.run(arguments))
case "attach": exit(Attach.run(arguments))
case "screenshot": exit(Screenshot.run(arguments))
case "report": exit(Report.run(arguments))
case "export": exit(Export.run(arguments))
case "bench": exit(Bench.run(arguments))
case "--gallery-memory":
    guard arguments.count == 1 else { fail("--gallery-memory wants one folder", usage: true) }
    do {
        let r = try MemoryRun.run(photosIn: arguments[0])
        print("fps: \(r.photos) photos, \(r.frames) frames scrolling the whole grid, \(r.decoded) thumbnails decoded")
        print("fps: \(r.liveCells) cell views made; peak resident memory \(r.peakResidentKB / 1024) MiB (\(r.residentBeforeKB / 1024) MiB before the gallery)")
        exit(0)
    } catch {
        fail("\(error)")
    }
case "-h", "--help":
    print(usage)
    exit(0)
default:
    // The old form, `fps --size … --frames …`, is the benchmark.
    if command.hasPrefix("--") { exit(Bench.run([command] + arguments)) }
    fail("unknown command \(command)", usage: true)
}
