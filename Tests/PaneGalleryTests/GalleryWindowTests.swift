#if canImport(Glibc)
import Glibc
#endif
import Testing
import Pane
import PaneGallery
import PaneTestSupport

/// The gallery in a desktop window (`--display window`) on a real X server (Xvfb), driven with a
/// real pointer (xdotool): the window's pixels, read back from the server, are the pixels the
/// headless run of the same touches gives, byte for byte; the touches land where the pointer
/// was, at any `--window-scale`; Ctrl mirrors a second finger. Without Xvfb these tests fail
/// (make test installs it); they never skip.
@Suite(.serialized) struct GalleryWindowTests {
    /// How many times longer the waits are: 10 for the arm64 suite under qemu-aarch64 (`make
    /// test-arm64` sets QEMU_LD_PREFIX), where the emulated gallery starts and settles far slower.
    static let patience = getenv("QEMU_LD_PREFIX") == nil ? 1 : 10

    static let gallery = PanelVM.productsDirectory + "/gallery"

    /// A photos folder of 48 links to the repository's photos, so the grid scrolls well past 200 pt.
    static func photoFolder(in folder: String) throws -> String {
        let parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        let photos = parts.dropLast(3).joined(separator: "/") + "/photos"
        let names = ["landscape-1", "landscape-2", "landscape-3", "landscape-4", "stripes-1", "stripes-2"]
        let target = folder + "/photos"
        try #require(mkdir(target, 0o755) == 0)
        for i in 0..<48 {
            let name = names[i % names.count]
            try #require(symlink("\(photos)/\(name).png", "\(target)/photo-\(i < 10 ? "0" : "")\(i).png") == 0)
        }
        return target
    }

    /// A scratch folder under /tmp, removed with everything in it by `removeFolder`.
    static func scratch() throws -> String {
        var template = Array("/tmp/pane-window-test-XXXXXX".utf8CString)
        let made = try #require(mkdtemp(&template))
        return String(cString: made)
    }

    static func removeFolder(_ path: String) {
        _ = AppProcess.spawn(["/bin/rm", "-rf", path], output: "/dev/null")
    }

    /// The gallery running in a window on `server`.
    struct WindowApp {
        let server: Xvfb
        let pid: pid_t
        let output: String
        var windowID = ""

        /// The lines the app printed so far.
        var lines: [Substring] { AppProcess.readText(output).split(separator: "\n") }
        /// How many times it said `pane: settled`.
        var settledCount: Int { lines.filter { $0 == "pane: settled" }.count }

        /// The names of the screenshots F12 wrote so far, in order.
        var screenshots: [String] {
            lines.compactMap { $0.hasPrefix("gallery: wrote ") ? String($0.dropFirst("gallery: wrote ".count)) : nil }
        }

        /// Presses F12 and waits (at most 10 s, ten times that under qemu-aarch64) for the app's
        /// line that it wrote the screenshot. The X server hands a client its events in the
        /// order they happened, so by then the app has read and handled every event sent before
        /// the key: a release, a key, a resize. Returns the file's name in the app's working
        /// folder, or nil when none came.
        func screenshot() -> String? {
            let before = screenshots.count
            let key = server.run(["xdotool", "key", "--window", windowID, "F12"])
            guard key.status == 0 else { return nil }
            for _ in 0..<(200 * GalleryWindowTests.patience) {
                let written = screenshots
                if written.count > before { return written.last }
                usleep(50_000)
            }
            return nil
        }

        /// Waits (at most 30 s, ten times that under qemu-aarch64) until the app said `pane:
        /// settled` more than `count` times and that is still its last word 300 ms later (3 s
        /// under qemu-aarch64). Once the window is known, it first makes sure the app has read
        /// everything sent to it (`screenshot()`): a slow app's last `pane: settled` may come
        /// from before it read the last events, a release or a key. Returns whether it did.
        func waitUntilSettled(after count: Int) -> Bool {
            if !windowID.isEmpty, screenshot() == nil { return false }
            var stableSince: Int?
            for tick in 0..<(600 * GalleryWindowTests.patience) {
                let marks = lines.filter { $0.hasPrefix("pane: ") }
                if marks.filter({ $0 == "pane: settled" }).count > count, marks.last == "pane: settled" {
                    if let since = stableSince, tick - since >= 6 * GalleryWindowTests.patience { return true }
                    if stableSince == nil { stableSince = tick }
                } else {
                    stableSince = nil
                }
                usleep(50_000)
            }
            return false
        }

