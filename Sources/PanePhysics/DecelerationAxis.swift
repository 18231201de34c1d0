/// One axis of momentum scrolling: free deceleration inside `[minimum, maximum]` and the
/// first-order bounce outside it, stepped frame by frame exactly as UIKit does (spec §3.2, §4.1,
/// Appendix A `AxisPhysics`; UIKit `_getBouncingDecelerationOffset…`).
///
/// Positions are content offsets in points, velocities pt/ms with the sign of the offset change.
/// Most callers want the two-axis `Deceleration`, which adds the frame hand-off and stop rule;
/// use this directly to drive one axis or to test.
public struct DecelerationAxis: Hashable, Sendable {
    /// Current offset on this axis.
    public var position: Double
    /// Current velocity, pt/ms.
    public var velocity: Double
    /// The smallest resting offset on this axis; below it the axis bounces back.
    public var minimum: Double
    /// The largest resting offset on this axis; above it the axis bounces back.
    public var maximum: Double
    /// The fraction of velocity kept per millisecond of free deceleration.
    public let rate: DecelerationRate
    /// The fast-scroll multiplier `m` (spec §3.3); applied to free steps only and reset to 1 when
    /// the axis enters the bounce.
    public var multiplier: Double
    /// A delegate-adjusted resting point (spec §3.4): passing it snaps to it and zeroes the velocity.
    public var target: Double?

    /// The bounce's pull per millisecond: `E(−0.01005·t)` ≈ 0.99^t (spec §4.1).
    public static let bounceLogarithm = -0.01005
    /// Constant speed (pt/ms) that carries the axis onto an adjusted `target` once its velocity
    /// falls below the 0.01 stop speed short of it. UIKit's constant was not recovered (spec §3.4);
    /// [D] 0.05 pt/ms covers the last points in well under 100 ms.
    public static let targetApproachSpeed = 0.05

    @usableFromInline let lnRate: Double

    /// Starts at `position` with `velocity` (pt/ms, offset sign) between `minimum` and `maximum`;
    /// `multiplier` is the fast-scroll multiplier and `target` a delegate-adjusted resting point, if any.
    public init(position: Double, velocity: Double, minimum: Double, maximum: Double,
                rate: DecelerationRate = .normal, multiplier: Double = 1, target: Double? = nil) {
        self.position = position
        self.velocity = velocity
        self.minimum = minimum
        self.maximum = maximum
        self.rate = rate
        self.lnRate = rate.logarithm
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.target = target
    }

    /// `maximum`, raised to `minimum` when content is smaller than the viewport.
    @inlinable public var upperLimit: Double { Swift.max(maximum, minimum) }

    /// Whether the axis is more than half a point outside its range (spec §4.1 `bouncing(axis)`).
    @inlinable public var isBouncing: Bool { !(position > minimum - 0.5 && position < upperLimit + 0.5) }

    /// Whether an adjusted `target` is still ahead.
    @inlinable public var isApproachingTarget: Bool {
        guard let target else { return false }
        return position != target
    }

    /// Advances by `dtMs` milliseconds and returns `isBouncing` afterwards (Appendix A `step`).
    ///
    /// Inside the range this is the free step `x += v·r·(1 − E(dt·ln r))/(1 − r)·m`; a step that
    /// would cross an edge is split at the distance-proportional time `t_e` and the remainder runs
    /// the bounce `x = edge + k·(x − edge) + (1 − d)·k·r·v/(1 − r)`, `v *= d·k` (spec §4.1).
    @discardableResult
    public mutating func step(dtMs: Double) -> Bool {
        guard dtMs > 0, dtMs.isFinite else { return isBouncing }
        let r = rate.rawValue, hi = upperLimit
        var remainder = 0.0
        if position >= minimum && position <= hi {
            if velocity != 0 {
                var decay = truncatedExp(dtMs * lnRate)
                var factor = (1 - decay) / (1 - r) * r
                let proposed = position + velocity * factor * multiplier
                var toEdge = dtMs
                if proposed < minimum || proposed > hi {
                    toEdge = proposed >= minimum
                        ? (hi - position) * dtMs / (proposed - position)
                        : (position - minimum) * dtMs / (position - proposed)
                    remainder = dtMs - toEdge
                }
                if toEdge > 0 {
                    if toEdge != dtMs {
                        decay = truncatedExp(toEdge * lnRate)
                        factor = (1 - decay) / (1 - r) * r
                    }
                    position += factor * velocity * multiplier
                    velocity *= decay
                }
            }
        } else {
            remainder = dtMs
        }
        if remainder > 0 {
            let d = truncatedExp(remainder * lnRate)
            let k = truncatedExp(remainder * Self.bounceLogarithm)
            position = position >= minimum ? hi + k * (position - hi) : minimum + k * (position - minimum)
            position += (1 - d) * (k * r * velocity) / (1 - r)
            velocity *= d * k
            multiplier = 1
        }
        approachTarget()
        return isBouncing
    }

    /// spec §3.4: passing an adjusted target snaps to it; stalling short of it keeps a small speed.
    private mutating func approachTarget() {
        guard let target, !isBouncing else { return }
        let ahead = target - position
        if ahead == 0 || (velocity != 0 && (ahead > 0) != (velocity > 0)) {
            position = target
            velocity = 0
        } else if abs(velocity) < 0.01 {
            velocity = ahead > 0 ? Self.targetApproachSpeed : -Self.targetApproachSpeed
        }
    }

    /// Moves the position into `[minimum, maximum]` and zeroes the velocity (the stop's "pin").
    public mutating func pin() {
        position = Swift.min(Swift.max(position, minimum), upperLimit)
        velocity = 0
    }
}
