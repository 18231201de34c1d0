import Testing
import Glibc
import PaneTestSupport
@testable import Pane

/// Issue 28 item 4: every number read from a profile is checked; a bad one is an error naming
/// the record (its index and kind), and the arithmetic of the report and the plot neither traps
/// nor overflows on what passes.
@Suite struct ProfileHostileTests {
    static let fps = PanelVM.productsDirectory + "/fps"

    /// The header and an info record, then `records`.
    static func file(info: [Int64] = [16_666_667, 800, 480, 0, 42, 5], _ records: [[UInt8]]) -> [UInt8] {
        ProfileFormat.header + ProfileFormat.record(.info, info) + records.flatMap { $0 }
    }

    static func error(_ bytes: [UInt8]) -> String? {
        do {
            _ = try Profile(bytes: bytes, name: "p")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a refresh interval of 0, Int64.min and max fields, negative counts: each an error naming the record")
    func outOfRangeFields() {
        #expect(Self.error(Self.file(info: [0, 800, 480, 0, 42, 5], []))
                == "p: record 0 (info): refreshIntervalNs is 0, outside 1000000...1000000000")
        #expect(Self.error(Self.file(info: [16_666_667, -1, 480, 0, 42, 5], []))
                == "p: record 0 (info): width is -1, outside 1...65535")
        let frame = ProfileFormat.record(.frame, [0, 1_000, 1, 2, 3, 4, 5, 0, 0])
        #expect(Self.error(Self.file([frame, ProfileFormat.record(.frame, [1, Int64.min, 1, 2, 3, 4, 5, 0, 0])]))
                == "p: record 2 (frame): targetNs is -9223372036854775808, outside 0...4611686018427387904")
        #expect(Self.error(Self.file([frame, ProfileFormat.record(.frame, [1, 2_000, 1, 2, Int64.max, 4, 5, 0, 0])]))
                == "p: record 2 (frame): layoutNs is 9223372036854775807, outside 0...72057594037927936")
        #expect(Self.error(Self.file([frame, ProfileFormat.record(.frame, [1, 2_000, 1, 2, 3, 4, 5, -7, 0])]))
                == "p: record 2 (frame): damagedPixels is -7, outside 0...4294967296")
        #expect(Self.error(Self.file([ProfileFormat.record(.flip, [0, -1, 1])]))
                == "p: record 1 (flip): vblankNs is -1, outside 0...4611686018427387904")
        #expect(Self.error(Self.file([ProfileFormat.record(.touch, [5, -2])]))
                == "p: record 1 (touch): frame is -2, outside 0...281474976710656")
        #expect(Self.error(Self.file([ProfileFormat.record(.sample, [1, 1, 1, -1024, 0])]))
                == "p: record 1 (sample): rssKiB is -1024, outside 0...1099511627776")
        #expect(Self.error(Self.file([ProfileFormat.record(.end, [1, 300, 0])]))
                == "p: record 1 (end): reason is 300, outside 0...255")
        // The end record's detail (an exit status or a signal) may be anything.
        #expect(Self.error(Self.file([ProfileFormat.record(.end, [1, 2, Int64.min])])) == nil)
    }

    @Test("a record longer than the format allows is an error; one field fewer than known is too")
    func recordSizes() {
        let long = [UInt8]([0x63, 0, 65, 0, 0, 0, 0, 0]) + [UInt8](repeating: 0, count: 65 * 8)
        #expect(Self.error(Self.file([long])) == "p: record 1 (kind 99) has 65 fields, more than the 64 a record may have")
        #expect(Self.error(Self.file([ProfileFormat.record(.touch, [5])])) == "p: record 1 (touch) has 1 fields, fewer than 2")
        // 64 fields, unknown kind: skipped, as the format promises.
        let most = [UInt8]([0x63, 0, 64, 0, 0, 0, 0, 0]) + [UInt8](repeating: 0, count: 64 * 8)
        #expect(Self.error(Self.file([most, ProfileFormat.record(.end, [1, 0, 0])])) == nil)
    }

    @Test("missedVblanks answers for any input: no trap, no overflow")
    func missedVblanksOfAnything() {
        #expect(ProfileMath.missedVblanks(target: 0, vblank: 50_000_000, interval: 0) == 0)
        #expect(ProfileMath.missedVblanks(target: 0, vblank: 50_000_000, interval: -1) == 0)
        #expect(ProfileMath.missedVblanks(target: 0, vblank: 50_000_000, interval: .nan) == 0)
        #expect(ProfileMath.missedVblanks(target: 0, vblank: 50_000_000, interval: .infinity) == 0)
        #expect(ProfileMath.missedVblanks(target: Int64.min, vblank: Int64.max, interval: 1e-9) == Int(Int32.max))
        #expect(ProfileMath.missedVblanks(target: Int64.max, vblank: Int64.min, interval: 1e-9) == 0)
        #expect(ProfileMath.missedVblanks(target: 0, vblank: 50_000_000, interval: 1.0 / 60) == 2, "the usual case is unchanged")
    }

    /// The largest numbers a file may hold, in every field, over many frames: the summary's
    /// sums and the plot's scales stay finite and the report prints.
    @Test func extremesThatPassStillReport() throws {
        let t = ProfileFormat.maxTime, d = ProfileFormat.maxDuration
        var records: [[UInt8]] = []
        for k in 0..<200 {
            let n = Int64(k)
            records.append(ProfileFormat.record(.frame, [n, k % 2 == 0 ? 0 : t, d, d, d, d, d, 1 << 32, d]))
            records.append(ProfileFormat.record(.flip, [n, k % 2 == 0 ? t : 0, k % 2 == 0 ? t : 0]))
            records.append(ProfileFormat.record(.touch, [k % 2 == 0 ? 0 : t, n]))
            records.append(ProfileFormat.record(.sample, [k % 2 == 0 ? t : 0, k % 3 == 0 ? t : 0, k % 5 == 0 ? t : 0, 1 << 40, 1 << 40]))
        }
        records.append(ProfileFormat.record(.end, [0, 0, Int64.min]))
        let profile = try Profile(bytes: Self.file(info: [1_000_000, 1, 1, 1, 0, t], records))
        let summary = ProfileSummary(profile)
        #expect(summary.framesMissed == 100 && summary.vblanksMissed == 100 * Int(Int32.max))
        #expect(summary.hitchMilliseconds.isFinite && summary.motionSeconds.isFinite && summary.hitchRatio.isFinite)
        #expect(summary.text.contains("frames        200 (200 shown by a flip)"))
        #expect(summary.json.hasPrefix("{\"complete\": true"))
    }

    @Test("fps report and --plot: a hostile profile is status 2 naming the record; extremes that pass plot")
    func reportThroughTheTool() throws {
        try #require(access(Self.fps, X_OK) == 0, "build fps first (swift build --build-tests)")
        let dir = "/tmp/pane-hostile-profile-\(getpid())"
        mkdir(dir, 0o755)
        defer {
            for name in ["zero.paneprof", "extreme.paneprof", "plot.png", "out"] { unlink(dir + "/" + name) }
            rmdir(dir)
        }
        func save(_ name: String, _ bytes: [UInt8]) {
            let fd = open(dir + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        func fps(_ arguments: [String]) -> (status: Int32, output: String) {
            let status = PanelVM.spawn([Self.fps] + arguments, output: dir + "/out")
            return (status, PanelVM.readText(dir + "/out"))
        }
        save("zero.paneprof", Self.file(info: [0, 800, 480, 0, 42, 5], [ProfileFormat.record(.frame, [0, 1, 1, 1, 1, 1, 1, 0, 0])]))
        let zero = fps(["report", dir + "/zero.paneprof", "--plot", dir + "/plot.png"])
        #expect(zero.status == 2)
        #expect(zero.output == "fps: \(dir)/zero.paneprof: record 0 (info): refreshIntervalNs is 0, outside 1000000...1000000000\n")

        let t = ProfileFormat.maxTime, d = ProfileFormat.maxDuration
        save("extreme.paneprof", Self.file(info: [1_000_000, 1, 1, 1, 0, 0], [
            ProfileFormat.record(.frame, [0, 0, d, d, d, d, d, 0, d]),
            ProfileFormat.record(.flip, [0, t, t]),
            ProfileFormat.record(.touch, [0, 0]),
            ProfileFormat.record(.frame, [1, t, 0, 0, 0, 0, 0, 0, 0]),
            ProfileFormat.record(.flip, [1, 0, 0]),
            ProfileFormat.record(.touch, [t, 1]),
            // Out of order in time, CPU climbing by 2^62 ns in 1 ns of wall time, then falling.
            ProfileFormat.record(.sample, [0, 0, 0, 0, 0]),
            ProfileFormat.record(.sample, [t, 1, t, 1 << 40, 1 << 40]),
            ProfileFormat.record(.sample, [1, 2, 0, 0, 0]),
            ProfileFormat.record(.end, [t, 0, 0]),
        ]))
        let extreme = fps(["report", dir + "/extreme.paneprof", "--plot", dir + "/plot.png"])
        #expect(extreme.status == 0, "\(extreme.output)")
        let plot = try PNG.decode(contentsOf: dir + "/plot.png")
        #expect(plot.width == 1200 && plot.height == 900)
        let json = fps(["report", dir + "/extreme.paneprof", "--json"])
        #expect(json.status == 0 && json.output.hasPrefix("{\"complete\": true"))
        let chrome = fps(["export", dir + "/extreme.paneprof", "--chrome", dir + "/out.json"])
        unlink(dir + "/out.json")
        #expect(chrome.status == 0, "\(chrome.output)")
    }
}
