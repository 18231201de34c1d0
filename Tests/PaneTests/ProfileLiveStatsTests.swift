import Testing
@testable import Pane

@Suite struct ProfileLiveStatsTests {
    @Test("FPS over the last second, hitch ratio over the last flips, latency median, CPU and RSS")
    func figures() {
        let stats = ProfileLiveStats(refreshInterval: 0.01)
        let touches = UnsafeMutablePointer<Int64>.allocate(capacity: 4)
        defer { touches.deallocate() }
        #expect(stats.latencyMedian == nil && stats.framesPerSecond == 0 && stats.hitchRatio == 0)
        // 99 on-time flips 10 ms apart, then one 2 slots late.
        for k in 0..<99 {
            touches[0] = Int64(k) * 10_000_000
            stats.flip(target: Int64(k) * 10_000_000, vblank: Int64(k + 1) * 10_000_000, touches: touches, count: 1)
        }
        stats.flip(target: 990_000_000, vblank: 1_020_000_000, touches: touches, count: 0)
        #expect(stats.framesPerSecond == 98, "the vblanks from 30 ms to 1,020 ms")
        // 20 ms late over 102 slots of 10 ms.
        #expect(abs(stats.hitchRatio - 20 / 1.02) < 1e-9)
        #expect(stats.latencyMedian == 10)
        stats.sample(wall: 1_000_000_000, cpu: 100_000_000, rssKiB: 2048)
        stats.sample(wall: 2_000_000_000, cpu: 350_000_000, rssKiB: 4096)
        #expect(stats.cpuPercent == 25 && stats.residentKiB == 4096)
    }

    @Test func missedVblanks() {
        let i = 1.0 / 60
        #expect(ProfileMath.missedVblanks(target: 0, vblank: 16_666_667, interval: i) == 0)
        #expect(ProfileMath.missedVblanks(target: 0, vblank: 8_000_000, interval: i) == 0)
        #expect(ProfileMath.missedVblanks(target: 0, vblank: 33_333_334, interval: i) == 1)
        #expect(ProfileMath.missedVblanks(target: 0, vblank: 50_000_000, interval: i) == 2)
        #expect(ProfileMath.missedVblanks(target: 1_000_000, vblank: 16_666_667, interval: i) == 0, "a frame started after its vblank's slot began")
        #expect(ProfileMath.percentile([1, 2, 3, 4], 0.5) == 3 && ProfileMath.percentile([], 0.5) == 0)
    }
}
