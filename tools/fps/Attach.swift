import Pane
import Glibc

nonisolated(unsafe) var attachInterrupted: sig_atomic_t = 0

/// `fps attach PID [-o FILE] [--seconds N] [--socket-dir DIR]`: profiles a running app through
/// the socket it opened for `--profile-socket DIR` / `PANE_PROFILE_SOCKET=DIR`
/// (`DIR/pane-profile-PID.sock`, mode 0600: run fps as the app's user or root). Looks in DIR,
/// then `$PANE_PROFILE_SOCKET`, `/run/pane` and `/tmp`. Stops after N seconds, at Ctrl-C, or
/// when the app exits; only whole records are written, and an `end` record closes the file.
enum Attach {
    static func run(_ arguments: [String]) -> Int32 {
        var pidText: String?, output: String?, seconds: Double?, directory: String?
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
                guard let s = Double(v), s > 0 else { fail("--seconds wants a positive number, got \(v)") }
                seconds = s
            case "--socket-dir": directory = value()
            default:
                guard pidText == nil, !a.hasPrefix("-") else { fail("unexpected argument \(a)", usage: true) }
                pidText = a
            }
        }
        guard let pidText else { fail("attach needs the app's process id", usage: true) }
        guard let pid = Int32(pidText), pid > 0 else { fail("\(pidText) is not a process id") }
        guard access("/proc/\(pid)", F_OK) == 0 else { fail("there is no process \(pid)") }
        let name = processName(pid)
        var directories: [String] = []
        if let directory { directories.append(directory) }
        if let env = getenv("PANE_PROFILE_SOCKET") { directories.append(String(cString: env)) }
        directories += ["/run/pane", "/tmp"]
        guard let socketPath = directories.map({ Profiler.socketPath(directory: $0, pid: pid) })
            .first(where: { access($0, F_OK) == 0 }) else {
            fail("process \(pid) (\(name)) has no profiler socket (looked for pane-profile-\(pid).sock in \(directories.joined(separator: ", "))): it is not a Pane app, or it was started without --profile-socket DIR / PANE_PROFILE_SOCKET=DIR")
        }
        let fd = connectTo(socketPath)
        guard fd >= 0 else {
            let e = errno
            fail("cannot connect to \(socketPath): \(String(cString: strerror(e)))" + (e == EACCES ? " (the socket is mode 0600: run fps as the app's user or root)" : ""))
        }
        defer { close(fd) }
        let path = output ?? "\(name)-\(pid).paneprof"
        let out = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard out >= 0 else { fail("cannot create \(path): \(String(cString: strerror(errno)))") }
        defer { close(out) }
        signal(SIGINT) { _ in attachInterrupted = 1 }
        signal(SIGTERM) { _ in attachInterrupted = 1 }
        signal(SIGPIPE, SIG_IGN)

        var stream = RecordStream()
        let start = monotonicSeconds()
        var chunk = [UInt8](repeating: 0, count: 65536)
        var ended = false
        note("attached to \(pid) (\(name)) through \(socketPath); Ctrl-C stops" + (seconds.map { ", or after \(JSONWriter.number($0)) s" } ?? ""))
        while attachInterrupted == 0 && !ended {
            if let seconds, monotonicSeconds() - start >= seconds { break }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 100) > 0 else { continue }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
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
        note("\(stream.frames) frames recorded in \(path)" + (ended ? " (the app ended)" : "") + ": fps report \(path)")
        return 0
    }

    static func processName(_ pid: Int32) -> String {
        guard let bytes = Profile.readFile("/proc/\(pid)/comm") else { return "?" }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "?"
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
struct RecordStream {
    private var pending: [UInt8] = []
    private var ready: [UInt8] = []
    private(set) var sawHeader = false
    private(set) var sawEnd = false
    private(set) var frames = 0

    mutating func take(_ bytes: ArraySlice<UInt8>) throws(ProfileError) {
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
            let size = ProfileFormat.recordHeadSize + count * 8
            guard pending.count >= size else { return }
            ready += pending[0..<size]
            pending.removeFirst(size)
            if kind == ProfileFormat.Kind.frame.rawValue { frames += 1 }
            if kind == ProfileFormat.Kind.end.rawValue { sawEnd = true }
        }
    }

    mutating func takeWhole() -> [UInt8] {
        defer { ready.removeAll(keepingCapacity: true) }
        return ready
    }
}
