/// The running figures an on-panel HUD shows (`ProfileHUD`): frames a second, the hitch time
/// ratio over the last 120 flips, the last frame's phases, the median touch-to-photon latency
/// of the last 64 touch frames, CPU % and resident memory between the last two samples.
///
/// Fixed rings, filled by `Profiler` as it records: nothing is allocated after `init`.
public final class ProfileLiveStats {
    /// Seconds between vblanks, against which hitches are counted.
    public let refreshInterval: Double
    static let flipRing = 120
    static let latencyRing = 64
    private let vblanks: UnsafeMutablePointer<Int64>
    private let hitches: UnsafeMutablePointer<Int64>
    private let moving: UnsafeMutablePointer<Int64>
    private var flipCount = 0
    private let latencies: UnsafeMutablePointer<Int64>
    private let scratch: UnsafeMutablePointer<Int64>
    private var latencyCount = 0
    /// The last frame's phase durations in nanoseconds, in `FramePhase` order.
    public private(set) var lastPhases: (Int64, Int64, Int64, Int64, Int64) = (0, 0, 0, 0, 0)
    /// Process CPU time over wall time between the last two samples, in percent.
    public private(set) var cpuPercent = 0.0
    /// The process's resident memory at the last sample, in KiB.
    public private(set) var residentKiB: Int64 = 0
    private var lastWall: Int64 = 0
    private var lastCPU: Int64 = 0

    init(refreshInterval: Double) {
        self.refreshInterval = refreshInterval
        vblanks = .allocate(capacity: Self.flipRing)
        hitches = .allocate(capacity: Self.flipRing)
        moving = .allocate(capacity: Self.flipRing)
        latencies = .allocate(capacity: Self.latencyRing)
        scratch = .allocate(capacity: Self.latencyRing)
    }

    deinit {
        vblanks.deallocate(); hitches.deallocate(); moving.deallocate()
        latencies.deallocate(); scratch.deallocate()
    }

    func frame(input: Int64, animation: Int64, layout: Int64, composite: Int64, present: Int64) {
        lastPhases = (input, animation, layout, composite, present)
    }

    func flip(target: Int64, vblank: Int64, touches: UnsafeMutablePointer<Int64>, count: Int) {
        let i = flipCount % Self.flipRing
        let missed = ProfileMath.missedVblanks(target: target, vblank: vblank, interval: refreshInterval)
        let intervalNs = Int64((refreshInterval * 1e9).rounded())
        vblanks[i] = vblank
        hitches[i] = Int64(missed) * intervalNs
        moving[i] = Int64(missed + 1) * intervalNs
        flipCount += 1
        for k in 0..<count {
            latencies[latencyCount % Self.latencyRing] = vblank - touches[k]
            latencyCount += 1
        }
    }

    func sample(wall: Int64, cpu: Int64, rssKiB: Int64) {
        if lastWall > 0 && wall > lastWall {
            cpuPercent = Double(cpu - lastCPU) / Double(wall - lastWall) * 100
        }
        lastWall = wall
        lastCPU = cpu
        residentKiB = rssKiB
    }

    /// Flips in the second before the newest flip.
    public var framesPerSecond: Int {
        let n = min(flipCount, Self.flipRing)
        guard n > 0 else { return 0 }
        let newest = vblanks[(flipCount - 1) % Self.flipRing]
        var count = 0
        for k in 0..<n where newest - vblanks[k] < 1_000_000_000 { count += 1 }
        return count
    }

    /// Hitch milliseconds per second of motion over the last 120 flips (Apple's hitch time ratio).
    public var hitchRatio: Double {
        let n = min(flipCount, Self.flipRing)
        var late: Int64 = 0, total: Int64 = 0
        for k in 0..<n {
            late += hitches[k]
            total += moving[k]
        }
        return total > 0 ? Double(late) / 1e6 / (Double(total) / 1e9) : 0
    }

    /// The median latency of the last 64 touch frames shown, in milliseconds; nil before one.
    public var latencyMedian: Double? {
        let n = min(latencyCount, Self.latencyRing)
        guard n > 0 else { return nil }
        for k in 0..<n { scratch[k] = latencies[k] }
        // Insertion sort: at most 64 numbers, and no allocation.
        for k in 1..<max(1, n) {
            let v = scratch[k]
            var j = k - 1
            while j >= 0 && scratch[j] > v {
                scratch[j + 1] = scratch[j]
                j -= 1
            }
            scratch[j + 1] = v
        }
        return Double(scratch[n / 2]) / 1e6
    }
}

/// The arithmetic `fps report` and the HUD share.
public enum ProfileMath {
    /// Whole vblanks a frame missed: a frame that started at `target` is expected at the first
    /// vblank after it, at most one refresh `interval` later; each interval more is one missed
    /// vblank (Apple, "Explore UI animation hitches and the render loop": a hitch is a frame
    /// that is late past its expected presentation). A tenth of an interval absorbs jitter.
    /// Any input gives an answer: 0 for an interval that is not positive and finite, at most
    /// `Int32.max` (a hostile profile's numbers must not trap or overflow a sum).
    public static func missedVblanks(target: Int64, vblank: Int64, interval: Double) -> Int {
        guard interval > 0, interval.isFinite else { return 0 }
        // Exact in Int64 when it fits; in Double (never overflowing) when it does not.
        let (difference, overflow) = vblank.subtractingReportingOverflow(target)
        let ratio = (overflow ? Double(vblank) - Double(target) : Double(difference)) / 1e9 / interval
        let missed = (ratio - 1 - 0.1).rounded(.up)
        guard missed > 0 else { return 0 }
        return missed >= Double(Int32.max) ? Int(Int32.max) : Int(missed)
    }

    /// The value at `p` (0...1) of `sorted` by nearest rank; 0 when empty.
    public static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }
}
