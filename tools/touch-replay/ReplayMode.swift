import Glibc
import PaneSystem

/// One command-line mode of touch-replay: `touch-replay <flag> <arguments…>`.
struct ReplayMode: Sendable {
    /// The flag that selects the mode, e.g. `--print`.
    var flag: String
    /// What follows the flag, for the usage text.
    var usage: String
    /// Runs the mode; returns the exit status (0 fine, 1 a system failure, 2 bad input or usage).
    var run: @MainActor @Sendable ([String]) -> Int32
}

/// Exit statuses shared by every mode.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let badInput: Int32 = 2
}

func writeError(_ message: String) {
    var bytes = Array((message + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeMutableBytes { buffer in retryingOnInterrupt { write(2, buffer.baseAddress! + offset, buffer.count - offset) } }
        if n <= 0 { return }
        offset += n
    }
}
