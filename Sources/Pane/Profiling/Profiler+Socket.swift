#if canImport(Glibc)
import Glibc
#endif

/// The socket `fps attach PID` connects to, opened when an app is started with
/// `--profile-socket DIR` (or `PANE_PROFILE_SOCKET=DIR`): `DIR/pane-profile-PID.sock`, a Unix
/// stream socket of mode 0600, so only the app's own user (and root) may attach. Each client
/// gets the header and the info record, then every record from then on, until it hangs up or
/// the app ends (the `end` record, then EOF). The app removes the socket file on exit. A client
/// that sends `screenshot` first gets what the panel shows as a PNG file instead, then EOF
/// (`fps screenshot PID`).
extension Profiler {
    /// The socket path of process `pid` in `directory`.
    public static func socketPath(directory: String, pid: Int32) -> String {
        (directory.hasSuffix("/") ? String(directory.dropLast()) : directory) + "/pane-profile-\(pid).sock"
    }

    /// Opens the listening socket; the run loop watches `listeningDescriptor` and calls
    /// `acceptClients()` when it is readable.
    public func listen(directory: String) throws(SystemError) {
        let path = Self.socketPath(directory: directory, pid: getpid())
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard path.utf8.count < capacity else {
            throw SystemError(call: "bind", subject: path, errno: ENAMETOOLONG)
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in path.utf8.enumerated() { raw[i] = b }
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw SystemError(call: "socket", subject: path, errno: errno) }
        // A socket left by a crash (an earlier run with the same process number, as a service
        // restarted in a fresh PID namespace gets): removed, but only a socket, and only ours.
        // Anything else there makes bind fail with EADDRINUSE, which the caller logs.
        var st = stat()
        if lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFSOCK && st.st_uid == geteuid() { unlink(path) }
        let old = umask(0o177)
        let rc = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        umask(old)
        guard rc == 0, Glibc.listen(fd, 4) == 0 else {
            let e = errno
            close(fd)
            throw SystemError(call: "bind", subject: path, errno: e)
        }
        chmod(path, 0o600)
        listenFD = fd
        socketPath = path
    }

    /// The listening socket's descriptor, or `nil` without `listen`.
    public var listeningDescriptor: Int32? { listenFD >= 0 ? listenFD : nil }

    /// Takes waiting clients: each gets the header and info record, then the stream.
    public func acceptClients() {
        guard listenFD >= 0 else { return }
        while true {
            let fd = accept(listenFD, nil, nil)  // blocking: Linux does not inherit O_NONBLOCK (accept(2))
            guard fd >= 0 else { return }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            // A client that stops reading for a second is dropped rather than stalling frames.
            var timeout = timeval(tv_sec: 1, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            // Its request: `attach` (what fps attach sends, and what saying nothing for a tenth
            // of a second means) or `screenshot` (fps screenshot: the picture, then EOF).
            if Self.request(of: fd) == "screenshot" {
                sendScreenshot(to: fd)
                close(fd)
                continue
            }
            flush()  // records before the client came go only to the earlier sinks
            guard Self.writeAll(fd, ProfileFormat.header + infoRecord, socket: true) else {
                close(fd)
                continue
            }
            sinks.append(fd)
            clientSinks.insert(fd)
            AppLauncher.log("pane: profiler client attached")
        }
    }

    /// The client's first line (up to 32 bytes), waiting at most 100 ms for it; "" for none.
    static func request(of fd: Int32) -> String {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, 100) > 0 else { return "" }
        var bytes = [UInt8](repeating: 0, count: 32)
        let n = bytes.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        guard n > 0 else { return "" }
        return String(decoding: bytes[..<n].prefix(while: { $0 != 0x0A }), as: UTF8.self)
    }

    /// Sends what the panel shows as a PNG file (`screenshot`, written to a temporary file beside
    /// the socket, then streamed), or nothing when it cannot be made (the client sees EOF).
    func sendScreenshot(to fd: Int32) {
        guard let screenshot, let socketPath else { return }
        let temporary = socketPath + ".png"
        unlink(temporary)
        if let error = screenshot(temporary) {
            AppLauncher.log("pane: screenshot failed: \(error)")
            return
        }
        defer { unlink(temporary) }
        guard let bytes = Profile.readFile(temporary) else { return }
        if Self.writeAll(fd, bytes, socket: true) { AppLauncher.log("pane: screenshot sent (\(bytes.count) bytes)") }
    }

    func closeSocket() {
        if listenFD >= 0 {
            close(listenFD)
            listenFD = -1
        }
        if let path = socketPath {
            unlink(path)
            socketPath = nil
        }
    }
}
