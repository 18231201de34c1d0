import Pane
import Glibc

nonisolated(unsafe) var attachInterrupted: sig_atomic_t = 0

/// `fps attach PID [-o FILE] [--seconds N] [--socket-dir DIR] [--max-mib M]`: profiles a
/// running app through the socket it opened for `--profile-socket DIR` /
/// `PANE_PROFILE_SOCKET=DIR` (`DIR/pane-profile-PID.sock`, mode 0600: run fps as the app's user
/// or root). Looks in one folder: DIR, else `$PANE_PROFILE_SOCKET`, else `/run/pane`; trusts
/// the socket only as `ProfileSocketTrust` says (a socket owned by the app's user or root,
/// served by that very process). Stops after N seconds, at Ctrl-C, when the app exits, or
/// when the app has sent M MiB (default 256); only whole records of at most
/// `ProfileFormat.maxFieldCount` fields are written, and an `end` record closes the file. The
/// output is created new (never written over, never through a link): FILE, else
/// `NAME-PID.paneprof` in the current folder.
enum Attach {
    /// What a peer may send by default: 256 MiB is some 14 hours of frames at 60 Hz.
    static let defaultMaxMiB = 256

    static func run(_ arguments: [String]) -> Int32 {
        var pidText: String?, output: String?, seconds: Double?, directory: String?, maxMiB = defaultMaxMiB
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            i += 1
            func value() -> String {
                guard i < arguments.count else { fail("\(a) needs a value", usage: true) }
                i += 1
                return arguments[i - 1]
            }
            switch a {
            case "-o": output = value()
            case "--seconds":
                let v = value()
                guard let s = Double(v), s > 0, s.isFinite else { fail("--seconds wants a positive number, got \(v)") }
                seconds = s
            case "--socket-dir": directory = value()
            case "--max-mib":
                let v = value()
                guard let m = Int(v), m > 0, m <= 1 << 20 else { fail("--max-mib wants a whole number of MiB from 1 to 1048576, got \(v)") }
                maxMiB = m
            default:
                guard pidText == nil, !a.hasPrefix("-") else { fail("unexpected argument \(a)", usage: true) }
                pidText = a
            }
        }
        guard let pidText else { fail("attach needs the app's process id", usage: true) }
        guard let pid = Int32(pidText), pid > 0 else { fail("\(pidText) is not a process id") }
        guard access("/proc/\(pid)", F_OK) == 0 else { fail("there is no process \(pid)") }
        let comm = Profile.readFile("/proc/\(pid)/comm") ?? []
        let name = processName(comm)
        guard let appUID = ProfileSocketTrust.uid(ofProcess: pid) else { fail("cannot read the user of process \(pid) (/proc/\(pid)/status)") }
        let folder = ProfileSocketTrust.directory(flag: directory, environment: getenv("PANE_PROFILE_SOCKET").map { String(cString: $0) })
        let socketPath = Profiler.socketPath(directory: folder, pid: pid)
        var st = stat()
        guard lstat(socketPath, &st) == 0 else {
            fail("process \(pid) (\(name)) has no profiler socket (looked for \(socketPath)): it is not a Pane app, or it was started without --profile-socket DIR / PANE_PROFILE_SOCKET=DIR (then give that DIR with --socket-dir)")
        }
        if let problem = ProfileSocketTrust.socketFileProblem(socketPath, appUID: appUID) { fail(problem) }
        let fd = connectTo(socketPath)
        guard fd >= 0 else {
            let e = errno
            fail("cannot connect to \(socketPath): \(String(cString: strerror(e)))" + (e == EACCES ? " (the socket is mode 0600: run fps as the app's user or root)" : ""))
        }
        defer { close(fd) }
        if let problem = ProfileSocketTrust.peerProblem(socket: fd, pid: pid, appUID: appUID) { fail("\(socketPath): \(problem)") }
        // The request (a client that says nothing is taken for an attach after 100 ms).
        let request = Array("attach\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        let path = output ?? ProfileSocketTrust.outputName(comm: comm, pid: pid)
        let out: Int32
        switch ProfileSocketTrust.createOutput(path) {
        case .success(let created): out = created
        case .failure(let error): fail("\(error)")
        }
        defer { close(out) }
        signal(SIGINT) { _ in attachInterrupted = 1 }
        signal(SIGTERM) { _ in attachInterrupted = 1 }
        signal(SIGPIPE, SIG_IGN)

        var stream = RecordStream()
        let limit = maxMiB << 20
        let start = monotonicSeconds()
        var chunk = [UInt8](repeating: 0, count: 65536)
        var ended = false, capped = false
        note("attached to \(pid) (\(name)) through \(socketPath); Ctrl-C stops" + (seconds.map { ", or after \(JSONWriter.number($0)) s" } ?? ""))
        while attachInterrupted == 0 && !ended {
            if let seconds, monotonicSeconds() - start >= seconds { break }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 100) > 0 else { continue }
            // Never more than the cap: the last read asks only for what is left of it.
            let room = min(chunk.count, limit - stream.bytesTaken)
            guard room > 0 else {
                capped = true
                break
            }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, room) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            do { try stream.take(chunk[0..<n]) } catch { fail("\(socketPath): \(error)") }
            let whole = stream.takeWhole()
            guard whole.isEmpty || whole.withUnsafeBytes({ write(out, $0.baseAddress, $0.count) }) == whole.count else {
                fail("cannot write \(path): \(String(cString: strerror(errno)))")
            }
            ended = stream.sawEnd
        }
        guard stream.sawHeader else { fail("\(pid) (\(name)) sent no profile before the connection ended") }
        if !ended {
            let end = ProfileFormat.record(.end, [Int64(monotonicSeconds() * 1e9), ProfileFormat.EndReason.detached.rawValue, 0])
            _ = end.withUnsafeBytes { write(out, $0.baseAddress, $0.count) }
        }
        if capped {
            fail("\(pid) (\(name)) sent \(maxMiB) MiB, the most fps attach takes (--max-mib): stopped; "
                 + "\(stream.frames) frames are in \(path)")
        }
        note("\(stream.frames) frames recorded in \(path)" + (ended ? " (the app ended)" : "") + ": fps report \(path)")
        return 0
    }

    /// The process's name for messages: `comm` up to its newline, control characters shown as `?`.
    static func processName(_ comm: [UInt8]) -> String {
        let text = String(decoding: comm.prefix(while: { $0 != UInt8(ascii: "\n") }), as: UTF8.self)
        return text.isEmpty ? "?" : String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
    }

    static func connectTo(_ path: String) -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return -1 }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = b }
        }
        let rc = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        if rc != 0 {
            let e = errno
            close(fd)
            errno = e
            return -1
        }
        return fd
    }

    static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// Splits a profile byte stream at record boundaries, so that only whole records reach the file.