        /// SIGTERM, then its exit status.
        func terminate() -> Int32 {
            kill(pid, SIGTERM)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
            return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        }
    }

    /// Starts the gallery in a window on `server` with `flags`, waits for its first rest and
    /// finds its window.
    static func startWindow(on server: Xvfb, folder: String, photos: String, flags: [String]) throws -> WindowApp {
        let output = folder + "/window.out"
        let pid = try server.start([gallery, "--display", "window", "--photos", photos, "--slideshow-after", "3600",
                                    "--record", folder + "/touches.evemu"] + flags, in: folder, output: output)
        var app = WindowApp(server: server, pid: pid, output: output)
        guard app.waitUntilSettled(after: 0) else {
            _ = app.terminate()
            Issue.record("the windowed gallery did not settle: \(AppProcess.readText(output))")
            throw XvfbError("no settle")
        }
        let search = server.run(["xdotool", "search", "--name", "^gallery$"])
        app.windowID = String(search.output.split(separator: "\n").first ?? "")
        try #require(search.status == 0 && !app.windowID.isEmpty, "no gallery window: \(search.output)")
        return app
    }

    /// What a window test works with: its scratch folder, the photos, the X server and the
    /// gallery in its window.
    struct WindowRun {
        let folder: String
        let photos: String
        let server: Xvfb
        let app: WindowApp
        /// The app's `--record`: its touches (the keys go beside it, `touches-keys.evemu`).
        var recording: String { folder + "/touches.evemu" }

        /// The window's pixels as the X server has them now.
        func capture() throws -> Surface { try server.capture(window: app.windowID) }

        /// Runs xdotool with `commands`, waits until the app has handled all of it and rests
        /// again (`WindowApp.waitUntilSettled`), and returns the window's pixels then.
        func perform(_ commands: [String], _ what: String) throws -> Surface {
            let settled = app.settledCount
            let run = server.run(["xdotool"] + commands)
            #expect(run.status == 0, "\(run.output)")
            #expect(app.waitUntilSettled(after: settled), "no rest after \(what): \(AppProcess.readText(app.output))")
            return try capture()
        }

        /// Runs xdotool with `commands`, which make no frame (the pointer hovering, Ctrl), waits
        /// until the app has read them (`WindowApp.screenshot()`), and returns how many window
        /// pixels differ from the frame the app shows (that screenshot) placed at `origin` and
        /// scaled by `scale`, with the finger dots at window pixels `dots` over it.
        func pixelsOffFrame(after commands: [String], origin: (x: Int, y: Int), scale: Double, dots: [(x: Int, y: Int)]) throws -> Int {
            let run = server.run(["xdotool"] + commands)
            #expect(run.status == 0, "\(run.output)")
            let screenshot = try #require(app.screenshot(), "no screenshot: \(AppProcess.readText(app.output))")
            let shown = try capture()
            let frame = try PNG.decode(contentsOf: folder + "/" + screenshot)
            return GalleryWindowTests.differingPixels(shown, frame: frame, origin: origin, scale: scale, dots: dots)
        }

        /// Ends the app (SIGTERM) and expects it to exit with status 0.
        func end() {
            #expect(app.terminate() == 0, "\(AppProcess.readText(app.output))")
        }

        /// The last frame of a headless replay of the recording at `path` (the touches by
        /// default) with the same photos.
        func headlessReplay(of path: String? = nil) throws -> Surface {
            try GalleryWindowTests.headlessLastFrame(recording: path ?? recording, photos: photos, folder: folder)
        }
    }

    /// Runs `body` with the gallery in a window, started with `flags`, on a fresh X server of
    /// `screen` pixels, and removes the scratch folder after. Without Xvfb or xdotool the test
    /// fails with a line naming what is missing (make test installs them); it never skips.
    static func withWindow(screen: (width: Int, height: Int), flags: [String] = [], _ body: (WindowRun) throws -> Void) throws {
        if let missing = Xvfb.missing {
            Issue.record("the window tests need an X server and its tools: \(missing)")
            return
        }
        let folder = try scratch()
        defer { removeFolder(folder) }
        let photos = try photoFolder(in: folder)
        let server = try Xvfb(width: screen.width, height: screen.height)
        let app = try startWindow(on: server, folder: folder, photos: photos, flags: flags)
        try body(WindowRun(folder: folder, photos: photos, server: server, app: app))
    }

