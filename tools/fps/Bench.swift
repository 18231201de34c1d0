import Pane
import Glibc

/// `fps bench`: what this board's compositing costs, against what copying memory costs.
///
/// The scene is the compass scene of `Benchmarks/` (1280x800, four columns of opaque 300x300
/// images 16 px apart, scrolling 8 px a frame) run through the app's frame path (layout,
/// composite, present into memory). Two memcpy references of one whole frame: *hot*, the same
/// two buffers every time, so they stay in the caches; *cold*, rotating through enough buffers
/// to be more than twice the last-level cache, so every copy comes from and goes to DRAM, as a
/// present to a scanout buffer does. Then the cost of recording a profile: `Profiler.recordFrame`
/// timed over many frames, as a share of the refresh budget. Wall-clock numbers: compare runs
/// made one after another on the same board.
///
/// With `MALLOC_TRACE=FILE` and glibc's `libc_malloc_debug.so` preloaded, the recording loop
/// runs under `mtrace(3)`: FILE then lists every allocation it made (the tests expect none).
@MainActor
enum Bench {
    static func run(_ arguments: [String]) -> Int32 {
        var size = PixelSize(width: 1280, height: 800)
        var frames = 600, tile = 300, gap = 16, speed = 8.0
        var i = 0
        func positive(_ value: String, atLeast minimum: Double, _ flag: String) -> Double {
            // Finite and at most a million: nan, inf and 1e300 would trap in the Int conversions below.
            guard let v = Double(value), v >= minimum, v <= 1_000_000 else {
                fail("\(flag) wants a number from \(Int(minimum)) to 1000000, got \(value)")
            }
            return v
        }
        while i < arguments.count {
            let flag = arguments[i]
            guard i + 1 < arguments.count else { fail("\(flag) needs a value", usage: true) }
            let value = arguments[i + 1]
            i += 2
            switch flag {
            case "--size":
                guard let s = PixelSize(parsing: value) else { fail("--size wants WxH, got \(value)") }
                size = s
            case "--frames": frames = Int(positive(value, atLeast: 1, flag))
            case "--tile": tile = Int(positive(value, atLeast: 16, flag))
            case "--gap": gap = Int(positive(value, atLeast: 0, flag))
            case "--speed": speed = positive(value, atLeast: 0.001, flag)
            default: fail("unknown flag \(flag)", usage: true)
            }
        }
        let reports = scene(size: size, frames: frames, tile: tile, gap: gap, speed: speed)
        let columns = max(1, (size.width - gap) / (tile + gap))
        print("fps bench: \(frames) frames of a \(size) grid, \(columns) columns of opaque \(tile)x\(tile) images \(gap) px apart, scrolling \(JSONWriter.number(speed)) px/frame")
        print("phase         p50 ms   p90 ms   p99 ms")
        var totals = [Double](repeating: 0, count: reports.count)
        for phase in FramePhase.allCases {
            let values = reports.map { r in r.phases.first { $0.0 == phase }?.1 ?? 0 }
            for k in values.indices { totals[k] += values[k] }
            let name = phase.rawValue + String(repeating: " ", count: max(0, 10 - phase.rawValue.count))
            print("\(name) \(ms(pct(values, 0.5))) \(ms(pct(values, 0.9))) \(ms(pct(values, 0.99)))")
        }
        let p50 = pct(totals, 0.5)
        print("frame      \(ms(p50)) \(ms(pct(totals, 0.9))) \(ms(pct(totals, 0.99)))")
        let damage = reports.map(\.damagedPixels).reduce(0, +) / max(1, reports.count)
        print("damage: \(damage) px/frame (\(damage * 100 / max(1, size.width * size.height))% of the screen)")

        let bytes = size.width * size.height * 4
        let llc = lastLevelCacheBytes()
        let hot = memcpyTime(bytes: bytes, buffers: 1, rounds: 200)
        let rotating = max(2, (2 * llc + bytes - 1) / bytes + 1)
        let cold = memcpyTime(bytes: bytes, buffers: rotating, rounds: 200)
        print("memcpy of one frame (\(bytes / 1024) KiB): hot \(ms(hot)) ms (same buffers, in cache); cold \(ms(cold)) ms (\(rotating) buffer pairs, \(rotating * bytes * 2 / 1_048_576) MiB > 2x the \(llc / 1024) KiB last-level cache)")
        print("a frame (composite + present) = \(JSONWriter.number(p50 / cold, decimals: 2))x a cold memcpy, \(JSONWriter.number(p50 / hot, decimals: 2))x a hot one")
        print("the work alone allows \(Int(1000 / max(p50, 0.001))) frames/s at the median")

        let cost = recordingCost(frames: 20_000)
        print("recording a profile: \(JSONWriter.number(cost * 1000, decimals: 3)) µs a frame = \(JSONWriter.number(cost / (1000.0 / 60) * 100, decimals: 4)) % of a 60 Hz frame (budget 2 %)")
        return 0
    }