/// A record with more fields than `ProfileFormat.maxFieldCount` is an error, so what waits for
/// the rest of a record stays under 8 + 64 × 8 bytes.
struct RecordStream {
    private var pending: [UInt8] = []
    private var ready: [UInt8] = []
    private(set) var sawHeader = false
    private(set) var sawEnd = false
    private(set) var frames = 0
    /// Records taken whole, and bytes taken in all (what `fps attach` caps).
    private(set) var records = 0
    private(set) var bytesTaken = 0

    mutating func take(_ bytes: ArraySlice<UInt8>) throws(ProfileError) {
        bytesTaken += bytes.count
        pending += bytes
        if !sawHeader {
            guard pending.count >= ProfileFormat.headerSize else { return }
            guard Array(pending[0..<8]) == ProfileFormat.magic else { throw ProfileError("the socket did not send a Pane profile") }
            let version = UInt32(pending[8]) | UInt32(pending[9]) << 8 | UInt32(pending[10]) << 16 | UInt32(pending[11]) << 24
            guard version <= ProfileFormat.version else {
                throw ProfileError("the app writes profile version \(version); this fps reads \(ProfileFormat.version) and older: use the fps that came with the app")
            }
            ready += pending[0..<ProfileFormat.headerSize]
            pending.removeFirst(ProfileFormat.headerSize)
            sawHeader = true
        }
        while pending.count >= ProfileFormat.recordHeadSize, !sawEnd {
            let kind = UInt16(pending[0]) | UInt16(pending[1]) << 8
            let count = Int(UInt16(pending[2]) | UInt16(pending[3]) << 8)
            guard count <= ProfileFormat.maxFieldCount else {
                throw ProfileError("record \(records) (kind \(kind)) has \(count) fields, more than the "
                                   + "\(ProfileFormat.maxFieldCount) a record may have: not a Pane profile stream")
            }
            let size = ProfileFormat.recordHeadSize + count * 8
            guard pending.count >= size else { return }
            ready += pending[0..<size]
            pending.removeFirst(size)
            records += 1
            if kind == ProfileFormat.Kind.frame.rawValue { frames += 1 }
            if kind == ProfileFormat.Kind.end.rawValue { sawEnd = true }
        }
    }

    mutating func takeWhole() -> [UInt8] {
        defer { ready.removeAll(keepingCapacity: true) }
        return ready
    }
}
