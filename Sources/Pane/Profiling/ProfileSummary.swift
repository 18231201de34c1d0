/// The figures `fps report` prints (and `--json` writes), computed from a `Profile`.
///
/// - `duration`: from the first frame's target time to the end record (or the last frame).
/// - `refreshHz`: the mode's; `measuredHz` from the flips' vblank times and sequences.
/// - A frame's *missed vblanks* (`ProfileMath.missedVblanks`): whole refreshes between the
///   first vblank after its target time and the vblank it was shown at.
/// - *Hitch time ratio* (Apple's): the hitch time (missed vblanks × refresh interval, summed)
///   in milliseconds per second of motion, where motion is the time the shown frames covered:
///   (missed + 1) refresh intervals per flipped frame. Idle time between bursts does not count.
/// - *Touch-to-photon latency*: for each touch frame delivered in a frame that was shown by a
///   flip, that flip's vblank minus the touch's kernel timestamp.
/// - `cpuPercent`: process CPU time over wall time from the first to the last sample.
public struct ProfileSummary: Sendable {
    /// The median, 90th and 99th percentiles and the worst of a set of values.
    public struct Percentiles: Sendable, Equatable {
        /// The 50th, 90th and 99th percentiles and the largest value; all 0 for no values.
        public var p50: Double, p90: Double, p99: Double, worst: Double
        /// The percentiles of `values`, in any order.
        public init(_ values: [Double]) {
            let s = values.sorted()
            p50 = ProfileMath.percentile(s, 0.5)
            p90 = ProfileMath.percentile(s, 0.9)
            p99 = ProfileMath.percentile(s, 0.99)
            worst = s.last ?? 0
        }
    }

    /// From the first frame's target time to the end record (or the last frame), in seconds.
    public var durationSeconds: Double
    /// Frames recorded.
    public var frames: Int
    /// Frames shown by a flip.
    public var flips: Int
    /// Flips whose frames are not in the profile (a flip without a frame).
    public var orphanFlips: Int
    /// The mode's refresh rate.
    public var refreshHz: Double
    /// The refresh rate the flips' vblank times and counters show; `nil` without two flips.
    public var measuredHz: Double?
    /// Frames shown later than the first vblank after their target time.
    public var framesMissed: Int
    /// The vblanks those frames missed, summed.
    public var vblanksMissed: Int
    /// Missed vblanks times the refresh interval, in milliseconds.
    public var hitchMilliseconds: Double
    /// The time the shown frames covered, in seconds: idle time between bursts is left out.
    public var motionSeconds: Double
    /// Milliseconds of hitch per second of motion.
    public var hitchRatio: Double
    /// Milliseconds per phase (in `FramePhase.allCases` order), then `frame` for their sum.
    public var phases: [(name: String, value: Percentiles)]
    /// Touch frames delivered.
    public var touchFrames: Int
    /// Latencies in milliseconds, one per touch frame that changed the picture.
    public var latencies: [Double]
    /// The percentiles of `latencies`.
    public var latency: Percentiles
    /// Process CPU time over wall time, first sample to last, in percent; `nil` without two samples.
    public var cpuPercent: Double?
    /// The largest resident memory sampled, in KiB.
    public var peakResidentKiB: Int64
    /// Whether the profile has its end record (the recording was not cut short).
    public var complete: Bool

    /// Computes the figures of `profile`.
    public init(_ profile: Profile) {
        let interval = profile.refreshInterval
        frames = profile.frames.count
        let first = profile.frames.first?.target ?? 0
        let last = profile.end?.time ?? max(profile.frames.last?.target ?? 0, profile.frames.last?.vblank ?? 0)
        durationSeconds = max(0, Double(last) - Double(first)) / 1e9
        refreshHz = interval > 0 ? (1 / interval * 1000).rounded() / 1000 : 0  // the stored interval is whole ns
        var shown = 0, missedFrames = 0, missedTotal = 0
        // Sums in Double: whatever a profile holds, they cannot overflow (issue 28 item 4).
        var motion = 0.0, hitch = 0.0
        let intervalNs = (interval * 1e9).rounded()
        for f in profile.frames {
            guard let v = f.vblank else { continue }
            shown += 1
            let m = ProfileMath.missedVblanks(target: f.target, vblank: v, interval: interval)
            if m > 0 { missedFrames += 1 }
            missedTotal = missedTotal.addingReportingOverflow(m).overflow ? Int.max : missedTotal + m
            hitch += Double(m) * intervalNs
            motion += Double(m + 1) * intervalNs
        }
        flips = shown
        orphanFlips = profile.flips.count - shown
        framesMissed = missedFrames
        vblanksMissed = missedTotal
        hitchMilliseconds = hitch / 1e6
        motionSeconds = motion / 1e9
        hitchRatio = motion > 0 ? hitchMilliseconds / motionSeconds : 0
        if let a = profile.flips.first, let b = profile.flips.last, b.sequence > a.sequence, b.vblank > a.vblank {
            measuredHz = Double(b.sequence - a.sequence) / (Double(b.vblank - a.vblank) / 1e9)
        }
        var table: [(String, Percentiles)] = []
        for (k, phase) in FramePhase.allCases.enumerated() {
            table.append((phase.rawValue, Percentiles(profile.frames.map { Double($0.phases[k]) / 1e6 })))
        }
        table.append(("frame", Percentiles(profile.frames.map { Double($0.total) / 1e6 })))
        phases = table
        var vblankOf: [Int: Int64] = [:]
        for f in profile.frames { if let v = f.vblank { vblankOf[f.number] = v } }
        touchFrames = profile.touches.count
        latencies = profile.touches.compactMap { t in vblankOf[t.frame].map { (Double($0) - Double(t.kernelTime)) / 1e6 } }
        latency = Percentiles(latencies)
        if let a = profile.samples.first, let b = profile.samples.last, b.wall > a.wall {
            cpuPercent = (Double(b.cpu) - Double(a.cpu)) / (Double(b.wall) - Double(a.wall)) * 100
        }
        peakResidentKiB = profile.samples.map(\.residentKiB).max() ?? 0
        complete = profile.isComplete
    }

