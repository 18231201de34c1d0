import Testing
import Glibc
@testable import Pane

@MainActor
@Suite struct ProfileSummaryTests {
    static let intervalNs: Int64 = 16_666_667

    func stallProfile(_ name: String = #function) throws -> Profile {
        let path = "/tmp/pane-stall-summary-\(getpid())-\(name.filter(\.isLetter)).paneprof"
        defer { unlink(path) }
        #expect(StallApp.run(profile: path) == 0)
        return try Profile(path: path)
    }

    @Test("a 50 ms stall in virtual time is exactly one frame 2 vblanks late: 33.3 ms/s over 1 s of motion")
    func stallHitch() throws {
        let profile = try stallProfile()
        let s = ProfileSummary(profile)
        // 21 frames up to the stall, then touch frames 21-23 arrive together, then 36 more.
        #expect(s.frames == 58)
        #expect(s.flips == 58)
        #expect(s.framesMissed == 1)
        #expect(s.vblanksMissed == 2)
        #expect(s.hitchMilliseconds == Double(2 * Self.intervalNs) / 1e6)
        // 57 frames on time + the stalled one's 3 slots = 60 refresh intervals of motion.
        #expect(s.motionSeconds == Double(60 * Self.intervalNs) / 1e9)
        #expect(abs(s.hitchRatio - 33.333_333) < 1e-5)
        #expect(s.refreshHz == 60)
        #expect(s.complete)
        #expect(abs(s.durationSeconds - 1.0) < 1e-6)
        // The stalled frame's total includes its simulated work.
        #expect(s.phases.last!.value.worst >= 50)
    }

    @Test("every touch frame gets a latency: one interval, except around the stall")
    func stallLatency() throws {
        let s = ProfileSummary(try stallProfile())
        #expect(s.touchFrames == 60)
        #expect(s.latencies.count == 60)
        let rounded = s.latencies.map { ($0 * 1000).rounded() / 1000 }.sorted()
        // Touch 20 waits for its 3-slot frame; 21-23 arrive during it and show one frame later.
        #expect(rounded.filter { $0 == 16.667 }.count == 57)
        #expect(rounded.filter { $0 == 33.333 }.count == 1)
        #expect(rounded.filter { $0 == 50 }.count == 2)
        #expect(abs(s.latency.p50 - 16.667) < 1e-3)
        #expect(abs(s.latency.worst - 50) < 1e-3)
    }

    @Test("vblank sequences advance by one a frame and by three across the stall")
    func sequences() throws {
        let profile = try stallProfile()
        let steps = zip(profile.flips.dropFirst(), profile.flips).map { $0.sequence - $1.sequence }
        #expect(steps.count == 57)
        #expect(steps.filter { $0 == 1 }.count == 56)
        #expect(steps[StallApp.stalledTouch - 1] == 3 && steps[StallApp.stalledTouch] == 1)
        #expect(profile.flips.first?.sequence == 1)
    }

    @Test("JSON has the documented keys")
    func json() throws {
        let text = ProfileSummary(try stallProfile()).json
        for key in ["complete", "durationSeconds", "frames", "flips", "refreshHz", "measuredHz", "framesMissed", "vblanksMissed",
                    "hitchMilliseconds", "motionSeconds", "hitchRatio", "phases", "input", "animation", "layout", "composite",
                    "present", "frame", "p50", "p90", "p99", "worst", "touchFrames", "latencyCount", "latency", "cpuPercent",
                    "peakResidentKiB"] {
            #expect(text.contains("\"\(key)\": "), "missing \(key)")
        }
        #expect(text.contains("\"framesMissed\": 1,"))
        #expect(text.contains("\"hitchRatio\": 33.333,"))
    }

    @Test("idle time between bursts is not motion; a profile without flips has no hitches")
    func noFlips() {
        var p = Profile(version: 1, refreshInterval: 1.0 / 60, width: 10, height: 10, isVirtual: true, pid: 1)
        p.frames = [Profile.Frame(number: 0, target: 0, phases: [1, 2, 3, 4, 5], damagedPixels: 0)]
        let s = ProfileSummary(p)
        #expect(s.flips == 0 && s.hitchRatio == 0 && s.motionSeconds == 0 && s.latencies.isEmpty)
        #expect(s.phases.last!.value.p50 == 15e-6)
        #expect(!s.complete)
        #expect(s.text.contains("no touch frame changed the picture"))
    }
}
