import Testing
import Glibc
@testable import Pane
import PaneTestSupport

/// The metrics file (`--metrics FILE`): its text in Prometheus's format, checked by `promtool`
/// and scraped through a real `prometheus-node-exporter` (textfile collector on 127.0.0.1), the
/// counters a run fills in, and a folder that cannot be written.
@MainActor
@Suite struct MetricsTests {
    @Test("the text: HELP and TYPE, app and version labels (escaped), cumulative buckets, one power series per state")
    func text() {
        var s = MetricsSnapshot()
        s.frames = 3
        s.missedFrames = 1
        s.frameSeconds.observe(0.003)
        s.frameSeconds.observe(0.02)
        s.frameSeconds.observe(2)
        s.power = .dim
        s.uptimeSeconds = 12.5
        let text = MetricsText.format(s, app: "my \"kiosk\"", version: "1.0")
        let labels = #"app="my \"kiosk\"",version="1.0""#
        #expect(text.contains("# TYPE pane_frames_total counter\npane_frames_total{\(labels)} 3\n"))
        #expect(text.contains("pane_missed_frames_total{\(labels)} 1\n"))
        #expect(text.contains("pane_frame_seconds_bucket{\(labels),le=\"0.002\"} 0\npane_frame_seconds_bucket{\(labels),le=\"0.004\"} 1\n"))
        #expect(text.contains("pane_frame_seconds_bucket{\(labels),le=\"0.033\"} 2\n"))
        #expect(text.contains("pane_frame_seconds_bucket{\(labels),le=\"1\"} 2\npane_frame_seconds_bucket{\(labels),le=\"+Inf\"} 3\n"))
        #expect(text.contains("pane_frame_seconds_sum{\(labels)} 2.023\npane_frame_seconds_count{\(labels)} 3\n"))
        #expect(text.contains("pane_uptime_seconds{\(labels)} 12.5\n"))
        #expect(text.contains("pane_last_touch_timestamp_seconds{\(labels)} 0\n"))
        #expect(text.contains("pane_screen_power{\(labels),state=\"on\"} 0\npane_screen_power{\(labels),state=\"dim\"} 1\npane_screen_power{\(labels),state=\"off\"} 0\n"))
        let check = promtool(text)
        #expect(check.status == 0, "\(check.output)")
    }

    @Test("a replayed run of cafe-kiosk writes a file promtool accepts, with its frames, touches and version")
    func fromARun() throws {
        let app = AppProcess(product: "cafe-kiosk")
        try #require(app.exists, "build cafe-kiosk first (swift build --build-tests)")
        let folder = try SettingsTestFolder()
        let recording = try #require(Self.repository.map { $0 + "/Examples/CafeKiosk/Tests/CafeKioskTests/Recordings/order.evemu" })
        let run = AppProcess.spawn(
            ["/usr/bin/env", "PANE_APP_VERSION=2.1.0", app.path, "--display", "headless", "--replay", recording,
             "--metrics", folder.path + "/kiosk.prom"], output: folder.path + "/out.txt")
        #expect(run == 0, "\(AppProcess.readText(folder.path + "/out.txt"))")
        let text = AppProcess.readText(folder.path + "/kiosk.prom")
        let frames = Self.value(of: "pane_frames_total", in: text)
        #expect(frames.map { $0 >= 3 } == true, "\(text)")
        #expect(text.contains("pane_frames_total{app=\"cafe-kiosk\",version=\"2.1.0\"}"))
        // order.evemu taps three times: touches reached the screen, and the last one has a time.
        #expect(Self.value(of: "pane_touch_to_photon_seconds_count", in: text).map { $0 >= 1 } == true)
        #expect(Self.value(of: "pane_last_touch_timestamp_seconds", in: text).map { $0 > 1.6e9 } == true)
        #expect(Self.value(of: "pane_resident_memory_bytes", in: text).map { $0 > 1_000_000 } == true)
        #expect(text.contains("state=\"on\"} 1\n"))
        #expect(AppProcess.readText(folder.path + "/out.txt").hasSuffix("pane: settled\n"))
        let check = promtool(text)
        #expect(check.status == 0, "\(check.output)")
    }

    @Test("node_exporter's textfile collector serves the file on 127.0.0.1 without a scrape error")
    func nodeExporter() throws {
        let folder = try SettingsTestFolder()
        var s = MetricsSnapshot()
        s.frames = 42
        let file = MetricsFile(path: folder.path + "/pane.prom", app: "scraped", version: "0.0.0", log: { _ in })
        file.update { $0 = s }
        #expect(file.writeNow())
        let port = try Self.freePort()
        let exporter = try #require(Self.which("prometheus-node-exporter"), "apt-get install prometheus-node-exporter (make test installs it)")
        var pid = pid_t()
        let argv = [exporter, "--web.listen-address=127.0.0.1:\(port)", "--collector.disable-defaults",
                    "--collector.textfile", "--collector.textfile.directory=\(folder.path)"]
        let log = folder.path + "/exporter.log"
        let fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, fd, 1)
        posix_spawn_file_actions_adddup2(&actions, fd, 2)
        let cArgs = argv.map { strdup($0) } + [nil]
        defer { for a in cArgs { free(a) } }
        let spawned = posix_spawn(&pid, exporter, &actions, nil, cArgs, environ)
        posix_spawn_file_actions_destroy(&actions)
        close(fd)
        try #require(spawned == 0)
        defer {
            kill(pid, SIGTERM)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        var body: String?
        for _ in 0..<100 {
            body = Self.get(port: port, path: "/metrics")
            if body != nil { break }
            usleep(100_000)
        }
        let text = try #require(body, "node_exporter did not answer on 127.0.0.1:\(port): \(AppProcess.readText(log))")
        #expect(text.contains("pane_frames_total{app=\"scraped\",version=\"0.0.0\"} 42\n"))
        #expect(text.contains("node_textfile_scrape_error 0\n"))
        #expect(text.contains("pane_screen_power{app=\"scraped\",state=\"on\",version=\"0.0.0\"} 1\n"))
    }

