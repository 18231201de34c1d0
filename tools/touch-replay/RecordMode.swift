import Glibc
import PaneInput
import PaneSystem

/// Set by SIGINT; the record loop checks it after every wake-up.
nonisolated(unsafe) private var interrupted: sig_atomic_t = 0

/// `--record DEVICE FILE`: writes the device's description and every event in evemu 1.3 until
/// SIGINT (Ctrl-C). Events come through libevdev like the runtime's, so a `SYN_DROPPED` is
/// written followed by libevdev's sync events, the stream `TouchDecoder` expects.
enum RecordMode {
    static let mode = ReplayMode(flag: "--record", usage: "DEVICE FILE   record /dev/input/eventN until Ctrl-C", run: run)

    static func run(_ args: [String]) -> Int32 {
        guard args.count == 2 else {
            writeError("touch-replay: usage: touch-replay --record DEVICE FILE")
            return ExitStatus.badInput
        }
        let out = open(args[1], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard out >= 0 else {
            writeError("touch-replay: \(SystemError(call: "open", subject: args[1], errno: errno))")
            return ExitStatus.failure
        }
        defer { close(out) }
        do {
            let device = try EvdevDevice(path: args[0])
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in interrupted = 1 }
            // No SA_RESTART: poll() must return EINTR so the loop sees the flag.
            action.sa_flags = 0
            sigaction(SIGINT, &action, nil)
            sigaction(SIGTERM, &action, nil)
            try writeAll(out, EvemuRecording.header(for: device.description), path: args[1])
            writeError("touch-replay: recording \(device.path) \"\(device.description.name)\" to \(args[1]); Ctrl-C stops")
            var start: InputTime?
            var events: [InputEvent] = []
            var pfd = pollfd(fd: device.fileDescriptor, events: Int16(POLLIN), revents: 0)
            while interrupted == 0 {
                let n = poll(&pfd, 1, -1)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw SystemError(call: "poll", subject: device.path, errno: errno)
                }
                events.removeAll(keepingCapacity: true)
                let status = try device.read(into: &events)
                var text = ""
                for event in events {
                    if start == nil { start = event.time }
                    text += EvemuRecording.line(for: event, since: start ?? event.time)
                }
                try writeAll(out, text, path: args[1])
                if status == .removed {
                    writeError("touch-replay: \(device.path) was removed; the recording ends here")
                    break
                }
            }
            return ExitStatus.success
        } catch {
            writeError("touch-replay: \(error)")
            return ExitStatus.failure
        }
    }

    static func writeAll(_ fd: Int32, _ text: String, path: String) throws(SystemError) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buffer in
                retryingOnInterrupt { write(fd, buffer.baseAddress! + offset, buffer.count - offset) }
            }
            if n < 0 { throw SystemError(call: "write", subject: path, errno: errno) }
            offset += n
        }
    }
}
