import Testing
import Glibc
@testable import Pane
@testable import PaneGallery
import PaneTestSupport

/// Issue 28 items 7 and 9, with the built `gallery` run as a user runs it: the photos it finds
/// without `--photos`, a `--photos` folder whose name is not UTF-8, and `--trace` into a pipe
/// nobody reads.
@MainActor
@Suite struct GalleryCommandLineTests {
    static let gallery = PanelVM.productsDirectory + "/gallery"
    static let recording = PhotoLibraryTests.photosFolder + "/../Tests/PaneGalleryTests/Recordings/close.evemu"

    /// A new empty folder under /tmp.
    static func folder() -> String {
        var template = Array("/tmp/pane-gallery-cli-XXXXXX".utf8CString)
        return String(cString: mkdtemp(&template)!)
    }

    /// `rm -r` for the few files these tests make (names as bytes).
    static func remove(_ path: [UInt8]) {
        let cPath = path.map { CChar(bitPattern: $0) } + [0]
        var st = stat()
        guard lstat(cPath, &st) == 0 else { return }
        if st.st_mode & S_IFMT == S_IFDIR, let d = opendir(cPath) {
            var names: [[UInt8]] = []
            while let e = readdir(d) {
                let name = withUnsafeBytes(of: e.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
                if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
            }
            closedir(d)
            for name in names { remove(path + [0x2F] + name) }
            rmdir(cPath)
        } else {
            unlink(cPath)
        }
    }

    static func copy(_ from: String, to: [UInt8], mode: mode_t = 0o644) throws {
        let bytes = try ImageFileBytes.read(from)
        // O_CLOEXEC: a process another test spawns meanwhile must not keep the new executable
        // open for writing, which would make running it fail (ETXTBSY).
        let fd = open(to.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    /// Runs `argv` (byte strings, the first a path) in `directory`: standard input /dev/null,
    /// standard output into `stdout` (a descriptor) or the file `log`, standard error into
    /// `log`. Its exit status (128 + N for signal N) and the log.
    static func run(_ argv: [[UInt8]], in directory: String, stdout: Int32? = nil, log: String) -> (status: Int32, log: String) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if let stdout { posix_spawn_file_actions_adddup2(&actions, stdout, 1) } else { posix_spawn_file_actions_adddup2(&actions, 2, 1) }
        // `sh -c 'cd "$0" && exec "$@"' DIR ARGV…`: the working folder as a shell sets it.
        let shell: [[UInt8]] = [Array("/bin/sh".utf8), Array("-c".utf8), Array("cd \"$0\" && exec \"$@\"".utf8), Array(directory.utf8)]
        var cArgs: [UnsafeMutablePointer<CChar>?] = (shell + argv).map { bytes in
            let p = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (i, b) in bytes.enumerated() { p[i] = CChar(bitPattern: b) }
            p[bytes.count] = 0
            return p
        } + [nil]
        defer { for p in cArgs { p?.deallocate() } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &actions, nil, &cArgs, environ) == 0 else { return (127, "") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), PanelVM.readText(log))
    }

    static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    // MARK: item 7

    @Test func photoFolderCandidates() throws {
        #expect(PhotoFolder.candidates(executable: "/usr/bin/pane-gallery") == ["photos", "/usr/bin/../share/pane-gallery/photos"])
        #expect(PhotoFolder.candidates(executable: nil) == ["photos"])
        let local = try PhotoFolder.find(executable: "/usr/bin/pane-gallery", isFolder: { $0 == "photos" }).get()
        #expect(local == "photos")
        let installed = try PhotoFolder.find(executable: "/usr/bin/pane-gallery", isFolder: { $0.hasPrefix("/usr/") }).get()
        #expect(installed == "/usr/bin/../share/pane-gallery/photos")
        guard case .failure(let error) = PhotoFolder.find(executable: "/usr/bin/pane-gallery", isFolder: { _ in false }) else {
            Issue.record("found a folder where there is none")
            return
        }
        #expect(error.description == "no photos to show: neither ./photos nor the installed /usr/bin/../share/pane-gallery/photos "
                + "is a folder; give one with --photos DIR")
    }

