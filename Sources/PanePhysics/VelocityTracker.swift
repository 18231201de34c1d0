import PaneGeometry

/// UIKit's pan velocity estimate from the two latest touch samples (spec §7.2, UIKit
/// `UIPanGestureRecognizer velocityInView:`; calibrated to 2.7e-12 pt/s in S2).
///
/// Feed it one sample per touch event: the pan's translation (or centroid) and the event
/// timestamp in **seconds**. `velocity` (pt/s) is `0.2·v_latest + 0.8·v_previous`, where
/// `v_i = Δposition/Δt` between consecutive samples; before a second interval exists it is
/// `0.2·v_latest`. Feed the translation rather than the raw centroid so that a finger joining or
/// leaving (which re-bases the centroid, spec §7.2) does not look like a jump. A sample with
/// `Δt ≤ 0` is ignored. Constant size, no allocation.
public struct VelocityTracker: Hashable, Sendable {
    private var lastPosition: Point?
    private var lastTime = 0.0
    private var latest: Point?
    private var latestInterval = 0.0
    private var previous: Point?

    /// A previous sample velocity only counts when its interval exceeded 2⁻²³ s (spec §7.2).
    public static let minimumPreviousInterval = 1.0 / 8_388_608

    /// A tracker with no samples: `velocity` is zero until two samples arrive.
    public init() {}

    /// Adds the position at `time` seconds.
    public mutating func add(_ position: Point, at time: Double) {
        guard position.x.isFinite, position.y.isFinite, time.isFinite else { return }
        guard let last = lastPosition else {
            lastPosition = position
            lastTime = time
            return
        }
        let dt = time - lastTime
        guard dt > 0 else { return }
        let sample = Point(x: (position.x - last.x) / dt, y: (position.y - last.y) / dt)
        previous = latestInterval > Self.minimumPreviousInterval ? latest : nil
        latest = sample
        latestInterval = dt
        lastPosition = position
        lastTime = time
    }

    /// Estimated velocity in pt/s (zero before two samples).
    public var velocity: Point {
        guard let latest else { return .zero }
        guard let previous else { return latest * 0.2 }
        return latest * 0.2 + previous * 0.8
    }

    /// Forgets all samples.
    public mutating func reset() { self = VelocityTracker() }
}

/// The pinch recognizer's scale velocity (spec §7.3, UIKit `UIPinchGestureRecognizer velocity`):
/// `Δscale/Δt` per sample in 1/s, reported as `0.75·previous + 0.25·current` when the previous
/// sample velocity is non-zero, else `current`. Times in seconds.
public struct ScaleVelocityTracker: Hashable, Sendable {
    private var lastScale: Double?
    private var lastTime = 0.0
    private var current = 0.0
    private var previous = 0.0

    /// A tracker with no samples: `velocity` is zero until two samples arrive.
    public init() {}

    /// Adds the scale at `time` seconds; a sample with `Δt ≤ 0` is ignored.
    public mutating func add(_ scale: Double, at time: Double) {
        guard scale.isFinite, time.isFinite else { return }
        guard let last = lastScale else {
            lastScale = scale
            lastTime = time
            return
        }
        let dt = time - lastTime
        guard dt > 0 else { return }
        previous = current
        current = (scale - last) / dt
        lastScale = scale
        lastTime = time
    }

    /// Scale change per second.
    public var velocity: Double { previous != 0 ? 0.75 * previous + 0.25 * current : current }

    /// Forgets every sample, as at the start of a new pinch.
    public mutating func reset() { self = ScaleVelocityTracker() }
}
