#if canImport(Glibc)
import Glibc
#endif
internal import CSystemd
import Synchronization

/// Log lines as journal entries with fields, when the app runs under systemd with its standard
/// error connected to the journal: `MESSAGE`, `PRIORITY` (syslog's levels: 3 an error, 5 a
/// notice), `SYSLOG_IDENTIFIER` and `PANE_APP` (the program's name), through
/// `sd_journal_sendv(3)`. `journalctl PANE_APP=cafe-kiosk -p warning` then finds them.
///
/// Whether standard error is the journal: systemd sets `JOURNAL_STREAM` to its device and inode
/// ("DEVICE:INODE"), and systemd.exec(5) says to compare them with `fstat` of standard error, so a
/// program whose error output was redirected elsewhere still writes there. Anywhere else (a
/// terminal, a test's pipe) lines go to standard error as before.
enum JournalLog {
    /// The program's name, for `PANE_APP` and `SYSLOG_IDENTIFIER` (the launcher sets it).
    static let program = Mutex("pane")

    /// Whether standard error is the journal's stream (see the type's summary).
    static let isJournal: Bool = {
        guard let value = getenv("JOURNAL_STREAM").map({ String(cString: $0) }) else { return false }
        let parts = value.split(separator: ":")
        var st = stat()
        guard parts.count == 2, let dev = UInt64(parts[0]), let ino = UInt64(parts[1]), fstat(2, &st) == 0 else { return false }
        return UInt64(st.st_dev) == dev && UInt64(st.st_ino) == ino
    }()

    /// Sends `message` with `priority` to the journal; `false` when it is not the journal or the
    /// call failed (the caller then writes standard error).
    static func send(_ message: String, priority: Int32) -> Bool {
        guard isJournal else { return false }
        let app = program.withLock { $0 }
        let fields = ["MESSAGE=" + message, "PRIORITY=\(priority)", "SYSLOG_IDENTIFIER=" + app, "PANE_APP=" + app]
        // Each field copied into memory of its own, freed after the call.
        var vectors: [iovec] = []
        for field in fields {
            var bytes = Array(field.utf8)
            let memory = UnsafeMutableRawPointer.allocate(byteCount: max(1, bytes.count), alignment: 1)
            bytes.withUnsafeMutableBytes { memory.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            vectors.append(iovec(iov_base: memory, iov_len: bytes.count))
        }
        defer { for v in vectors { v.iov_base.deallocate() } }
        return sd_journal_sendv(vectors, Int32(vectors.count)) == 0
    }
}
