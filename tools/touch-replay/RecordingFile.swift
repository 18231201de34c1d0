import Glibc
import PaneInput
import PaneGeometry

/// Reads a whole file as UTF-8 text; `nil` and a message on stderr when it cannot.
func readTextFile(_ path: String) -> String? {
    do {
        return try PaneInput.readTextFile(path)
    } catch {
        writeError("touch-replay: \(error)")
        return nil
    }
}

/// Loads and checks a recording for replay: it must parse, end with a `SYN_REPORT` and, when
/// `needsDescription`, carry a device description. Prints the error (naming the line) and
/// returns the exit status on failure.
func loadRecording(_ path: String, needsDescription: Bool) -> Result<EvemuRecording, ExitCode> {
    guard let text = readTextFile(path) else { return .failure(ExitCode(ExitStatus.failure)) }
    do {
        let recording = try EvemuRecording(parsing: text)
        try recording.checkEndsWithReport()
        if needsDescription, recording.description == nil {
            throw EvemuError(line: 1, message: "no device description (N:, I:, B:, A: lines) before the events")
        }
        return .success(recording)
    } catch {
        writeError("touch-replay: \(path): \(error)")
        return .failure(ExitCode(ExitStatus.badInput))
    }
}

struct ExitCode: Error {
    var status: Int32
    init(_ status: Int32) { self.status = status }
}

/// A recording named by `FILE [--size WxH]` (the arguments of `--print` and `--gestures`),
/// loaded and checked, with a decoder mapping it to that size (800x480 by default). Prints the
/// error and returns the exit status when the arguments or the file are bad.
func loadDecodableRecording(_ args: [String], flag: String)
    -> Result<(path: String, recording: EvemuRecording, decoder: TouchDecoder, size: Size), ExitCode> {
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
    let recording: EvemuRecording
    switch loadRecording(path, needsDescription: true) {
    case .success(let r): recording = r
    case .failure(let code): return .failure(code)
    }
    guard let description = recording.description,
          let decoder = TouchDecoder(description: description, displaySize: size) else {
        writeError("touch-replay: \(path): line 1: the device has no absolute X/Y axes to decode")
        return .failure(ExitCode(ExitStatus.badInput))
    }
    return .success((path, recording, decoder, size))
}
