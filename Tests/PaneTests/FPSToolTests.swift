import Testing
import Glibc
import PaneTestSupport
@testable import Pane

/// `tools/fps`, run as the user runs it: the built executable next to the test binary.
@MainActor
@Suite struct FPSToolTests {
    static let fps = PanelVM.productsDirectory + "/fps"

    /// Runs fps with `arguments`; its status and its output (stdout and stderr together).
    func fps(_ arguments: [String]) -> (status: Int32, output: String) {
        let out = "/tmp/pane-fps-out-\(getpid())-\(arguments.count)-\(arguments.first ?? "")"
        defer { unlink(out) }
        let status = PanelVM.spawn([Self.fps] + arguments, output: out)
        return (status, PanelVM.readText(out))
    }

    func stallProfile(_ name: String) -> String {
        let path = "/tmp/pane-fps-\(name)-\(getpid()).paneprof"
        #expect(StallApp.run(profile: path) == 0)
        return path
    }

    @Test("report: the stall app's hitch, exactly, as text and JSON")
    func report() throws {
        try #require(access(Self.fps, X_OK) == 0, "build the fps tool first (swift build --build-tests)")
        let path = stallProfile("report")
        defer { unlink(path) }
        let text = fps(["report", path])
        #expect(text.status == 0)
        #expect(text.output.contains("frames        58 (58 shown by a flip)"))
        #expect(text.output.contains("missed        1 frames missed their vblank (2 vblanks)"))
        #expect(text.output.contains("hitches       33.33 ms/s (33.33 ms late over 1 s of motion): bad"))
        #expect(text.output.contains("latency (ms)  p50 16.67 p90 16.67 p99 50 worst 50 (60 of 60 touch frames changed the picture)"))
        let json = fps(["report", path, "--json"])
        #expect(json.status == 0 && json.output.hasPrefix("{\"complete\": true, "))
        #expect(json.output.contains("\"framesMissed\": 1, \"vblanksMissed\": 2, \"hitchMilliseconds\": 33.333, "))
    }

    @Test("--plot: one red bar, the stalled frame's")
    func plot() throws {
        try #require(access(Self.fps, X_OK) == 0)
        // The picture stays in /tmp (one file, overwritten) for a person to look at.
        let path = stallProfile("plot"), png = "/tmp/pane-fps-stall-plot.png"
        defer { unlink(path) }
        #expect(fps(["report", path, "--plot", png]).status == 0)
        let picture = try PNG.decode(contentsOf: png)
        #expect(picture.width == 1200 && picture.height == 900)
        let red = (60..<1180).filter { picture[$0, 409] & 0xFFFFFF == 0xE53935 }
        // 58 frames over 1120 px: column k starts at 60 + k * 1120 / 58, bars 18 px wide; frame 20 is the late one.
        #expect(red == Array((60 + 20 * 1120 / 58)..<(60 + 20 * 1120 / 58 + 18)))
    }

    @Test("export --chrome: phases, vblanks, touches, flows and counters")
    func chrome() throws {
        try #require(access(Self.fps, X_OK) == 0)
        let path = stallProfile("chrome"), out = "/tmp/pane-fps-chrome-\(getpid()).json"
        defer { unlink(path); unlink(out) }
        #expect(fps(["export", path, "--chrome", out]).status == 0)
        let json = PanelVM.readText(out)
        func count(_ s: String) -> Int { json.ranges(of: s).count }
        #expect(json.hasPrefix("{\"displayTimeUnit\": \"ms\", \"traceEvents\": ["))
        #expect(count("\"name\": \"composite\", \"ph\": \"X\"") == 58)
        #expect(count("\"name\": \"vblank\", \"ph\": \"i\"") == 58)
        #expect(count("\"name\": \"touch\", \"ph\": \"i\"") == 60)
        #expect(count("\"ph\": \"s\"") == 60 && count("\"ph\": \"f\"") == 60)
        #expect(count("\"name\": \"memory\", \"ph\": \"C\"") >= 2)
        #expect(count("\"name\": \"simulated work\", \"ph\": \"X\"") == 1)
        #expect(count("\"dur\": 50000, ") == 1)
    }

