// touch-replay: decode, replay and record touch input in evemu's text format.
// Each mode lives in its own file as a `ReplayMode`; add a mode by adding a file and a line here.
import Glibc

let modes: [ReplayMode] = [
    PrintMode.mode,
    UInputMode.mode,
    RecordMode.mode,
    GesturesMode.mode,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let flag = arguments.first, let mode = modes.first(where: { $0.flag == flag }) else {
    var usage = "usage:\n"
    for m in modes { usage += "  touch-replay \(m.flag) \(m.usage)\n" }
    usage += "A malformed recording exits with status 2 and names the line; a cut one replays its complete frames with a warning."
    writeError(usage)
    exit(arguments.first == "--help" || arguments.first == "-h" ? 0 : 2)
}
exit(mode.run(Array(arguments.dropFirst())))
