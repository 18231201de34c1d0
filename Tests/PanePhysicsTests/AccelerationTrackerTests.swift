import Testing
import PaneGeometry
import PanePhysics

/// A finger's acceleration from its samples (`AccelerationTracker`): the least-squares quadratic
/// of the last 100 ms, counted only by how much it stands out from the samples' own noise.
@Suite struct AccelerationTrackerTests {
    /// A tracker fed `count` samples `interval` s apart of `position(t)`.
    func tracker(_ count: Int, every interval: Double = 1.0 / 60, _ position: (Double) -> Point) -> AccelerationTracker {
        var tracker = AccelerationTracker()
        for k in 0..<count {
            let t = Double(k) * interval
            tracker.add(position(t), at: t)
        }
        return tracker
    }

    @Test("an exact quadratic reads its acceleration on both axes (no residual, no noise)")
    func exactQuadratic() {
        let a = tracker(10) { t in Point(x: 100 + 50 * t + 1500 * t * t, y: 20 - 400 * t * t) }.acceleration
        #expect(abs(a.x - 3000) < 1e-6, "\(a.x)")
        #expect(abs(a.y + 800) < 1e-6, "\(a.y)")
    }

    /// ±0.8 ms of report latency (the gallery recordings' panel), from a fixed linear
    /// congruential sequence so that every run sees the same times.
    struct Jitter {
        var seed: UInt64 = 12345
        mutating func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return (Double(seed >> 11) / Double(UInt64(1) << 53) * 2 - 1) * 0.0008
        }
    }

    /// `steps` (px per report, from 0) reported at 59.7 Hz, each report late or early by `jitter`.
    func reported(_ steps: [Double], _ jitter: inout Jitter) -> AccelerationTracker {
        var tracker = AccelerationTracker()
        var x = 0.0
        tracker.add(Point(x: x, y: 240), at: 0)
        for (k, dx) in steps.enumerated() {
            x += dx
            tracker.add(Point(x: x, y: 240), at: Double(k + 1) / 59.7 + jitter.next())
        }
        return tracker
    }

    @Test("even drags reported in whole pixels at jittered times read zero, bar a rare few pt/s²")
    func evenDragIsNoise() {
        // 100 to 1,500 pt/s at 59.7 Hz, positions rounded to the pixel, 50 drags each: the
        // pixel rounding and the latency look like a quadratic now and then, but only by a
        // little (under 6 pt over the edge swipe's 0.35 s).
        var jitter = Jitter()
        var readings: [Double] = []
        for speed in [100.0, 300.0, 600.0, 1500.0] {
            for phase in 0..<50 {
                let x0 = Double(phase) / 50
                func x(_ k: Int) -> Double { (speed * Double(k) / 59.7 + x0).rounded() }
                let steps: [Double] = (1...20).map { k in x(k) - x(k - 1) }
                readings.append(reported(steps, &jitter).acceleration.x)
            }
        }
        #expect(readings.allSatisfy { abs($0) < 100 }, "\(readings.filter { $0 != 0 })")
        #expect(readings.filter { $0 != 0 }.count <= 2, "\(readings.filter { $0 != 0 })")
    }

    @Test("a finger braking or speeding up by thousands of pt/s² at jittered times keeps most of it")
    func brakingAndSpeedingUp() {
        var jitter = Jitter()
        // 900 pt/s braking by 2 px a report each report: 2 × 59.7² ≈ 7,128 pt/s².
        let braking = reported([15, 15, 15, 15, 13, 11, 9, 7, 5, 3, 1], &jitter).acceleration.x
        #expect(braking < -3500 && braking > -7128 * 1.2, "\(braking)")
        // 60 pt/s speeding up by 1 px a report each report: 3,564 pt/s².
        let speeding = reported([1, 1, 1, 1, 1, 1, 1, 1, 2, 3, 4, 5], &jitter).acceleration.x
        #expect(speeding > 1500 && speeding < 3564 * 1.2, "\(speeding)")
    }

    @Test("fewer than four samples in the last 100 ms read zero; older samples leave the fit")
    func horizonAndCount() {
        #expect(tracker(3) { t in Point(x: 1000 * t * t, y: 0) }.acceleration == .zero)
        // Samples 50 ms apart: only three lie within 100 ms of the newest.
        #expect(tracker(10, every: 0.05) { t in Point(x: 1000 * t * t, y: 0) }.acceleration == .zero)
        // A long even drag that ends in an exact quadratic: only the quadratic's samples count.
        var t = tracker(30) { t in Point(x: 60 * t, y: 0) }
        let start = 30.0 / 60
        for k in 0..<7 {
            let dt = Double(k) / 60
            t.add(Point(x: 60 * start + 60 * dt + 2000 * dt * dt, y: 0), at: start + dt)
        }
        #expect(abs(t.acceleration.x - 4000) < 1e-6, "\(t.acceleration.x)")
    }

    @Test("a sample no later than the newest is ignored; reset forgets every sample")
    func orderAndReset() {
        var t = tracker(8) { t in Point(x: 500 * t * t, y: 0) }
        let before = t.acceleration
        t.add(Point(x: 9999, y: 9999), at: 0.01)
        t.add(Point(x: .nan, y: 0), at: 1)
        #expect(t.acceleration == before)
        t.reset()
        #expect(t.acceleration == .zero)
    }
}
