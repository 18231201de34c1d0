import Testing
import Glibc
import PaneTestSupport
@testable import Pane

/// Issue 28 items 3 and 6: the app's side of the profiler socket (a stale socket, a bind that
/// fails) and `fps attach`'s checks of the socket, the peer, what the peer sends and where the
/// output goes, each refusal by the built `fps` as a user runs it.
@MainActor
@Suite struct ProfileSocketTests {
    static let fps = PanelVM.productsDirectory + "/fps"

    /// A new empty folder under /tmp (`mkdtemp`); remove it with `removeFolder`.
    static func folder() -> String {
        var template = Array("/tmp/pane-socket-test-XXXXXX".utf8CString)
        return String(cString: mkdtemp(&template)!)
    }

    static func removeFolder(_ dir: String) {
        if let d = opendir(dir) {
            while let e = readdir(d) {
                let name = withUnsafeBytes(of: e.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
                if name != "." && name != ".." { unlink(dir + "/" + name) }
            }
            closedir(d)
        }
        rmdir(dir)
    }

    /// A Unix stream socket bound at `path` and listening; its descriptor.
    static func listeningSocket(at path: String) -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in for (i, b) in path.utf8.enumerated() { raw[i] = b } }
        let rc = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        precondition(rc == 0 && listen(fd, 4) == 0, "cannot listen on \(path): errno \(errno)")
        return fd
    }

    /// Starts fps with `arguments`, its output into `output`; its process id.
    static func start(_ arguments: [String], output: String) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = [fps] + arguments
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var pid: pid_t = 0
        precondition(posix_spawn(&pid, fps, &actions, nil, &cArgs, environ) == 0)
        return pid
    }

    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Runs `fps attach` against this test process, whose socket in `dir` is `server` (nil: none
    /// listening); `serve` gets each accepted connection. fps's status and output.
    static func attach(_ dir: String, extra: [String] = [], pid: Int32 = getpid(),
                       serve: ((Int32) -> Void)? = nil, server: Int32? = nil) -> (status: Int32, output: String) {
        let out = dir + "/fps.out"
        let child = start(["attach", String(pid), "--socket-dir", dir] + extra, output: out)
        defer { unlink(out) }
        if let server, let serve {
            // Serve the connection when it comes; stop waiting for one when fps has exited.
            while true {
                var p = pollfd(fd: server, events: Int16(POLLIN), revents: 0)
                if poll(&p, 1, 50) > 0 {
                    let client = accept(server, nil, nil)
                    if client >= 0 {
                        serve(client)
                        close(client)
                    }
                    break
                }
                var status: Int32 = 0
                if waitpid(child, &status, WNOHANG) == child {
                    return (status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), PanelVM.readText(out))
                }
            }
        }
        let status = wait(child)
        return (status, PanelVM.readText(out))
    }

    static func send(_ fd: Int32, _ bytes: [UInt8]) {
        var done = 0
        while done < bytes.count {
            // MSG_NOSIGNAL: fps hangs up mid-stream on purpose; that is EPIPE here, not SIGPIPE.
            let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + done, $0.count - done, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return }
            done += n
        }
    }

    static let info = ProfileFormat.record(.info, [16_666_667, 8, 4, 1, Int64(getpid()), 1_000_000_000])

    // MARK: the app's side (item 6)

    @Test("a stale socket of ours is replaced; a file that is not a socket, or a socket of another user, stays and bind fails")
    func staleSocket() throws {
        let dir = Self.folder()
        defer { Self.removeFolder(dir) }
        let path = Profiler.socketPath(directory: dir, pid: getpid())
        close(Self.listeningSocket(at: path))   // a crash leaves the file behind
        let profiler = Profiler(refreshInterval: 1.0 / 60, isVirtual: true, width: 8, height: 4)
        try profiler.listen(directory: dir)
        #expect(profiler.listeningDescriptor != nil)
        profiler.closeSocket()
        #expect(access(path, F_OK) != 0)

        let file = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        close(file)
        let second = Profiler(refreshInterval: 1.0 / 60, isVirtual: true, width: 8, height: 4)
        #expect { try second.listen(directory: dir) } throws: { ($0 as? SystemError)?.errno == EADDRINUSE }
        var st = stat()
        #expect(lstat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFREG, "a regular file is never removed")
        unlink(path)

        if geteuid() == 0 {
            close(Self.listeningSocket(at: path))
            chown(path, 65534, 65534)
            let third = Profiler(refreshInterval: 1.0 / 60, isVirtual: true, width: 8, height: 4)
            #expect { try third.listen(directory: dir) } throws: { ($0 as? SystemError)?.errno == EADDRINUSE }
            #expect(lstat(path, &st) == 0 && st.st_uid == 65534, "another user's socket is never removed")
        }
    }

    @Test("a profile socket that cannot be bound is one log line, and the app runs without it")
    func bindFailureIsALogLine() throws {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 8, height: 4)))
        var options = AppLauncher.Options()
        var lines: [String] = []
        let profiler = try AppLauncher.startProfiling(app, remaining: ["--profile-socket", "/nonexistent-pane-dir"], isPanel: true,
                                                      options: &options, logLine: { lines.append($0) })
        #expect(profiler != nil && profiler?.listeningDescriptor == nil && options.wakeSources.isEmpty)
        #expect(lines == ["pane: no profiler socket: bind(/nonexistent-pane-dir/pane-profile-\(getpid()).sock): "
                          + "No such file or directory (errno 2); running without it"])
        profiler?.finish(detail: 0)
    }

    // MARK: fps attach's checks (item 3)

    @Test func theSocketFolder() {
        #expect(ProfileSocketTrust.directory(flag: nil, environment: nil) == "/run/pane")
        #expect(ProfileSocketTrust.directory(flag: nil, environment: "/srv/p") == "/srv/p")
        #expect(ProfileSocketTrust.directory(flag: "/a", environment: "/srv/p") == "/a")
        #expect(ProfileSocketTrust.directory(flag: "", environment: "") == "/run/pane")
    }

    @Test func theProcessUser() {
        #expect(ProfileSocketTrust.uid(ofProcess: getpid()) == geteuid())
        #expect(ProfileSocketTrust.uid(ofProcess: 999_999_999) == nil)
    }

    @Test func peerCredentials() {
        #expect(ProfileSocketTrust.peerProblem(peerPID: 10, peerUID: 1000, pid: 10, appUID: 1000) == nil)
        #expect(ProfileSocketTrust.peerProblem(peerPID: 10, peerUID: 0, pid: 10, appUID: 1000) == nil)
        #expect(ProfileSocketTrust.peerProblem(peerPID: 11, peerUID: 1000, pid: 10, appUID: 1000)
                == "the socket is served by process 11, not 10: not trusted")
        #expect(ProfileSocketTrust.peerProblem(peerPID: 10, peerUID: 1001, pid: 10, appUID: 1000)
                == "the socket's process runs as uid 1001, neither the app's user (uid 1000) nor root: not trusted")
    }

    @Test("the default output name keeps [A-Za-z0-9._-] of comm and a fixed suffix")
    func outputNames() {
        #expect(ProfileSocketTrust.outputName(comm: Array("gallery\n".utf8), pid: 42) == "gallery-42.paneprof")
        #expect(ProfileSocketTrust.outputName(comm: Array("../../etc/x\n".utf8), pid: 42) == ".._.._etc_x-42.paneprof")
        #expect(ProfileSocketTrust.outputName(comm: Array("..".utf8), pid: 7) == "app-7.paneprof")
        #expect(ProfileSocketTrust.outputName(comm: [], pid: 7) == "app-7.paneprof")
        #expect(ProfileSocketTrust.outputName(comm: [0xC3, 0xA9, 0x20, 0x0A, 0x41], pid: 7) == "___-7.paneprof")
    }

    @Test("outputs are created new: never over a file, never through a link")
    func outputsAreCreatedNew() throws {
        let dir = Self.folder()
        defer { Self.removeFolder(dir) }
        let existing = dir + "/existing"
        close(open(existing, O_WRONLY | O_CREAT, 0o644))
        symlink(existing, dir + "/link")
        for path in [existing, dir + "/link"] {
            guard case .failure(let error) = ProfileSocketTrust.createOutput(path) else {
                Issue.record("\(path) was opened")
                continue
            }
            #expect(error.description.hasPrefix("cannot create \(path): File exists"))
        }
        guard case .success(let fd) = ProfileSocketTrust.createOutput(dir + "/new") else {
            Issue.record("a new file could not be created")
            return
        }
        close(fd)
    }

    @Test("attach refuses a file that is not a socket, a symlink to a socket and a socket of another user")
    func refusesTheSocketFile() throws {
        try #require(access(Self.fps, X_OK) == 0, "build fps first (swift build --build-tests)")
        let dir = Self.folder()
        defer { Self.removeFolder(dir) }
        let path = Profiler.socketPath(directory: dir, pid: getpid())
        close(open(path, O_WRONLY | O_CREAT, 0o644))
        let regular = Self.attach(dir)
        #expect(regular.status == 2 && regular.output.contains("\(path) is not a socket (a regular file)"), "\(regular.output)")
        unlink(path)

        let real = dir + "/real.sock"
        let server = Self.listeningSocket(at: real)
        defer { close(server) }
        symlink(real, path)
        let linked = Self.attach(dir)
        #expect(linked.status == 2 && linked.output.contains("\(path) is not a socket (a symbolic link)"), "\(linked.output)")
        unlink(path)

        if geteuid() == 0 {
            let other = Self.listeningSocket(at: path)
            defer { close(other) }
            chown(path, 65534, 65534)
            let foreign = Self.attach(dir)
            #expect(foreign.status == 2 && foreign.output.contains(
                "\(path) belongs to uid 65534, neither the app's user (uid 0) nor root: not trusted"), "\(foreign.output)")
        }
    }

    @Test("attach refuses a socket served by another process than the one named")
    func refusesAnotherPeer() throws {
        try #require(access(Self.fps, X_OK) == 0)
        let dir = Self.folder()
        defer { Self.removeFolder(dir) }
        // This test process serves a socket named for its parent, which runs as the same user.
        let parent = getppid()
        let server = Self.listeningSocket(at: Profiler.socketPath(directory: dir, pid: parent))
        defer { close(server) }
        let run = Self.attach(dir, pid: parent, serve: { _ in }, server: server)
        #expect(run.status == 2 && run.output.contains("the socket is served by process \(getpid()), not \(parent): not trusted"),
                "\(run.output)")
        #expect(!run.output.contains("attached"))
    }

    @Test("attach refuses a record longer than the format allows, and stops at --max-mib")
    func boundsWhatThePeerSends() throws {
        try #require(access(Self.fps, X_OK) == 0)
        let dir = Self.folder()
        defer { Self.removeFolder(dir) }
        let server = Self.listeningSocket(at: Profiler.socketPath(directory: dir, pid: getpid()))
        defer { close(server) }
        // A header, the info record, then a record claiming 65,535 fields.
        let long = Self.attach(dir, extra: ["-o", dir + "/long.paneprof"], serve: { fd in
            Self.send(fd, ProfileFormat.header + Self.info + [2, 0, 0xFF, 0xFF, 0, 0, 0, 0])
        }, server: server)
        #expect(long.status == 2 && long.output.contains(
            "record 1 (kind 2) has 65535 fields, more than the 64 a record may have: not a Pane profile stream"), "\(long.output)")

        // 2 MiB of frames against a cap of 1 MiB: fps stops, keeps whole records and closes the file.
        let frame = ProfileFormat.record(.frame, [1, 1_000_000_000, 1, 1, 1, 1, 1, 0, 0])
        var flood = ProfileFormat.header + Self.info
        while flood.count < 2 << 20 { flood += frame }
        let capped = Self.attach(dir, extra: ["-o", dir + "/capped.paneprof", "--max-mib", "1"], serve: { fd in
            Self.send(fd, flood)
        }, server: server)
        #expect(capped.status == 2 && capped.output.contains("sent 1 MiB, the most fps attach takes (--max-mib): stopped"),
                "\(capped.output)")
        let kept = try Profile(path: dir + "/capped.paneprof")
        #expect(kept.isComplete && kept.end?.reason == ProfileFormat.EndReason.detached.rawValue)
        #expect(kept.wholeLength <= (1 << 20) + 24 && kept.frames.count == ((1 << 20) - 16 - Self.info.count) / frame.count)
    }

    @Test("attach never writes over a file: -o naming an existing file is refused before anything is read")
    func refusesAnExistingOutput() throws {
        try #require(access(Self.fps, X_OK) == 0)
        let dir = Self.folder()
        defer { Self.removeFolder(dir) }
        let server = Self.listeningSocket(at: Profiler.socketPath(directory: dir, pid: getpid()))
        defer { close(server) }
        let target = dir + "/precious"
        close(open(target, O_WRONLY | O_CREAT, 0o644))
        symlink(target, dir + "/link.paneprof")
        let run = Self.attach(dir, extra: ["-o", dir + "/link.paneprof"], serve: { _ in }, server: server)
        #expect(run.status == 2 && run.output.contains("cannot create \(dir)/link.paneprof: File exists"), "\(run.output)")
        var st = stat()
        #expect(stat(target, &st) == 0 && st.st_size == 0)
    }
}