    /// xdotool's commands for a press at `from`, a drag to `to` in `steps` even steps `pause` s
    /// apart, a rest of `rest` s and a release, in window pixels.
    static func dragCommands(window: String, from: (Int, Int), to: (Int, Int), steps: Int, pause: Double, rest: Double) -> [String] {
        var c = ["mousemove", "--window", window, "\(from.0)", "\(from.1)", "mousedown", "1"]
        for i in 1...steps {
            let x = from.0 + (to.0 - from.0) * i / steps, y = from.1 + (to.1 - from.1) * i / steps
            c += ["sleep", "\(pause)", "mousemove", "--window", window, "\(x)", "\(y)"]
        }
        return c + ["sleep", "\(rest)", "mouseup", "1"]
    }

    /// The last frame a headless run of the recording at `recording` writes, with the same photos
    /// (the only one it writes: `--every` past the run's end).
    static func headlessLastFrame(recording: String, photos: String, folder: String) throws -> Surface {
        let frames = folder + "/frames"
        let run = AppProcess(path: gallery).run(["--display", "headless", "--replay", recording, "--frames-out", frames,
                                                 "--every", "1000000", "--photos", photos, "--slideshow-after", "3600"])
        try #require(run.status == 0, "headless replay failed: \(run.output)")
        let names = AppProcess(path: "/bin/ls").run([frames]).output.split(separator: "\n").sorted()
        let last = try #require(names.last, "the headless run wrote no frames: \(run.output)")
        return try PNG.decode(contentsOf: "\(frames)/\(last)")
    }

    /// How many pixels differ between `a` and `b` (all of them when the sizes differ).
    static func differingPixels(_ a: borrowing Surface, _ b: borrowing Surface) -> Int {
        guard a.width == b.width, a.height == b.height else { return max(a.width * a.height, b.width * b.height) }
        var n = 0
        for y in 0..<a.height {
            let ra = a.pixels.row(y), rb = b.pixels.row(y)
            for x in 0..<a.width where ra[x] != rb[x] { n += 1 }
        }
        return n
    }

    @Test("press, slow 200 pt drag, rest, release in the window: its pixels on the X server equal the headless replay's, byte for byte")
    func dragGivesTheHeadlessPixels() throws {
        try Self.withWindow(screen: (1024, 768)) { run in
            let initial = try run.capture()
            // 200 pt up the grid in 100 steps of 2 pt, 20 ms apart (a slow drag), then a 0.6 s rest.
            let shown = try run.perform(Self.dragCommands(window: run.app.windowID, from: (400, 400), to: (400, 200),
                                                          steps: 100, pause: 0.02, rest: 0.6), "the release")
            // F12 writes the frame beside the app: gallery-N.png in its working folder (the wait for
            // the rest above wrote one already).
            let screenshot = run.app.screenshot()
            #expect(screenshot == "gallery-\(run.app.screenshots.count).png", "no screenshot: \(AppProcess.readText(run.app.output))")
            run.end()

            // The touches landed where the pointer was: pressed at (400, 400), lifted at (400, 200).
            let frames = try Self.touches(run.recording)
            #expect(frames.first?.map(\.location) == [Point(x: 400, y: 400)])
            #expect(frames.first?.first?.phase == .began)
            #expect(frames.last?.map(\.location) == [Point(x: 400, y: 200)])
            #expect(frames.last?.first?.phase == .ended)

            let headless = try run.headlessReplay()
            #expect(shown.width == 800 && shown.height == 480)
            // The screenshot is the same file, byte for byte, as the headless run's last frame.
            let last = AppProcess(path: "/bin/ls").run([run.folder + "/frames"]).output.split(separator: "\n").sorted().last ?? ""
            let written = run.folder + "/" + (screenshot ?? "none")
            #expect(AppProcess.readBytes(written) == AppProcess.readBytes("\(run.folder)/frames/\(last)"))
            #expect(!AppProcess.readBytes(written).isEmpty)
            #expect(Self.differingPixels(shown, headless) == 0)
            #expect(Self.differingPixels(initial, shown) > 10_000, "the drag did not scroll the grid")
        }
    }
}

extension GalleryWindowTests {
    /// The touches of the recording at `path` as (phase, location) pairs per frame, for a display of 800 by 480.
    static func touches(_ path: String) throws -> [[Touch]] {
        try TouchScript(recordingAt: path, displaySize: Size(width: 800, height: 480)).frames.map(\.touches)
    }