    @Test("installed as bin/ and share/pane-gallery/photos, the gallery run from another folder finds its photos")
    func findsTheInstalledPhotos() throws {
        try #require(access(Self.gallery, X_OK) == 0, "build the gallery first (swift build --build-tests)")
        let root = Self.folder(), elsewhere = Self.folder()
        defer { Self.remove(Self.bytes(root)); Self.remove(Self.bytes(elsewhere)) }
        for dir in ["/bin", "/share", "/share/pane-gallery", "/share/pane-gallery/photos"] { mkdir(root + dir, 0o755) }
        try Self.copy(Self.gallery, to: Self.bytes(root + "/bin/pane-gallery"), mode: 0o755)
        try Self.copy(PhotoLibraryTests.photosFolder + "/landscape-1.png", to: Self.bytes(root + "/share/pane-gallery/photos/one.png"))
        let argv = [root + "/bin/pane-gallery", "--display", "headless", "--replay", Self.recording].map(Self.bytes)
        // A child forked by a parallel test between open and close may still hold the copy
        // (sh then says "Text file busy", 126) until it execs: try again then.
        var installed = Self.run(argv, in: elsewhere, log: root + "/log")
        for _ in 0..<20 where installed.status == 126 {
            usleep(50_000)
            installed = Self.run(argv, in: elsewhere, log: root + "/log")
        }
        #expect(installed.status == 0 && installed.log.contains("pane: settled"), "\(installed.log)")

        // Without them: one clear line and status 2.
        Self.remove(Self.bytes(root + "/share"))
        let none = Self.run(argv, in: elsewhere, log: root + "/log")
        #expect(none.status == 2)
        #expect(none.log == "gallery: no photos to show: neither ./photos nor the installed \(root)/bin/../share/pane-gallery/photos "
                + "is a folder; give one with --photos DIR\n")
    }

    // MARK: item 9

    /// A folder named `caf\xE9` (Latin-1): Swift reads the argument as `caf\u{FFFD}`; the
    /// gallery takes the argument's bytes and opens it. A missing one is a clear error.
    @Test func aPhotosFolderWhoseNameIsNotUTF8() throws {
        try #require(access(Self.gallery, X_OK) == 0)
        let root = Self.folder()
        defer { Self.remove(Self.bytes(root)) }
        let latin1 = Self.bytes(root + "/caf") + [0xE9]
        mkdir(latin1.map { CChar(bitPattern: $0) } + [0], 0o755)
        try Self.copy(PhotoLibraryTests.photosFolder + "/landscape-1.png", to: latin1 + Self.bytes("/one.png"))
        let argv = [Self.bytes(Self.gallery), Self.bytes("--display"), Self.bytes("headless"), Self.bytes("--replay"),
                    Self.bytes(Self.recording), Self.bytes("--photos"), latin1]
        let opened = Self.run(argv, in: root, log: root + "/log")
        #expect(opened.status == 0 && opened.log.contains("pane: settled") && !opened.log.contains("cannot read"), "\(opened.log)")

        let missing = Self.run(Array(argv.dropLast()) + [Self.bytes(root + "/nowhere") + [0xE9]], in: root, log: root + "/log")
        #expect(missing.status == 2)
        #expect(missing.log == "gallery: cannot read the photos folder: opendir(\(root)/nowhere\\xE9): No such file or directory (errno 2)\n")
    }

    /// `--trace /dev/stdout` into a pipe whose reader is gone: one log line, the run goes on to
    /// its end (before: killed by SIGPIPE, status 141).
    @Test func traceIntoAClosedPipe() throws {
        try #require(access(Self.gallery, X_OK) == 0)
        let root = Self.folder()
        defer { Self.remove(Self.bytes(root)) }
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        close(ends[0])   // nobody will read
        let argv = [Self.gallery, "--display", "headless", "--replay", Self.recording, "--photos", PhotoLibraryTests.photosFolder,
                    "--trace", "/dev/stdout"].map(Self.bytes)
        let run = Self.run(argv, in: root, stdout: ends[1], log: root + "/log")
        close(ends[1])
        #expect(run.status == 0, "\(run.log)")
        #expect(run.log.split(separator: "\n").filter { $0.contains("--trace") }
                == ["pane: --trace: write(/dev/stdout): Broken pipe (errno 32); the reader is gone: tracing stops at frame 0, the app keeps running"],
                "\(run.log)")
    }

    @Test("FrameTrace stops at EPIPE with one line; other errors keep trying")
    func frameTraceStopsAtEPIPE() throws {
        signal(SIGPIPE, SIG_IGN)   // as AppLauncher.run does
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        defer { close(ends[1]) }
        let trace = try FrameTrace(path: "/proc/self/fd/\(ends[1])")
        var lines: [String] = []
        trace.reportError = { lines.append($0) }
        close(ends[0])
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 8, height: 4)))
        app.onFrame = { [unowned app] in trace.record($0, window: app.window) }
        for k in 0..<3 { try app.runFrame(at: InputTime(seconds: 1 + Double(k) / 60)) }
        #expect(trace.isStopped && trace.writeError?.errno == EPIPE)
        #expect(lines.count == 1 && lines[0].hasSuffix("the reader is gone: tracing stops at frame 0, the app keeps running"))
    }
}
