import Glibc
import PaneInput

/// Reads a whole file as UTF-8 text; `nil` and a message on stderr when it cannot.
func readTextFile(_ path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
        writeError("touch-replay: \(InputError(call: "open", subject: path, errno: errno))")
        return nil
    }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n == 0 { break }
        if n < 0 {
            if errno == EINTR { continue }
            writeError("touch-replay: \(InputError(call: "read", subject: path, errno: errno))")
            return nil
        }
        bytes += chunk[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
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
