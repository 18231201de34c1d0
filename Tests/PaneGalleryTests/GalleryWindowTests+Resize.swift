#if canImport(Glibc)
import Glibc
#endif
import Testing
import Pane
import PaneGallery
import PaneTestSupport

/// `--window-resize follow` (the default) on a real X server: the window resized with xdotool
/// (as a window manager resizes it) resizes the gallery, so the window's pixels equal a
/// headless gallery started at the new size, and a drag after the resize lands under the
/// pointer (the recording starts again at the new size and replays there to the same pixels).
extension GalleryWindowTests {
    /// The last frame a headless gallery run with `arguments` writes, with `photos`.
    static func headlessLastFrame(_ arguments: [String], photos: String, folder: String) throws -> Surface {
        let frames = folder + "/frames-\(arguments.count)-\(UInt32.random(in: 0...UInt32.max))"
        let run = AppProcess(path: gallery).run(["--display", "headless", "--frames-out", frames, "--photos", photos,
                                                 "--slideshow-after", "3600"] + arguments)
        try #require(run.status == 0, "headless run failed: \(run.output)")
        let names = AppProcess(path: "/bin/ls").run([frames]).output.split(separator: "\n").sorted()
        let last = try #require(names.last, "the headless run wrote no frames: \(run.output)")
        return try PNG.decode(contentsOf: "\(frames)/\(last)")
    }

    /// Resizes the gallery's window to `window` pixels and waits until it rests again.
    static func resize(_ app: WindowApp, on server: Xvfb, to window: (Int, Int)) throws {
        let settled = app.settledCount
        let resize = server.run(["xdotool", "windowsize", "--sync", app.windowID, "\(window.0)", "\(window.1)"])
        #expect(resize.status == 0, "\(resize.output)")
        #expect(app.waitUntilSettled(after: settled), "no rest after the resize: \(AppProcess.readText(app.output))")
    }

    @Test("a resized window resizes the app: its pixels equal a headless gallery of the new size, byte for byte, and a drag after it lands under the pointer")
    func resizedWindowResizesTheApp() throws {
        try Self.withWindow(screen: (1024, 768)) { run in
            try Self.resize(run.app, on: run.server, to: (600, 400))
            let resized = try run.capture()
            #expect(run.app.lines.contains("gallery: --record starts again at 600x400"), "\(AppProcess.readText(run.app.output))")
            let started = try Self.headlessLastFrame(["--size", "600x400"], photos: run.photos, folder: run.folder)
            #expect(resized.width == 600 && resized.height == 400)
            #expect(Self.differingPixels(resized, started) == 0)

            // 150 pt up the grid from (300, 300), slowly, then a rest and the release.
            let dragged = try run.perform(Self.dragCommands(window: run.app.windowID, from: (300, 300), to: (300, 150),
                                                            steps: 75, pause: 0.02, rest: 0.6), "the drag")
            run.end()

            let frames = try TouchScript(recordingAt: run.recording, displaySize: Size(width: 600, height: 400)).frames
            #expect(frames.first?.touches.map(\.location) == [Point(x: 300, y: 300)])
            #expect(frames.first?.touches.first?.phase == .began)
            #expect(frames.last?.touches.map(\.location) == [Point(x: 300, y: 150)])
            #expect(frames.last?.touches.first?.phase == .ended)
            let replayed = try Self.headlessLastFrame(["--size", "600x400", "--replay", run.recording], photos: run.photos, folder: run.folder)
            #expect(Self.differingPixels(dragged, replayed) == 0)
            #expect(Self.differingPixels(resized, dragged) > 10_000, "the drag did not scroll the grid")
        }
    }

    @Test("at --window-scale 2 a window of 1201x801 shows a 600x400 gallery doubled, its last row and column black, and a drag lands under the pointer")
    func resizedWindowAtDoubleScaleLetterboxesTheRemainder() throws {
        try Self.withWindow(screen: (2048, 1280), flags: ["--window-scale", "2"]) { run in
            try Self.resize(run.app, on: run.server, to: (1201, 801))
            // Window (600, 600) is point (300, 300); up to (300, 150).
            let shown = try run.perform(Self.dragCommands(window: run.app.windowID, from: (600, 600), to: (600, 300),
                                                          steps: 75, pause: 0.02, rest: 0.6), "the drag")
            run.end()

            let frames = try TouchScript(recordingAt: run.recording, displaySize: Size(width: 600, height: 400)).frames
            #expect(frames.first?.touches.map(\.location) == [Point(x: 300, y: 300)])
            #expect(frames.last?.touches.map(\.location) == [Point(x: 300, y: 150)])
            let replayed = try Self.headlessLastFrame(["--size", "600x400", "--replay", run.recording], photos: run.photos, folder: run.folder)
            #expect(shown.width == 1201 && shown.height == 801)
            // The remainder (one column, one row) is black: the picture sits at (0, 0), (1201 - 1200) / 2.
            #expect(Self.differingPixels(shown, frame: replayed, origin: (0, 0), scale: 2) == 0)
        }
    }
}
