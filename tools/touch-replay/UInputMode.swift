import Glibc
import PaneInput

/// `--uinput FILE`: recreates the recorded device through `/dev/uinput` and replays its events
/// with their original timing, so the real evdev core (and any reader of the new node) sees them.
/// `--wait` is the pause between creating the device and the first event (for readers to find
/// it), `--hold` the time the device stays after the last event (for readers to take it).
enum UInputMode {
    static let mode = ReplayMode(flag: "--uinput", usage: "FILE [--wait S] [--hold S]   replay through a virtual device (needs /dev/uinput)", run: run)

    static func run(_ args: [String]) -> Int32 {
        var path: String?
        var wait = 1.0
        // Readers must take the last events before the node goes away (a read after removal
        // fails with ENODEV and the events are lost).
        var hold = 1.0
        var i = 0
        while i < args.count {
            // At most an hour each: a finite, sane pause (nan, inf and 1e300 are usage errors).
            if args[i] == "--wait", i + 1 < args.count, let w = Double(args[i + 1]), w >= 0, w <= 3600 {
                wait = w
                i += 2
            } else if args[i] == "--hold", i + 1 < args.count, let h = Double(args[i + 1]), h >= 0, h <= 3600 {
                hold = h
                i += 2
            } else if path == nil, !args[i].hasPrefix("--") {
                path = args[i]
                i += 1
            } else {
                writeError("touch-replay: unexpected argument '\(args[i])'; usage: touch-replay --uinput FILE [--wait SECONDS] [--hold SECONDS], each 0 to 3600")
                return ExitStatus.badInput
            }
        }
        guard let path else {
            writeError("touch-replay: --uinput needs a FILE")
            return ExitStatus.badInput
        }
        let recording: EvemuRecording
        switch loadRecording(path, needsDescription: true) {
        case .success(let r): recording = r
        case .failure(let code): return code.status
        }
        guard let description = recording.description else { return ExitStatus.badInput }
        do {
            let device = try UInputDevice(description: description)
            writeError("touch-replay: created \(device.devicePath ?? "a device") \"\(description.name)\"; replaying \(recording.events.count) events after \(wait) s")
            // Give udev and readers time to open the new node before the first event.
            sleep(until: monotonicNow() + wait)
            let start = monotonicNow()
            let first = recording.events.first?.time ?? .zero
            for event in recording.events {
                // A SYN_DROPPED is the reader's business; the kernel would not take it as input.
                if event.type == EventType.syn && event.code == SynCode.dropped { continue }
                sleep(until: start + (event.time - first))
                try device.write(event)
            }
            sleep(until: monotonicNow() + hold)
            return ExitStatus.success
        } catch {
            writeError("touch-replay: \(error)")
            return ExitStatus.failure
        }
    }

    static func monotonicNow() -> InputTime {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return InputTime(nanoseconds: Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec))
    }

    /// Sleeps until `deadline` on `CLOCK_MONOTONIC` (absolute, so delays do not add up).
    static func sleep(until deadline: InputTime) {
        var ts = timespec(tv_sec: Int(deadline.nanoseconds / 1_000_000_000), tv_nsec: Int(deadline.nanoseconds % 1_000_000_000))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil) == EINTR {}
    }
}
