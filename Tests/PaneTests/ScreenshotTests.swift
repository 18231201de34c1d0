import Testing
import Glibc
import PaneTestSupport
@testable import Pane

/// `fps screenshot PID`: the built fps asks this test process's profiler socket for what the
/// panel shows, and gets the app's frame as a PNG file (black while the screen is off).
@MainActor
@Suite struct ScreenshotTests {
    /// Runs `fps screenshot` against this process while serving the socket; its exit status and output.
    func screenshot(app: Application, directory: String, output: String) throws -> (Int32, String) {
        let profiler = Profiler(refreshInterval: 1.0 / 60, isVirtual: false, width: 40, height: 20)
        try profiler.listen(directory: directory)
        defer { profiler.finish(detail: 0) }
        profiler.screenshot = { path in
            do {
                if app.screenPower.state == .off {
                    try PNG.write(Surface(width: 40, height: 20, fill: Color(rgb: 0)), to: path, opaque: true)
                } else {
                    try PNG.write(app.compositor.frame, to: path, opaque: true)
                }
                return nil
            } catch { return "\(error)" }
        }
        var pid = pid_t()
        let log = directory + "/fps.txt"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = [ProfileSocketTests.fps, "screenshot", "\(getpid())", "--socket-dir", directory, "-o", output]
        let cArgs = argv.map { strdup($0) } + [nil]
        defer { for a in cArgs { free(a) } }
        try #require(posix_spawn(&pid, argv[0], &actions, nil, cArgs, environ) == 0)
        posix_spawn_file_actions_destroy(&actions)
        var status: Int32 = 0
        // Serve the socket as the run loop would, until fps is done.
        while waitpid(pid, &status, WNOHANG) == 0 {
            var p = pollfd(fd: profiler.listeningDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
            if poll(&p, 1, 50) > 0 { profiler.acceptClients() }
        }
        return ((status >> 8) & 0xFF, AppProcess.readText(log))
    }

    @Test("the picture the app shows, as PNG; black while the screen is off; a second screenshot never overwrites the first")
    func screenshotOfTheFrame() throws {
        try #require(access(ProfileSocketTests.fps, X_OK) == 0, "build fps first (swift build --build-tests)")
        let dir = ProfileSocketTests.folder()
        defer { ProfileSocketTests.removeFolder(dir) }
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 40, height: 20)))
        app.window.backgroundColor = Color(rgb: 0x3366CC)
        try app.runFrame(at: InputTime(seconds: 1))
        let (status, output) = try screenshot(app: app, directory: dir, output: dir + "/shot.png")
        #expect(status == 0, "\(output)")
        let comm = String(decoding: (Profile.readFile("/proc/self/comm") ?? []).prefix(while: { $0 != 0x0A }), as: UTF8.self)
        #expect(output == "fps: \(getpid()) (\(comm)): what the panel shows is in \(dir)/shot.png\n")
        let picture = try PNG.decode(contentsOf: dir + "/shot.png")
        #expect(picture.width == 40 && picture.height == 20)
        #expect(picture[5, 5] == app.compositor.frame[5, 5] && picture[5, 5] == 0xFF33_66CC)

        var site = SiteFlags()
        site.screenOffAfter = 5
        app.screenPower.log = { _ in }
        app.screenPower.configure(site, board: BoardProfile(name: "t"), program: "t", isPanel: false)
        var runner = HeadlessRunner()
        runner.until = InputTime(seconds: 20)
        _ = try runner.run(app, startTime: InputTime(seconds: 1))
        #expect(app.screenPower.state == .off)
        let (again, output2) = try screenshot(app: app, directory: dir, output: dir + "/shot.png")
        #expect(again == 2, "\(output2)")
        let (dark, output3) = try screenshot(app: app, directory: dir, output: dir + "/dark.png")
        #expect(dark == 0, "\(output3)")
        let black = try PNG.decode(contentsOf: dir + "/dark.png")
        #expect(black[5, 5] == 0xFF00_0000)
    }
}
