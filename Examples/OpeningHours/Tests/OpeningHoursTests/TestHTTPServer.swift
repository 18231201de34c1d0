import Glibc
import Synchronization

/// A tiny HTTP/1.1 server for the tests, on 127.0.0.1 at a port the kernel picks: a fixed
/// answer per path, one connection at a time, on a thread of its own; `stop()` ends it and
/// closes every socket. Each answer closes its connection (`Connection: close`).
///
/// Written on Glibc's sockets, so the tests need no other program (no python, no curl).
final class TestHTTPServer: Sendable {
    /// What the server does for a path.
    enum Reply: Sendable {
        /// Answers with `status` (and its reason phrase), a JSON content type and `body`.
        case answer(status: Int, reason: String, body: String)
        /// Reads the request and never answers (the connection stays open until `stop()`).
        case silence
    }

    /// The port it listens on.
    let port: UInt16
    /// `http://127.0.0.1:PORT` + `path`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    private let listener: Int32
    /// Written to by `stop()`; the serving thread polls it beside the listener.
    private let stopPipe: (read: Int32, write: Int32)
    private let replies: [String: Reply]
    /// The request lines served, in order ("GET /hours.json HTTP/1.1").
    private let log = Mutex<[String]>([])
    /// Held by the serving thread until it has closed its connections.
    private let running = Mutex<Bool>(true)
    private let finished = Mutex<Bool>(false)

    struct SetUpError: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts serving `replies` (by path; other paths get 404).
    init(replies: [String: Reply]) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw SetUpError(description: "socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0                                   // the kernel picks a free port
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw SetUpError(description: "bind/listen on 127.0.0.1: \(reason)")
        }
        var pipeFDs: [Int32] = [0, 0]
        guard pipe(&pipeFDs) == 0 else {
            close(fd)
            throw SetUpError(description: "pipe: \(String(cString: strerror(errno)))")
        }
        for descriptor in pipeFDs { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }  // not inherited by the app under test
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        stopPipe = (pipeFDs[0], pipeFDs[1])
        self.replies = replies
        startThread()
    }

    /// The request lines served so far, oldest first.
    var requests: [String] { log.withLock { $0 } }

    /// Stops the serving thread, waits for it, and closes every socket.
    func stop() {
        guard running.withLock({ let was = $0; $0 = false; return was }) else { return }
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
        while !finished.withLock({ $0 }) { usleep(1000) }
        close(listener)
        close(stopPipe.read)
        close(stopPipe.write)
    }

    private func startThread() {
        var thread = pthread_t()
        let box = Unmanaged.passRetained(self).toOpaque()
        let made = pthread_create(&thread, nil, { context in
            let server = Unmanaged<TestHTTPServer>.fromOpaque(context!).takeRetainedValue()
            server.serve()
            return nil
        }, box)
        if made == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<TestHTTPServer>.fromOpaque(box).release()
            finished.withLock { $0 = true }
        }
    }

    /// Accepts and answers until `stop()`; silent connections stay open until then.
    private func serve() {
        var held: [Int32] = []
        defer {
            for fd in held { close(fd) }
            finished.withLock { $0 = true }
        }
        while true {
            var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)]
            if poll(&fds, 2, -1) < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[1].revents != 0 { return }
            guard fds[0].revents & Int16(POLLIN) != 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            let line = readRequestLine(connection)
            log.withLock { $0.append(line) }
            let parts = line.split(separator: " ")
            let path = parts.count >= 2 ? String(parts[1]) : ""
            switch replies[path] ?? .answer(status: 404, reason: "Not Found", body: "{\"error\": \"no such path\"}") {
            case .silence:
                held.append(connection)
            case .answer(let status, let reason, let body):
                let head = "HTTP/1.1 \(status) \(reason)\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
                writeAll(connection, Array((head + body).utf8))
                close(connection)
            }
        }
    }

    /// Reads the request's head (up to the blank line, 2 s at most, 64 KiB at most) and returns
    /// its first line.
    private func readRequestLine(_ fd: Int32) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while bytes.count < 65536, !bytes.windowsContain(end) {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 2000) > 0 else { break }
            let n = read(fd, &chunk, chunk.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        let firstLine = bytes.split(separator: UInt8(ascii: "\r"), maxSplits: 1).first ?? []
        return String(decoding: firstLine, as: UTF8.self)
    }

    private func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            sent += n
        }
    }
}

extension Collection where Element == UInt8 {
    /// Whether `needle` occurs in the bytes.
    func windowsContain(_ needle: [UInt8]) -> Bool {
        let bytes = Array(self)
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start..<start + needle.count].elementsEqual(needle) {
            return true
        }
        return false
    }
}

/// A port on 127.0.0.1 where nothing listens: a socket bound to it but not listening, so a
/// connection is refused, and no other program can take the port while the test holds it.
final class RefusingPort: Sendable {
    let port: UInt16
    private let fd: Int32

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = fd >= 0 && withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else {
            let reason = String(cString: strerror(errno))
            if fd >= 0 { Glibc.close(fd) }
            throw TestHTTPServer.SetUpError(description: "bind: \(reason)")
        }
        self.fd = fd
        port = UInt16(bigEndian: address.sin_port)
    }

    /// `http://127.0.0.1:PORT` + `path`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Lets the port go.
    func close() { _ = Glibc.close(fd) }
}