    /// How many window pixels of `shown` differ from `frame` placed at `origin` and scaled by
    /// `scale` (nearest: window pixel (x, y) shows frame pixel (x / scale, y / scale)), with the
    /// pinch emulation's finger dots centred on the window pixels `dots` over it, inside the
    /// picture only; the window pixels outside the picture must be black.
    static func differingPixels(_ shown: borrowing Surface, frame: borrowing Surface, origin: (x: Int, y: Int), scale: Double,
                                dots: [(x: Int, y: Int)] = []) -> Int {
        var n = 0
        for y in 0..<shown.height {
            let row = shown.pixels.row(y)
            for x in 0..<shown.width {
                let fx = Int((Double(x - origin.x) / scale).rounded(.down)), fy = Int((Double(y - origin.y) / scale).rounded(.down))
                let inside = x >= origin.x && y >= origin.y && fx < frame.width && fy < frame.height
                var expected = inside ? frame.pixels[fx, fy] : 0xFF00_0000
                for dot in dots where inside {
                    let d = (x - dot.x) * (x - dot.x) + (y - dot.y) * (y - dot.y)
                    if d <= dotRadius * dotRadius { expected = d > (dotRadius - 2) * (dotRadius - 2) ? dotEdge : dotFill }
                }
                if row[x] != expected { n += 1 }
            }
        }
        return n
    }

    /// The finger dots as the window draws them over the picture: a disc of radius 9 window
    /// pixels, light grey inside a two-pixel rim of half that grey.
    static let dotRadius = 9, dotFill: UInt32 = 0xFFD0_D0D0, dotEdge: UInt32 = 0xFF68_6868

    @Test("at --window-scale 2, Ctrl and a drag pinch with two fingers mirrored about the centre, where the pointer was, and the window shows the headless pixels doubled")
    func pinchAtDoubleScale() throws {
        try Self.withWindow(screen: (2048, 1280), flags: ["--window-scale", "2"]) { run in
            let window = run.app.windowID
            // Window pixel (900, 560) is point (450, 280); its mirror is (350, 200), window (700, 400).
            // Ctrl held over the window: a dot on each finger, over the frame the app shows.
            #expect(try run.pixelsOffFrame(after: ["mousemove", "--window", window, "900", "560", "keydown", "ctrl"],
                                           origin: (0, 0), scale: 2, dots: [(900, 560), (700, 400)]) == 0)
            // The pointer moves with Ctrl held: the dots follow, and the picture shows where they were.
            #expect(try run.pixelsOffFrame(after: ["mousemove", "--window", window, "1000", "600"],
                                           origin: (0, 0), scale: 2, dots: [(1000, 600), (600, 360)]) == 0)
            // Apart to (550, 330); Ctrl let go after the release takes the dots away.
            let shown = try run.perform(Self.dragCommands(window: window, from: (900, 560), to: (1100, 660), steps: 50,
                                                          pause: 0.02, rest: 0.5)
                                        + ["sleep", "0.2", "keyup", "ctrl", "mousemove", "--window", window, "1500", "900"], "the pinch")
            run.end()

            let frames = try Self.touches(run.recording)
            #expect(frames.first?.map(\.location) == [Point(x: 450, y: 280), Point(x: 350, y: 200)])
            #expect(frames.first?.map(\.phase) == [.began, .began])
            #expect(frames.last?.map(\.location) == [Point(x: 550, y: 330), Point(x: 250, y: 150)])
            #expect(frames.last?.map(\.phase) == [.ended, .ended])

            let headless = try run.headlessReplay()
            #expect(shown.width == 1600 && shown.height == 960)
            #expect(Self.differingPixels(shown, frame: headless, origin: (0, 0), scale: 2) == 0)
        }
    }

    @Test("under --window-resize letterbox a window the window manager resizes keeps the picture at its size, centred on black; at --window-scale 0.5 a drag still lands where the pointer is")
    func resizedWindowLetterboxesAtHalfScale() throws {
        try Self.withWindow(screen: (1024, 768), flags: ["--window-scale", "0.5", "--window-resize", "letterbox"]) { run in
            // The picture keeps its size: the resize may make no frame, so the wait takes the one before.
            let settled = run.app.settledCount
            let resize = run.server.run(["xdotool", "windowsize", "--sync", run.app.windowID, "600", "400"])
            #expect(resize.status == 0, "\(resize.output)")
            _ = run.app.waitUntilSettled(after: settled - 1)
            // The 400x240 picture sits at (100, 80). Ctrl held near its top left corner: window (105,
            // 85) is point (10, 10), its mirror (790, 470) is window (495, 315); both dots stop
            // at the picture's edge, the letterbox stays black.
            #expect(try run.pixelsOffFrame(after: ["mousemove", "--window", run.app.windowID, "105", "85", "keydown", "ctrl"],
                                           origin: (100, 80), scale: 0.5, dots: [(105, 85), (495, 315)]) == 0)
            // Ctrl let go (no dots after it), then window (300, 280), point (400, 400), up 100 pt.
            let shown = try run.perform(["keyup", "ctrl"] + Self.dragCommands(window: run.app.windowID, from: (300, 280), to: (300, 180),
                                                          steps: 50, pause: 0.02, rest: 0.6), "the drag")
            run.end()

            let frames = try Self.touches(run.recording)
            #expect(frames.first?.map(\.location) == [Point(x: 400, y: 400)])
            #expect(frames.last?.map(\.location) == [Point(x: 400, y: 200)])
            let headless = try run.headlessReplay()
            #expect(shown.width == 600 && shown.height == 400)
            #expect(Self.differingPixels(shown, frame: headless, origin: (100, 80), scale: 0.5) == 0)
        }
    }
}

