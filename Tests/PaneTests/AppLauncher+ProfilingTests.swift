import Testing
import Glibc
@testable import Pane

@MainActor
@Suite struct AppLauncherProfilingTests {
    @Test("a profile that cannot be created is refused with status 2")
    func unwritable() {
        let status = AppLauncher.run(arguments: ["--display", "headless", "--profile", "/nonexistent/dir/p"], program: "t") { _, _ in .init() }
        #expect(status == 2)
    }

    @Test("headless, --profile-socket opens no socket; --hud puts the HUD on top; the profile records the run")
    func headless() throws {
        let path = "/tmp/pane-launcher-profile-\(getpid())"
        defer { unlink(path) }
        var launched: Application?
        let status = AppLauncher.run(arguments: ["--display", "headless", "--size", "400x200", "--profile", path,
                                                 "--profile-socket", "/tmp", "--hud"], program: "t") { app, _ in
            app.window.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
            launched = app
            return .init()
        }
        #expect(status == 0)
        #expect(access(Profiler.socketPath(directory: "/tmp", pid: getpid()), F_OK) != 0)
        let profile = try Profile(path: path)
        #expect(profile.isComplete && profile.isVirtual && profile.frames.count == 1 && profile.width == 400)
        let app = try #require(launched)
        #expect(app.window.subviews.count == 2 && app.window.subviews.last is ProfileHUD)
        #expect(app.profiler?.isFinished == true)
    }
}
