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
}