extension GalleryWindowTests {
    /// The gallery run to its end with `environment` (NAME=VALUE) set, from an empty folder.
    static func run(environment: [String], _ arguments: [String]) -> AppProcess.Result {
        AppProcess(path: "/usr/bin/env").run(environment + [gallery] + arguments)
    }

    @Test("--display window without a display server: one line and exit status 2; under auto, one line and a headless run")
    func noDisplayServer() throws {
        let photos = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/") + "/photos"
        let unset = Self.run(environment: [], ["--display", "window", "--photos", photos])
        #expect(unset.status == 2)
        #expect(unset.output == "gallery: --display window: no display server: neither DISPLAY nor WAYLAND_DISPLAY is set\n")
        // A display nobody serves (Xvfb numbers its displays from 0 up).
        let nobody = Self.run(environment: ["DISPLAY=:64999"], ["--display", "window", "--photos", photos])
        #expect(nobody.status == 2)
        #expect(nobody.output.hasPrefix("gallery: --display window: cannot reach the display server (DISPLAY=:64999, WAYLAND_DISPLAY=): "))
        #expect(nobody.output.split(separator: "\n").count == 1)
        let auto = Self.run(environment: ["DISPLAY=:64999"], ["--photos", photos, "--frames-out", "out", "--every", "1000"])
        #expect(auto.status == 0)
        let lines = auto.output.split(separator: "\n").filter { !$0.hasPrefix("pane: settled") && !$0.hasPrefix("pane: busy") }
        #expect(lines.first?.hasPrefix("pane: no desktop window (--display window: cannot reach the display server") == true)
        #expect(lines.first?.hasSuffix("; running headless") == true)
        #expect(lines.count == 2 && lines.last?.hasPrefix("gallery: ") == true && lines.last?.contains("frames headless at 800x480") == true,
                "\(auto.output)")
    }
}

extension GalleryWindowTests {
    @Test("the desktop's keys reach the app as a keyboard on the panel: Tab and typing filter the grid, and the window's pixels equal the headless replay of its key recording")
    func keysFilterTheGrid() throws {
        try Self.withWindow(screen: (1024, 768)) { run in
            let initial = try run.capture()
            // Tab focuses the filter field; "photo-1" leaves photo-10 to photo-19.
            let shown = try run.perform(["mousemove", "--window", run.app.windowID, "400", "300", "sleep", "0.1",
                                         "key", "--delay", "100", "Tab", "type", "--delay", "100", "photo-1"], "typing")
            run.end()

            let keys = run.folder + "/touches-keys.evemu"
            let recorded = try TouchScript(recordingAt: keys, displaySize: Size(width: 800, height: 480))
            #expect(recorded.keys.filter { $0.direction == .down }.count == 8)
            let headless = try run.headlessReplay(of: keys)
            #expect(Self.differingPixels(shown, headless) == 0)
            #expect(Self.differingPixels(initial, shown) > 10_000, "typing did not filter the grid")
        }
    }
}