    @Test("a folder that is not there: one log line, then one saying it works again once it is")
    func unwritableFolder() throws {
        let folder = try SettingsTestFolder()
        let lines = LockedLines()
        let path = folder.path + "/later/m.prom"
        let file = MetricsFile(path: path, app: "a", version: "1", interval: 1, log: { lines.append($0) })
        #expect(!file.writeNow())
        #expect(!file.writeNow())
        mkdir(folder.path + "/later", 0o755)
        #expect(file.writeNow())
        let expected = ["pane: --metrics: cannot write \(path): open(\(folder.path)/later/.m.prom.tmp-\(getpid())-0): No such file or directory (errno 2); trying again every 1 s, the app keeps running",
                        "pane: --metrics: writing \(path) works again"]
        #expect(lines.all == expected)
        var st = stat()
        #expect(stat(path, &st) == 0 && st.st_mode & 0o777 == 0o644)
    }

    @Test("the recorder counts frames, missed vblanks and the power state; touches until their presentation")
    func recorder() throws {
        let app = Application(display: HeadlessDisplay(size: PixelSize(width: 20, height: 20)))
        let file = MetricsFile(path: "/nonexistent/x.prom", app: "r", version: "1", log: { _ in })
        let recorder = MetricsRecorder(file: file, refreshInterval: 1.0 / 60)
        recorder.install(on: app)
        app.metrics = recorder
        var report = FrameReport(frame: 0, time: InputTime(seconds: 1))
        report.phases = [(.composite, 40)]   // 40 ms at 60 Hz: two vblanks missed
        recorder.touched(TouchFrame(timestamp: InputTime(seconds: 0.99), touches: []))
        report.damagedPixels = 10
        recorder.framed(report)
        recorder.presented(PresentationFeedback(sequence: 1, presentedTime: InputTime(seconds: 1.05).nanoseconds))
        recorder.setPower(.off)
        let s = file.current()
        #expect(s.frames == 1 && s.missedFrames == 2 && s.power == .off)
        #expect(s.frameSeconds.count == 1 && abs(s.frameSeconds.sum - 0.04) < 1e-9)
        #expect(s.touchToPhotonSeconds.count == 1 && abs(s.touchToPhotonSeconds.sum - 0.06) < 1e-6)
        #expect(s.touchToPhotonSeconds.cumulative(3) == 1 && s.touchToPhotonSeconds.cumulative(2) == 0)
    }

    // MARK: helpers

    final class LockedLines: @unchecked Sendable {
        private var lines: [String] = []
        private var lock = pthread_mutex_t()
        init() { pthread_mutex_init(&lock, nil) }
        func append(_ s: String) { pthread_mutex_lock(&lock); lines.append(s); pthread_mutex_unlock(&lock) }
        var all: [String] { pthread_mutex_lock(&lock); defer { pthread_mutex_unlock(&lock) }; return lines }
    }

    /// The repository's top folder (this file is Tests/PaneTests/MetricsTests.swift).
    static var repository: String? {
        let path = #filePath
        guard let range = path.firstRange(of: "/Tests/PaneTests/") else { return nil }
        return String(path[..<range.lowerBound])
    }

    /// `promtool check metrics` on `text` (its standard input).
    func promtool(_ text: String) -> (status: Int32, output: String) {
        guard let tool = Self.which("promtool") else { return (127, "promtool is missing (apt-get install prometheus; make test installs it)") }
        let folder = try? SettingsTestFolder()
        let input = (folder?.path ?? "/tmp") + "/in.prom", output = (folder?.path ?? "/tmp") + "/out.txt"
        Self.create(input, text)
        let status = AppProcess.spawn(["/bin/sh", "-c", "\"$0\" check metrics < \"$1\"", tool, input], output: output)
        return (status, AppProcess.readText(output))
    }

    /// Creates (or truncates) `path` holding `text`.
    static func create(_ path: String, _ text: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    static func which(_ name: String) -> String? {
        for dir in ["/usr/bin", "/usr/sbin", "/usr/local/bin", "/bin"] where access(dir + "/" + name, X_OK) == 0 {
            return dir + "/" + name
        }
        return nil
    }

    /// The value of the first series of `name` in `text`.
    static func value(of name: String, in text: String) -> Double? {
        for line in text.split(separator: "\n") where line.hasPrefix(name + "{") {
            return line.split(separator: " ").last.flatMap { Double($0) }
        }
        return nil
    }

    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &addr) { p in
            p.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, len) == 0 && getsockname(fd, $0, &len) == 0 }
        }
        try #require(ok)
        return Int(UInt16(bigEndian: addr.sin_port))
    }

    /// An HTTP/1.0 GET on 127.0.0.1:`port`; the body, or `nil` when nothing answers.
    static func get(port: Int, path: String) -> String? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = UInt16(port).bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &addr) { p in
            p.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else { return nil }
        let request = Array("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            bytes += buffer[..<n]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix("HTTP/1."), let split = text.firstRange(of: "\r\n\r\n") else { return nil }
        return String(text[split.upperBound...])
    }
}
