import Glibc

/// Writes each utterance as one line of a file (`--speech-log FILE`), each line written whole
/// with one `write` as it is spoken, so a reader following the file (`tail -f`, a test) sees it
/// at once and a killed app loses nothing said.
@MainActor
public final class SpeechLog: SpeechOutput {
    private let fd: Int32
    private let path: String
    /// Set by the first failed write (a full disk); said once, and later lines are still tried.
    public private(set) var writeError: SystemError?

    /// Opens (creates or truncates) `path`.
    public init(path: String) throws(SystemError) {
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SystemError(call: "open", subject: path, errno: errno) }
        self.path = path
    }

    deinit { close(fd) }

    /// Appends `text` and a line feed (line breaks inside it are spaces already: the reader speaks one line).
    public func speak(_ text: String) {
        var bytes = Array(text.utf8)
        for i in bytes.indices where bytes[i] == 10 || bytes[i] == 13 { bytes[i] = 32 }
        bytes.append(10)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                if writeError == nil {
                    let error = SystemError(call: "write", subject: path, errno: errno)
                    writeError = error
                    AppLauncher.report("speech log: \(error)")
                }
                return
            }
            done += n
        }
    }
}
