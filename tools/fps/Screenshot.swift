import Pane
import Glibc

/// `fps screenshot PID [-o FILE] [--socket-dir DIR]`: what a running app's panel shows, as a PNG
/// file, for a look from afar (`ssh kiosk pane-fps screenshot PID`). It asks through the
/// profiler socket that `--profile-socket DIR` opened, trusted as `fps attach` trusts it
/// (`ProfileSocketTrust`); the output is created new: FILE, else `NAME-PID.png` here.
enum Screenshot {
    static func run(_ arguments: [String]) -> Int32 {
        var pidText: String?, output: String?, directory: String?
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
            case "--socket-dir": directory = value()
            default:
                guard pidText == nil, !a.hasPrefix("-") else { fail("unexpected argument \(a)", usage: true) }
                pidText = a
            }
        }
        guard let pidText else { fail("screenshot needs the app's process id", usage: true) }
        guard let pid = Int32(pidText), pid > 0 else { fail("\(pidText) is not a process id") }
        guard access("/proc/\(pid)", F_OK) == 0 else { fail("there is no process \(pid)") }
        let comm = Profile.readFile("/proc/\(pid)/comm") ?? []
        let name = Attach.processName(comm)
        guard let appUID = ProfileSocketTrust.uid(ofProcess: pid) else { fail("cannot read the user of process \(pid) (/proc/\(pid)/status)") }
        let folder = ProfileSocketTrust.directory(flag: directory, environment: getenv("PANE_PROFILE_SOCKET").map { String(cString: $0) })
        let socketPath = Profiler.socketPath(directory: folder, pid: pid)
        var st = stat()
        guard lstat(socketPath, &st) == 0 else {
            fail("process \(pid) (\(name)) has no profiler socket (looked for \(socketPath)): start it with --profile-socket DIR (then give that DIR with --socket-dir)")
        }
        if let problem = ProfileSocketTrust.socketFileProblem(socketPath, appUID: appUID) { fail(problem) }
        let fd = Attach.connectTo(socketPath)
        guard fd >= 0 else { fail("cannot connect to \(socketPath): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        if let problem = ProfileSocketTrust.peerProblem(socket: fd, pid: pid, appUID: appUID) { fail("\(socketPath): \(problem)") }
        let request = Array("screenshot\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var png: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        while png.count < 256 << 20 {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            png += chunk[..<n]
        }
        guard png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            fail("\(pid) (\(name)) sent no picture (an app from before fps screenshot, or the screenshot failed: see its log)")
        }
        let path = output ?? String(ProfileSocketTrust.outputName(comm: comm, pid: pid).dropLast(".paneprof".count)) + ".png"
        let out: Int32
        switch ProfileSocketTrust.createOutput(path) {
        case .success(let created): out = created
        case .failure(let error): fail("\(error)")
        }
        defer { close(out) }
        guard png.withUnsafeBytes({ write(out, $0.baseAddress, $0.count) }) == png.count else {
            fail("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        note("\(pid) (\(name)): what the panel shows is in \(path)")
        return 0
    }
}
