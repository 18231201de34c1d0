import Testing
import Glibc
import PaneTestSupport
@testable import Pane

@Suite struct ProfilerTests {
    func report(_ frame: Int, at seconds: Double, damage: Int) -> FrameReport {
        var r = FrameReport(frame: frame, time: InputTime(seconds: seconds))
        r.phases = [(.input, 0.001), (.animation, 0.002), (.layout, 0.003), (.composite, 0.004), (.present, 0.005)]
        r.damagedPixels = damage
        return r
    }

    @Test("on a panel, a flip belongs to the last frame that presented; a frame that drew nothing waits for none")
    func panelFlips() throws {
        let path = "/tmp/pane-profiler-flips-\(getpid())"
        defer { unlink(path) }
        let profiler = Profiler(refreshInterval: 1.0 / 60, isVirtual: false, width: 8, height: 4)
        try profiler.open(path: path)
        let touch = TouchFrame(timestamp: InputTime(seconds: 9.99), touches: [])
        profiler.recordFrame(report(0, at: 10, damage: 32), touches: [touch], work: 0)
        profiler.recordFlip(sequence: 500, nanoseconds: 10_016_000_000)
        profiler.recordFrame(report(1, at: 10.02, damage: 0), touches: [], work: 0)
        profiler.recordFlip(sequence: 501, nanoseconds: 10_033_000_000)
        profiler.finish(detail: 0, at: InputTime(seconds: 11))
        let p = try Profile(path: path)
        #expect(p.frames.map(\.number) == [0, 1])
        #expect(p.frames[0].phases == [1_000, 2_000, 3_000, 4_000, 5_000])
        #expect(p.frames[0].vblank == 10_016_000_000 && p.frames[0].sequence == 500)
        #expect(p.frames[1].vblank == nil)
        #expect(p.flips.map(\.frame) == [0, -1])
        #expect(p.touches == [Profile.Touch(kernelTime: 9_990_000_000, frame: 0)])
        #expect(p.end == Profile.End(time: 11_000_000_000, reason: 0, detail: 0))
        #expect(p.samples.count == 2 && p.samples[0].residentKiB > 0 && p.samples[0].cpu > 0)
        let s = ProfileSummary(p)
        #expect(abs(s.latencies[0] - 26) < 1e-9)
        #expect(!p.isVirtual)
    }

    @Test("in virtual time a frame is shown at the next vblank slot, or later by its simulated work")
    func virtualFlips() throws {
        let path = "/tmp/pane-profiler-virtual-\(getpid())"
        defer { unlink(path) }
        let profiler = Profiler(refreshInterval: 0.01, isVirtual: true, width: 8, height: 4)
        profiler.virtualPacing = FramePacing(mode: .atVblank, refreshInterval: 0.01)
        try profiler.open(path: path)
        profiler.recordFrame(report(0, at: 1, damage: 1), touches: [], work: 0)
        profiler.recordFrame(report(1, at: 1.01, damage: 1), touches: [], work: 0.025)
        profiler.recordFrame(report(2, at: 1.04, damage: 1), touches: [], work: 0)
        profiler.finish(detail: 0)
        let p = try Profile(path: path)
        #expect(p.flips == [Profile.Flip(frame: 0, vblank: 1_010_000_000, sequence: 1),
                            Profile.Flip(frame: 1, vblank: 1_040_000_000, sequence: 4),
                            Profile.Flip(frame: 2, vblank: 1_050_000_000, sequence: 5)])
        #expect(p.frames[1].work == 25_000_000)
        #expect(p.end?.time == 1_050_000_000)
        #expect(Profiler.slots(work: 0, interval: 0.01) == 1 && Profiler.slots(work: 0.03, interval: 0.01) == 3
                && Profiler.slots(work: 0.0301, interval: 0.01) == 4)
    }

    @Test("an attached client gets the header, the info record and the stream, then the end and EOF")
    func socketClient() throws {
        let profiler = Profiler(refreshInterval: 1.0 / 60, isVirtual: true, width: 8, height: 4)
        try profiler.listen(directory: "/tmp")
        let path = Profiler.socketPath(directory: "/tmp", pid: getpid())
        #expect(profiler.socketPath == path)
        var st = stat()
        #expect(lstat(path, &st) == 0 && st.st_mode & 0o777 == 0o600)
        let client = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in for (i, b) in path.utf8.enumerated() { raw[i] = b } }
        let rc = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(rc == 0)
        defer { close(client) }
        profiler.acceptClients()
        profiler.recordFrame(report(0, at: 1, damage: 1), touches: [], work: 0)
        profiler.finish(detail: 7)
        #expect(access(path, F_OK) != 0, "the socket file is removed at the end")
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(client, &chunk, chunk.count)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        let p = try Profile(bytes: bytes)
        #expect(p.frames.count == 1 && p.flips.count == 1 && p.end?.detail == 7 && p.pid == Int(getpid()))
    }

    @Test("recording allocates nothing per frame: glibc's mtrace sees no malloc in 20,000 recorded frames")
    func noAllocation() throws {
        let fps = PanelVM.productsDirectory + "/fps"
        try #require(access(fps, X_OK) == 0, "build the fps tool first (swift build --build-tests)")
        let trace = "/tmp/pane-mtrace-\(getpid())", out = trace + ".out"
        defer { unlink(trace); unlink(out) }
        let status = PanelVM.spawn(["/usr/bin/env", "LD_PRELOAD=libc_malloc_debug.so.0", "MALLOC_TRACE=\(trace)",
                                    fps, "bench", "--frames", "2", "--size", "320x200"], output: out)
        #expect(status == 0, "\(PanelVM.readText(out))")
        let lines = PanelVM.readText(trace).split(separator: "\n")
        #expect(lines.first == "= Start" && lines.last == "= End", "mtrace ran: \(lines.prefix(3))")
        let mallocs = lines.filter { $0.contains(" + ") || $0.contains(" < ") || $0.contains(" > ") }
        #expect(mallocs.isEmpty, "allocations while recording: \(mallocs.prefix(5))")
        #expect(PanelVM.readText(out).contains("recording a profile:"))
    }
}

@Suite struct ProfilerFullDiskTests {
    @Test("a profile that cannot be written any more stops recording and the app goes on")
    func fullDisk() throws {
        try #require(access("/dev/full", W_OK) == 0)
        let profiler = Profiler(refreshInterval: 1.0 / 60, isVirtual: true, width: 8, height: 4)
        // /dev/full takes the header (written at open) only when it fails later: open our own way.
        let fd = open("/dev/full", O_WRONLY)
        profiler.sinks.append(fd)
        var r = FrameReport(frame: 0, time: InputTime(seconds: 1))
        r.damagedPixels = 1
        profiler.recordFrame(r, touches: [], work: 0)  // the first frame samples and flushes: ENOSPC
        #expect(profiler.sinks.isEmpty)
        r.frame = 1
        r.time = InputTime(seconds: 2)
        profiler.recordFrame(r, touches: [], work: 0)
        profiler.finish(detail: 0)
        #expect(profiler.isFinished)
    }
}
