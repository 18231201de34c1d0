#if canImport(Glibc)
import Glibc
#endif
import Testing
import PaneTestSupport

/// `make dev`'s loop (`tools/dev`) on a real X server with inotify: the app opens in a window;
/// a save rebuilds and restarts it where its window was and prints the time from the save to
/// the new pixels; a save that does not compile prints the compiler's first error and leaves
/// the last good app running; SIGTERM ends the loop and the app. The build is a stand-in
/// (`SWIFT`), so the test measures the loop, not the compiler: it links the built gallery as
/// the product, or fails with a compiler's error when the source says `BROKEN`.
extension GalleryWindowTests {
    static let repository = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")

    /// The stand-in for `swift`: `build --package-path P --show-bin-path` prints the bin folder;
    /// `build --package-path P --product N` links the gallery there as N, or prints an error as
    /// swiftc does and fails when App/Screen.swift contains BROKEN.
    static func fakeSwift(folder: String) -> String {
        """
        #!/bin/sh
        case "$*" in *--show-bin-path*) echo "\(folder)/bin"; exit 0;; esac
        if grep -q BROKEN "\(folder)/package/App/Screen.swift"; then
            echo "Building for debugging..."
            echo "\(folder)/package/App/Screen.swift:2:9: error: cannot find 'BROKEN' in scope"
            echo "1 | let title = \\"Menu\\""
            echo "2 | let x = BROKEN"
            echo "  |         \\`- error: cannot find 'BROKEN' in scope"
            echo "error: fatalError"
            exit 1
        fi
        mkdir -p "\(folder)/bin" && ln -sf "\(gallery)" "\(folder)/bin/gallery"
        """
    }

    /// How many lines of `output` are `line`.
    static func count(_ line: String, in output: String) -> Int {
        AppProcess.readText(output).split(separator: "\n").filter { $0 == line }.count
    }

    /// What the gallery says when SIGTERM closes its window.
    static let closed = "gallery: signal 15, closing the window"

    func write(_ path: String, _ text: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(fd >= 0)
        defer { close(fd) }
        var text = text
        _ = text.withUTF8 { Glibc.write(fd, $0.baseAddress, $0.count) }
    }

    /// Waits (at most 60 s, ten times that under qemu-aarch64) until `output` has `count` lines
    /// for which `matching` holds.
    func wait(for count: Int, in output: String, _ matching: (Substring) -> Bool) -> Bool {
        for _ in 0..<(1200 * Self.patience) {
            if AppProcess.readText(output).split(separator: "\n").filter(matching).count >= count { return true }
            usleep(50_000)
        }
        return false
    }

    @Test("make dev: a save restarts the app in its window and says how long it took; a broken save keeps the last good app; SIGTERM ends both")
    func devLoopRebuildsRestartsAndKeepsTheLastGoodApp() throws {
        let folder = try Self.scratch()
        defer { Self.removeFolder(folder) }
        let photos = try Self.photoFolder(in: folder)
        try #require(mkdir(folder + "/package", 0o755) == 0 && mkdir(folder + "/package/App", 0o755) == 0)
        try write(folder + "/package/Package.swift", "// the package tools/dev finds above App\n")
        try write(folder + "/package/App/Screen.swift", "let title = \"Menu\"\n")
        try write(folder + "/swift", Self.fakeSwift(folder: folder))
        try #require(chmod(folder + "/swift", 0o755) == 0)
        let server = try Xvfb(width: 1024, height: 768)
        let output = folder + "/dev.out"
        let frameWait = String(30 * Self.patience)
        let dev = try server.start(["/usr/bin/env", "SWIFT=\(folder)/swift", "PANE_DEV_FRAME_WAIT=\(frameWait)",
                                    Self.repository + "/tools/dev", folder + "/package/App", "gallery",
                                    "--photos", photos, "--slideshow-after", "3600"], in: folder, output: output)
        var ended = false
        defer { if !ended { kill(dev, SIGTERM); var s: Int32 = 0; _ = waitpid(dev, &s, 0) } }
        try #require(wait(for: 1, in: output) { $0.hasPrefix("dev: watching ") }, "\(AppProcess.readText(output))")
        try #require(wait(for: 1, in: output) { $0 == "pane: first frame" })
        // One app so far (each app says "pane: first frame" once, and the line above when it ends).
        try #require(Self.count("pane: first frame", in: output) == 1 && Self.count(Self.closed, in: output) == 0,
                     "\(AppProcess.readText(output))")
        // The window moved and resized by hand: the restarted app opens where it was left, at its size.
        let search = server.run(["xdotool", "search", "--name", "^gallery$"])
        let window = String(search.output.split(separator: "\n").first ?? "")
        try #require(!window.isEmpty, "\(search.output)")
        _ = server.run(["xdotool", "windowmove", "--sync", window, "100", "60"])
        _ = server.run(["xdotool", "windowsize", "--sync", window, "700", "500"])