    /// Runs the scene and returns each frame's report.
    static func scene(size: PixelSize, frames: Int, tile: Int, gap: Int, speed: Double) -> [FrameReport] {
        let app = Application(display: HeadlessDisplay(size: size))
        let grid = View(frame: app.window.bounds)
        grid.clipsToBounds = true
        grid.backgroundColor = Color(rgb: 0x202020)
        app.window.addSubview(grid)
        let s = Surface(width: tile, height: tile)
        for y in 0..<tile {
            let row = s.pixels.row(y)
            for x in 0..<tile { row[x] = 0xFF00_0000 | UInt32(x * 255 / tile) << 16 | UInt32(y * 255 / tile) << 8 | 0x80 }
        }
        let photo = Image(s)
        let pitch = Double(tile + gap), g = Double(gap)
        let columns = max(1, Int((Double(size.width) - g) / pitch))
        let rows = Int((Double(size.height) * 4) / pitch) + 2
        for row in 0..<rows {
            for column in 0..<columns {
                let v = ImageView(frame: Rect(x: g + Double(column) * pitch, y: g + Double(row) * pitch,
                                              width: Double(tile), height: Double(tile)))
                v.image = photo
                grid.addSubview(v)
            }
        }
        let travel = Double(rows) * pitch - Double(size.height)
        var reports: [FrameReport] = []
        reports.reserveCapacity(frames)
        var time = InputTime(seconds: 1)
        var offset = 0.0
        do {
            try app.runFrame(at: time)
            for _ in 0..<frames {
                offset += speed
                if offset > travel { offset = 0 }
                grid.bounds.origin.y = offset
                time = time + 1.0 / 60
                reports.append(try app.runFrame(at: time))
            }
        } catch {
            fail("\(error)")
        }
        return reports
    }

    /// Milliseconds for one copy of `bytes`, the median of `rounds`, through `buffers` pairs in turn.
    static func memcpyTime(bytes: Int, buffers: Int, rounds: Int) -> Double {
        let sources = (0..<buffers).map { _ in UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64) }
        let targets = (0..<buffers).map { _ in UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64) }
        defer { for p in sources + targets { p.deallocate() } }
        for p in sources + targets { memset(p, 0x5a, bytes) }  // touch every page first
        var times: [Double] = []
        for r in 0..<(rounds + buffers) {
            let k = r % buffers
            let t0 = now()
            memcpy(targets[k], sources[k], bytes)
            if r >= buffers { times.append(now() - t0) }  // one pass to settle first
        }
        return pct(times, 0.5)
    }

    /// Milliseconds `Profiler.recordFrame` takes per frame (a touch frame every other frame,
    /// samples and writes to /dev/null included), averaged over `frames`.
    static func recordingCost(frames: Int) -> Double {
        let profiler = Profiler(refreshInterval: 1.0 / 60, isVirtual: true, width: 1280, height: 800)
        do { try profiler.open(path: "/dev/null") } catch { fail("\(error)") }
        var report = FrameReport(frame: 0, time: InputTime(seconds: 1))
        report.phases = FramePhase.allCases.map { ($0, 0.25) }
        report.damagedPixels = 1280 * 800
        let touch = [TouchFrame(timestamp: InputTime(seconds: 1), touches: [])]
        let none: [TouchFrame] = []
        func step(_ n: Int) {
            report.frame = n
            report.time = InputTime(seconds: 1) + Double(n) / 60
            profiler.recordFrame(report, touches: n % 2 == 0 ? touch : none, work: 0)
        }
        for n in 0..<2000 { step(n) }  // warm: first flushes, first samples
        // Both looked up first, so that the trace holds the loop alone.
        let start = getenv("MALLOC_TRACE") != nil ? glibcFunction("mtrace") : nil
        let stop = start != nil ? glibcFunction("muntrace") : nil
        start?()
        let t0 = now()
        for n in 2000..<(2000 + frames) { step(n) }
        let elapsed = now() - t0
        stop?()
        profiler.finish(detail: 0)
        return elapsed / Double(frames)
    }

    /// `mtrace` or `muntrace` of the preloaded `libc_malloc_debug.so.0` (since glibc 2.34
    /// libc's own are stubs, and mcheck.h is not in Swift's Glibc module).
    static func glibcFunction(_ name: String) -> (@convention(c) () -> Void)? {
        #if arch(arm64)  // Swift names aarch64 arm64
        let baseVersion = "GLIBC_2.17"
        #else
        let baseVersion = "GLIBC_2.2.5"
        #endif
        // The debug library's versions are hidden (objdump -T shows "(GLIBC_2.2.5)"): plain
        // dlsym finds libc's stubs; dlvsym with the version finds them. The version is the
        // architecture's first glibc (x86_64 2.2.5, aarch64 2.17: objdump -T of each
        // libc_malloc_debug.so.0); with x86_64's on arm64 the lookup failed, and so did tracing.
        typealias DLVSym = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>, UnsafePointer<CChar>) -> UnsafeMutableRawPointer?
        guard let library = dlopen("libc_malloc_debug.so.0", RTLD_NOW | RTLD_NOLOAD),
              let dlvsymAddress = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "dlvsym"),
              let symbol = unsafeBitCast(dlvsymAddress, to: DLVSym.self)(library, name, baseVersion) else {
            note("MALLOC_TRACE is set but libc_malloc_debug.so.0 is not preloaded: no trace")
            return nil
        }
        return unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)
    }

    /// The largest cache of CPU 0 from sysfs, or 32 MiB when sysfs does not say.
    static func lastLevelCacheBytes() -> Int {
        var best = 0
        for index in 0..<8 {
            guard let bytes = Profile.readFile("/sys/devices/system/cpu/cpu0/cache/index\(index)/size") else { continue }
            let text = String(decoding: bytes, as: UTF8.self).filter { !$0.isWhitespace }
            let digits = Int(text.filter(\.isNumber)) ?? 0
            let bytesValue = text.hasSuffix("M") ? digits << 20 : text.hasSuffix("K") ? digits << 10 : digits
            best = max(best, bytesValue)
        }
        return best > 0 ? best : 32 << 20
    }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
    }

    static func pct(_ values: [Double], _ p: Double) -> Double { ProfileMath.percentile(values.sorted(), p) }

    static func ms(_ x: Double) -> String {
        let text = JSONWriter.number(x, decimals: 3)
        return String(repeating: " ", count: max(0, 8 - text.count)) + text
    }
}
