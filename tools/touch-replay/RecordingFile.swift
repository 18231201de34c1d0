import Glibc
import PaneInput
import PaneSystem
import PaneGeometry

/// Reads a whole file as UTF-8 text; `nil` and a message on stderr when it cannot.
func readTextFile(_ path: String) -> String? {
    do {
        return try PaneInput.readTextFile(path, limit: EvemuRecording.maxFileBytes)
    } catch {
        writeError("touch-replay: \(error)")
        return nil
    }
}

/// Loads and checks a recording for replay: it must parse and, when `needsDescription`, carry
/// a device description. Events no device could send are skipped and an unfinished last frame
/// is dropped, each with a warning naming the line (`RecordingReplay`). Prints the error
/// (naming the line) and returns the exit status on failure.
func loadRecording(_ path: String, needsDescription: Bool) -> Result<EvemuRecording, ExitCode> {
    guard let text = readTextFile(path) else { return .failure(ExitCode(ExitStatus.failure)) }
    do {
        var recording = try EvemuRecording(parsing: text)
        if needsDescription, recording.description == nil {
            throw EvemuError(line: 1, message: "no device description (N:, I:, B:, A: lines) before the events")
        }
        var warnings = recording.removeImpossibleEvents()
        if let tail = recording.dropUnfinishedFrame() { warnings.append(tail) }
        printWarnings(warnings, path: path)
        return .success(recording)
    } catch {
        writeError("touch-replay: \(escapedForLog(path)): \(error)")
        return .failure(ExitCode(ExitStatus.badInput))
    }
}

/// At most ten warnings on standard error, then a count of the rest.
func printWarnings(_ warnings: [EvemuError], path: String) {
    for line in warnings.prefix(10) { writeError("touch-replay: \(escapedForLog(path)): \(line)") }
    if warnings.count > 10 { writeError("touch-replay: \(escapedForLog(path)): \(warnings.count - 10) more warnings not shown") }
}

struct ExitCode: Error {
    var status: Int32
    init(_ status: Int32) { self.status = status }
}

/// A recording named by `FILE [--size WxH]` (the arguments of `--print` and `--gestures`),
/// loaded and checked, with a decoder mapping it to that size (800x480 by default). Prints the
/// error and returns the exit status when the arguments or the file are bad.
/// The frames are `RecordingReplay`'s: touches a drop lost or left down at the end are
/// cancelled, with a warning on standard error.
func loadDecodableRecording(_ args: [String], flag: String)
    -> Result<(path: String, recording: EvemuRecording, frames: [TouchFrame], size: Size), ExitCode> {
    var path: String?
    var size = Size(width: 800, height: 480)
    var i = 0
    while i < args.count {
        if args[i] == "--size", i + 1 < args.count {
            guard let s = PrintMode.parseSize(args[i + 1]) else {
                writeError("touch-replay: --size wants WxH with positive numbers, got '\(args[i + 1])'")
                return .failure(ExitCode(ExitStatus.badInput))
            }
            size = s
            i += 2
        } else if path == nil, !args[i].hasPrefix("--") {
            path = args[i]
            i += 1
        } else {
            writeError("touch-replay: unexpected argument '\(args[i])'; usage: touch-replay \(flag) FILE [--size WxH]")
            return .failure(ExitCode(ExitStatus.badInput))
        }
    }
    guard let path else {
        writeError("touch-replay: \(flag) needs a FILE")
        return .failure(ExitCode(ExitStatus.badInput))
    }
    guard let text = readTextFile(path) else { return .failure(ExitCode(ExitStatus.failure)) }
    let parsed: EvemuRecording
    do {
        parsed = try EvemuRecording(parsing: text)
    } catch {
        writeError("touch-replay: \(escapedForLog(path)): \(error)")
        return .failure(ExitCode(ExitStatus.badInput))
    }
    guard let description = parsed.description,
          let decoder = TouchDecoder(description: description, displaySize: size) else {
        writeError("touch-replay: \(escapedForLog(path)): line 1: no device description with absolute X/Y axes to decode")
        return .failure(ExitCode(ExitStatus.badInput))
    }
    let replay = RecordingReplay(parsed, decoder: decoder)
    printWarnings(replay.warnings, path: path)
    return .success((path, replay.recording, replay.frames, size))
}