        // A save: rebuilt, restarted, timed.
        try write(folder + "/package/App/Screen.swift", "let title = \"Menu of the day\"\n")
        let timed = { (line: Substring) in line.hasPrefix("dev: save to new pixels ") }
        try #require(wait(for: 1, in: output, timed), "\(AppProcess.readText(output))")
        let line = String(AppProcess.readText(output).split(separator: "\n").first(where: timed) ?? "")
        // "dev: save to new pixels 1.23 s (build 0.10 s, restart 1.02 s)"
        let figures = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "," }).compactMap { Double($0) }
        // The total also holds the tenth of a second the loop waits for a save's burst to end.
        #expect(figures.count == 3 && figures.allSatisfy { $0 > 0 } && figures[0] >= figures[1] + figures[2] - 0.015, "\(line)")
        #expect(Self.count(Self.closed, in: output) == 1 && Self.count("pane: first frame", in: output) == 2,
                "the old app closed, a new one shown: \(AppProcess.readText(output))")
        let moved = server.run(["xdotool", "search", "--name", "^gallery$", "getwindowgeometry"])
        #expect(moved.output.contains("Position: 100,60"), "the new window where the last was: \(moved.output)")
        #expect(moved.output.contains("Geometry: 700x500"), "the new window at the last one's size: \(moved.output)")

        // A save that does not compile: the first error with the lines it quotes; the app stays.
        try write(folder + "/package/App/Screen.swift", "let title = \"Menu\"\nlet x = BROKEN\n")
        let framesBefore = AppProcess.readText(output).split(separator: "\n").filter { $0 == "pane: first frame" }.count
        try #require(wait(for: 1, in: output) { $0.hasPrefix("dev: the build failed") }, "\(AppProcess.readText(output))")
        // Long enough for a restart to show (the one before took under a second).
        sleep(UInt32(2 * Self.patience))
        let text = AppProcess.readText(output)
        #expect(text.split(separator: "\n").filter { $0 == "pane: first frame" }.count == framesBefore, "no restart: \(text)")
        let failure = text.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("dev: the build failed") }
        #expect(Array(failure.prefix(5)) == [
            "dev: the build failed; the last good app keeps running. The first error:",
            Substring("\(folder)/package/App/Screen.swift:2:9: error: cannot find 'BROKEN' in scope"),
            "1 | let title = \"Menu\"",
            "2 | let x = BROKEN",
            "  |         `- error: cannot find 'BROKEN' in scope",
        ], "\(text)")
        #expect(Self.count(Self.closed, in: output) == 1, "the last good app keeps running: \(text)")

        // Mended: it builds and restarts again.
        try write(folder + "/package/App/Screen.swift", "let title = \"Menu\"\n")
        #expect(wait(for: 2, in: output, timed), "\(AppProcess.readText(output))")

        // SIGTERM ends the loop at once, and its app with it.
        kill(dev, SIGTERM)
        var status: Int32 = 0
        _ = waitpid(dev, &status, 0)
        ended = true
        #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 0, "status \(status)")
        // The loop waits for its app: by its end the app has closed its window.
        #expect(Self.count(Self.closed, in: output) == 3, "the app ended with the loop: \(AppProcess.readText(output))")
    }
}
