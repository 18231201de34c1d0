import Glibc
import PaneInput

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