    @Test("bad input: cut short, newer version, not a profile, an app that exits at once, not a Pane app: a message and 2")
    func badInput() throws {
        try #require(access(Self.fps, X_OK) == 0)
        let path = stallProfile("bad")
        defer { unlink(path) }
        let bytes = try #require(Profile.readFile(path))
        let cut = path + ".cut"
        defer { unlink(cut) }
        let fd = open(cut, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, 2_000) }
        close(fd)
        let short = fps(["report", cut])
        let partial = try Profile(bytes: Array(bytes[0..<2_000]))
        #expect(short.status == 2)
        #expect(short.output.contains("is cut short after \(partial.frames.count) frames (no end record, \(partial.trailingBytes) bytes of a partial record): power loss or a crash while recording"))
        #expect(short.output.contains("frames        \(partial.frames.count) "))
        #expect(partial.frames.count > 10 && partial.trailingBytes > 0)

        var newer = bytes
        newer[8] = 9
        let newerPath = path + ".v9"
        defer { unlink(newerPath) }
        let f2 = open(newerPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = newer.withUnsafeBytes { write(f2, $0.baseAddress, $0.count) }
        close(f2)
        let v9 = fps(["report", newerPath])
        #expect(v9.status == 2 && v9.output.contains("is a version 9 profile; this fps reads version 1 and older"))

        let notProfile = fps(["report", "/etc/hostname"])
        #expect(notProfile.status == 2 && notProfile.output.contains("is not a Pane profile"))

        let quits = fps(["record", "-o", path + ".true", "--", "/bin/true"])
        #expect(quits.status == 2 && quits.output.contains("/bin/true exited with status 0 without writing a profile"))

        let notPane = fps(["attach", String(getpid()), "-o", path + ".att", "--socket-dir", "/tmp"])
        #expect(notPane.status == 2 && notPane.output.contains("has no profiler socket"))
        #expect(notPane.output.contains("it is not a Pane app, or it was started without --profile-socket DIR"))
        let gone = fps(["attach", "999999999"])
        #expect(gone.status == 2 && gone.output.contains("there is no process 999999999"))
        #expect(fps(["report"]).status == 2 && fps(["frobnicate"]).status == 2)
    }

    @Test("record: an app killed mid-run leaves its whole records, and fps closes the file")
    func recordKilledApp() throws {
        try #require(access(Self.fps, X_OK) == 0)
        let path = stallProfile("killed")
        defer { unlink(path) }
        let bytes = try #require(Profile.readFile(path))
        let cut = path + ".cut", out = path + ".rec"
        defer { unlink(cut); unlink(out) }
        let fd = open(cut, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, 3_001) }
        close(fd)
        // The "app" writes a profile cut mid-record, as a crash would leave it, and dies of SIGKILL.
        let run = fps(["record", "-o", out, "--", "/bin/sh", "-c", "cat \(cut) >\"$PANE_PROFILE\"; kill -9 $$"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("/bin/sh was killed by signal 9 before finishing its profile; \(out) was closed with what it had written"))
        let partial = try Profile(bytes: Array(bytes[0..<3_001]))
        let closed = try Profile(path: out)
        #expect(closed.isComplete && closed.frames == partial.frames && closed.trailingBytes == 0)
        #expect(closed.end == Profile.End(time: partial.frames.last!.target, reason: ProfileFormat.EndReason.died.rawValue, detail: 9))
    }

    @Test("record runs a real app with PANE_PROFILE and leaves a complete profile")
    func recordGallery() throws {
        let gallery = PanelVM.productsDirectory + "/gallery"
        try #require(access(Self.fps, X_OK) == 0 && access(gallery, X_OK) == 0)
        let path = "/tmp/pane-fps-gallery-\(getpid()).paneprof", frames = "/tmp/pane-fps-gallery-frames-\(getpid())"
        defer { unlink(path) }
        let run = fps(["record", "-o", path, "--", gallery, "--display", "headless", "--photos", PanelVM.root + "/photos",
                       "--frames-out", frames, "--every", "1000000"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("exited with status 0;") && run.output.contains("frames recorded in \(path)"))
        let p = try Profile(path: path)
        #expect(p.isComplete && p.isVirtual && p.frames.count > 100 && !p.touches.isEmpty)
        #expect(p.flips.count == p.frames.filter { $0.damagedPixels > 0 }.count)
        _ = PanelVM.spawn(["/bin/rm", "-rf", frames], output: "/dev/null")
    }
}