    /// The report as text lines.
    public var text: String {
        func f(_ x: Double, _ d: Int = 2) -> String { JSONWriter.number(x, decimals: d) }
        func pad(_ s: String, _ n: Int) -> String { String(repeating: " ", count: max(0, n - s.count)) + s }
        var lines: [String] = []
        lines.append("duration      \(f(durationSeconds, 3)) s")
        lines.append("frames        \(frames) (\(flips) shown by a flip)")
        var refresh = "refresh       \(f(refreshHz)) Hz"
        if let m = measuredHz { refresh += " (measured \(f(m)) Hz from the vblank sequence)" }
        lines.append(refresh)
        lines.append("missed        \(framesMissed) frames missed their vblank (\(vblanksMissed) vblanks)")
        lines.append("hitches       \(f(hitchRatio)) ms/s (\(f(hitchMilliseconds)) ms late over \(f(motionSeconds, 3)) s of motion)"
                     + (hitchRatio <= 5 ? ": good" : hitchRatio < 10 ? ": warning" : ": bad"))
        lines.append("phase (ms)       p50      p90      p99    worst")
        for (name, p) in phases {
            lines.append(name + String(repeating: " ", count: max(0, 12 - name.count))
                         + pad(f(p.p50, 3), 9) + pad(f(p.p90, 3), 9) + pad(f(p.p99, 3), 9) + pad(f(p.worst, 3), 9))
        }
        if latencies.isEmpty {
            lines.append("latency       no touch frame changed the picture (\(touchFrames) touch frames)")
        } else {
            lines.append("latency (ms)  p50 \(f(latency.p50)) p90 \(f(latency.p90)) p99 \(f(latency.p99)) worst \(f(latency.worst))"
                         + " (\(latencies.count) of \(touchFrames) touch frames changed the picture)")
        }
        lines.append("cpu           " + (cpuPercent.map { "\(f($0, 1)) %" } ?? "no samples"))
        lines.append("peak rss      \(f(Double(peakResidentKiB) / 1024, 1)) MiB")
        return lines.joined(separator: "\n")
    }

    /// The report as one JSON object; the Profiling article (Pane.docc/Articles/Profiling.md) lists the keys.
    public var json: String {
        var j = JSONWriter()
        func percentiles(_ p: Percentiles) {
            j.beginObject()
            j.key("p50"); j.value(p.p50)
            j.key("p90"); j.value(p.p90)
            j.key("p99"); j.value(p.p99)
            j.key("worst"); j.value(p.worst)
            j.endObject()
        }
        j.beginObject()
        j.key("complete"); j.value(complete)
        j.key("durationSeconds"); j.value(durationSeconds, decimals: 6)
        j.key("frames"); j.value(frames)
        j.key("flips"); j.value(flips)
        j.key("refreshHz"); j.value(refreshHz)
        if let m = measuredHz { j.key("measuredHz"); j.value(m) }
        j.key("framesMissed"); j.value(framesMissed)
        j.key("vblanksMissed"); j.value(vblanksMissed)
        j.key("hitchMilliseconds"); j.value(hitchMilliseconds)
        j.key("motionSeconds"); j.value(motionSeconds, decimals: 6)
        j.key("hitchRatio"); j.value(hitchRatio)
        j.key("phases"); j.beginObject()
        for (name, p) in phases { j.key(name); percentiles(p) }
        j.endObject()
        j.key("touchFrames"); j.value(touchFrames)
        j.key("latencyCount"); j.value(latencies.count)
        j.key("latency"); percentiles(latency)
        if let c = cpuPercent { j.key("cpuPercent"); j.value(c, decimals: 1) }
        j.key("peakResidentKiB"); j.value(Int(peakResidentKiB))
        j.endObject()
        return j.text
    }
}
