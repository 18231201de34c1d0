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
        if let missing = Xvfb.missing {
            Issue.record("the window tests need an X server and its tools: \(missing)")
            return
        }
        let folder = try Self.scratch()
        defer { Self.removeFolder(folder) }
        let photos = try Self.photoFolder(in: folder)
        let server = try Xvfb(width: 1024, height: 768)
        let app = try Self.startWindow(on: server, folder: folder, photos: photos, flags: [])
        try Self.resize(app, on: server, to: (600, 400))
        let resized = try server.capture(window: app.windowID)
        #expect(app.lines.contains("gallery: --record starts again at 600x400"), "\(AppProcess.readText(app.output))")
        let started = try Self.headlessLastFrame(["--size", "600x400"], photos: photos, folder: folder)
        #expect(resized.width == 600 && resized.height == 400)
        #expect(Self.differingPixels(resized, started) == 0)

        // 150 pt up the grid from (300, 300), slowly, then a rest and the release.
        let settled = app.settledCount
        let drag = server.run(["xdotool"] + Self.dragCommands(window: app.windowID, from: (300, 300), to: (300, 150),
                                                             steps: 75, pause: 0.02, rest: 0.6))
        #expect(drag.status == 0, "\(drag.output)")
        #expect(app.waitUntilSettled(after: settled), "no rest after the drag: \(AppProcess.readText(app.output))")
        let dragged = try server.capture(window: app.windowID)
        #expect(app.terminate() == 0, "\(AppProcess.readText(app.output))")

        let recording = folder + "/touches.evemu"
        let frames = try TouchScript(recordingAt: recording, displaySize: Size(width: 600, height: 400)).frames
        #expect(frames.first?.touches.map(\.location) == [Point(x: 300, y: 300)])
        #expect(frames.first?.touches.first?.phase == .began)
        #expect(frames.last?.touches.map(\.location) == [Point(x: 300, y: 150)])
        #expect(frames.last?.touches.first?.phase == .ended)
        let replayed = try Self.headlessLastFrame(["--size", "600x400", "--replay", recording], photos: photos, folder: folder)
        #expect(Self.differingPixels(dragged, replayed) == 0)
        #expect(Self.differingPixels(resized, dragged) > 10_000, "the drag did not scroll the grid")
    }

    @Test("at --window-scale 2 a window of 1201x801 shows a 600x400 gallery doubled, its last row and column black, and a drag lands under the pointer")
    func resizedWindowAtDoubleScaleLetterboxesTheRemainder() throws {
        if let missing = Xvfb.missing {
            Issue.record("the window tests need an X server and its tools: \(missing)")
            return
        }
        let folder = try Self.scratch()
        defer { Self.removeFolder(folder) }
        let photos = try Self.photoFolder(in: folder)
        let server = try Xvfb(width: 2048, height: 1280)
        let app = try Self.startWindow(on: server, folder: folder, photos: photos, flags: ["--window-scale", "2"])
        try Self.resize(app, on: server, to: (1201, 801))
        let settled = app.settledCount
        // Window (600, 600) is point (300, 300); up to (300, 150).
        let drag = server.run(["xdotool"] + Self.dragCommands(window: app.windowID, from: (600, 600), to: (600, 300),
                                                             steps: 75, pause: 0.02, rest: 0.6))
        #expect(drag.status == 0, "\(drag.output)")
        #expect(app.waitUntilSettled(after: settled), "no rest after the drag: \(AppProcess.readText(app.output))")
        let shown = try server.capture(window: app.windowID)
        #expect(app.terminate() == 0, "\(AppProcess.readText(app.output))")

        let recording = folder + "/touches.evemu"
        let frames = try TouchScript(recordingAt: recording, displaySize: Size(width: 600, height: 400)).frames
        #expect(frames.first?.touches.map(\.location) == [Point(x: 300, y: 300)])
        #expect(frames.last?.touches.map(\.location) == [Point(x: 300, y: 150)])
        let replayed = try Self.headlessLastFrame(["--size", "600x400", "--replay", recording], photos: photos, folder: folder)
        #expect(shown.width == 1201 && shown.height == 801)
        // The remainder (one column, one row) is black: the picture sits at (0, 0), (1201 - 1200) / 2.
        #expect(Self.differingPixels(shown, frame: replayed, origin: (0, 0), scale: 2) == 0)
    }
}
