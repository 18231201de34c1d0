import Testing
import Glibc
import Pane
import PaneTesting
import OpeningHours

/// The built `opening-hours` (Sources/opening-hours/main.swift) run as a user runs it, headless
/// at 800x480, against `TestHTTPServer` on 127.0.0.1: the week, or the error screen when the
/// service is down, each the last frame it wrote compared with a golden.
@Suite(.serialized) struct OpeningHoursMainTests {
    static let app = AppProcess(product: "opening-hours")

    /// A run against `url` writing every frame to a new folder: the result, the folder, and
    /// its frames in order (the caller removes the folder with `remove`).
    func run(_ url: String) throws -> (result: AppProcess.Result, folder: String, frames: [String]) {
        var template = Array("/tmp/opening-hours-frames-XXXXXX".utf8CString)
        let folder = String(cString: try #require(mkdtemp(&template)))
        let result = Self.app.run(["--display", "headless", "--size", "800x480", "--hours-url", url, "--frames-out", folder])
        return (result, folder, Self.pngFiles(in: folder))
    }

    /// The lines a headless run prints after `logged` lines of its own: the frames it wrote, then `pane: settled`.
    func expectedOutput(_ logged: [String], frames: [String], folder: String) -> String {
        (logged + ["opening-hours: \(frames.count) frames headless at 800x480; wrote \(frames.count) PNG files to \(folder)/",
                   "pane: settled"]).map { $0 + "\n" }.joined()
    }

    @Test("the service answers: the week shows, exit 0, settled; the last frame is the golden")
    func week() throws {
        try #require(Self.app.exists, "build opening-hours first (swift build --build-tests)")
        let server = try TestHTTPServer(replies: ["/hours.json": .answer(status: 200, reason: "OK", body: Fixtures.sampleJSON)])
        defer { server.stop() }
        let (result, folder, frames) = try run(server.url("/hours.json"))
        defer { Self.remove(folder) }
        #expect(result.status == 0)
        #expect(result.output == expectedOutput([], frames: frames, folder: folder))
        #expect(server.requests == ["GET /hours.json HTTP/1.1"])
        let last = try PNG.decode(contentsOf: try #require(frames.last))
        let mismatch = Golden.compare(last, named: "week")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }

    @Test("the service answers 500: the error screen with Retry, exit 0, settled; the last frame is the golden")
    func serverError() throws {
        try #require(Self.app.exists)
        let server = try TestHTTPServer(replies: ["/hours.json": .answer(status: 500, reason: "Internal Server Error", body: "")])
        defer { server.stop() }
        let (result, folder, frames) = try run(server.url("/hours.json"))
        defer { Self.remove(folder) }
        #expect(result.status == 0)
        let logged = "opening-hours: The opening hours could not be loaded: the service answered with status 500 (Internal Server Error)."
        #expect(result.output == expectedOutput([logged], frames: frames, folder: folder))
        let last = try PNG.decode(contentsOf: try #require(frames.last))
        let mismatch = Golden.compare(last, named: "service-down")
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }

    @Test("nothing listens on the port: the error screen says so, exit 0, settled")
    func nothingListening() throws {
        try #require(Self.app.exists)
        let port = try RefusingPort()
        defer { port.close() }
        let (result, folder, frames) = try run(port.url("/hours.json"))
        defer { Self.remove(folder) }
        #expect(result.status == 0)
        let logged = "opening-hours: The opening hours could not be loaded: nothing answers at 127.0.0.1:\(port.port) (connection refused)."
        #expect(result.output == expectedOutput([logged], frames: frames, folder: folder))
    }

    @Test("the answer is cut short (malformed JSON): the error screen says so, exit 0, settled")
    func malformedJSON() throws {
        try #require(Self.app.exists)
        let server = try TestHTTPServer(replies: ["/hours.json": .answer(status: 200, reason: "OK", body: "{\"museum\": \"Harbour")])
        defer { server.stop() }
        let (result, folder, frames) = try run(server.url("/hours.json"))
        defer { Self.remove(folder) }
        #expect(result.status == 0)
        let logged = "opening-hours: The opening hours could not be loaded: the answer is not an hours document: it is not valid JSON."
        #expect(result.output == expectedOutput([logged], frames: frames, folder: folder))
    }

    @Test("--help lists --hours-url with the launcher's flags; a bad URL is exit 2 with a clear line")
    func commandLine() throws {
        try #require(Self.app.exists)
        let help = Self.app.run(["--help"])
        #expect(help.status == 0)
        #expect(AppProcess.listedFlags(help.output) == AppLauncher.acceptedFlags([HoursKiosk.urlFlag]))
        #expect(help.output.contains("  --hours-url URL              where the hours document is (default http://127.0.0.1:8080/hours.json)\n"))
        let bad = Self.app.run(["--display", "headless", "--hours-url", "hours.json"])
        #expect(bad == AppProcess.Result(status: 2, output: "opening-hours: hours.json is not an http:// or https:// URL with a host\n"))
    }

    /// The `frame-*.png` files in `folder`, sorted.
    static func pngFiles(in folder: String) -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix("frame-") && name.hasSuffix(".png") { names.append(folder + "/" + name) }
        }
        return names.sorted()
    }

    /// Removes `folder` and the frames in it.
    static func remove(_ folder: String) {
        for file in pngFiles(in: folder) { unlink(file) }
        rmdir(folder)
    }
}
