import Glibc
import PaneGeometry

/// Re-aims momentum scrolling at a target set by `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
/// (spec §3.4 "Delegate override", UIKit `_scrollViewWillEndDraggingWithDeceleration:`).
///
/// UIKit keeps the flick's feel: a nearer target in the same direction keeps the velocity and
/// lowers the rate; a farther or opposite one keeps the rate and changes the velocity.
public enum DecelerationAdjustment {
    /// The velocity and rate one axis decelerates with toward an adjusted target.
    public struct AxisPlan: Hashable, Sendable {
        /// pt/ms, offset sign.
        public var velocity: Double
        /// The per-millisecond rate to decelerate with; lower than the scroll view's own when a nearer target
        /// shortens the glide.
        public var rate: DecelerationRate
    }

    /// `−ln 0.985`, the rate UIKit falls back to when the recomputed speed is under 0.25 pt/ms.
    public static let fallbackLogarithm = 0.0151136378
    /// 0.985 per millisecond: the rate of `fallbackLogarithm`, used when the recomputed speed is too slow to
    /// reach the target.
    public static let fallbackRate = DecelerationRate(rawValue: 0.985)

    /// The plan for one axis; `target` must already be pixel-rounded and clamped (spec §3.4).
    /// With `D = (target − offset)/m`: `D == 0` stops the axis; a same-direction target no farther
    /// than the natural one keeps `v` and uses `r' = min(exp(−(v − 0.01·sgn v)/D), 0.999)`;
    /// otherwise `r` stays and `v' = 0.01·sgn v − D·ln r`, falling back to `r' = 0.985`,
    /// `v' = 0.01·sgn v + D·0.0151136378` when `|v'| < 0.25` (T3.4c–e).
    public static func plan(offset: Double, velocity v: Double, rate: DecelerationRate = .normal,
                            multiplier m: Double = 1, target: Double) -> AxisPlan {
        let scale = m > 0 && m.isFinite ? m : 1
        let d = (target - offset) / scale
        guard d != 0, d.isFinite else { return AxisPlan(velocity: 0, rate: rate) }
        let sign: Double = v > 0 ? 1 : (v < 0 ? -1 : 0)
        let natural = (abs(v) - 0.01) / -rate.logarithm
        if sign != 0, (d > 0) == (v > 0), abs(d) <= natural {
            let adjusted = Swift.min(exp(-(v - 0.01 * sign) / d), 0.999)
            return AxisPlan(velocity: v, rate: DecelerationRate(rawValue: adjusted))
        }
        let candidate = 0.01 * sign - d * rate.logarithm
        if abs(candidate) < 0.25 {
            return AxisPlan(velocity: 0.01 * sign + d * fallbackLogarithm, rate: fallbackRate)
        }
        return AxisPlan(velocity: candidate, rate: rate)
    }

    /// A `Deceleration` toward `target` (already pixel-rounded and clamped) for a release at
    /// `offset` with `velocity`. When both axes change their rate, the smaller rate drives both
    /// and the other axis' velocity is recomputed as `0.01·sgn v − D·ln r'` (spec §3.4). Each axis
    /// snaps to its target when it passes it.
    public static func deceleration(offset: Point, velocity: Point, rate: DecelerationRate = .normal,
                                    multiplier m: Double = 1, target: Point, limits: ContentOffsetLimits,
                                    frameRate: Double = 60) -> Deceleration {
        var px = plan(offset: offset.x, velocity: velocity.x, rate: rate, multiplier: m, target: target.x)
        var py = plan(offset: offset.y, velocity: velocity.y, rate: rate, multiplier: m, target: target.y)
        if px.rate != rate, py.rate != rate {
            let shared = px.rate.rawValue < py.rate.rawValue ? px.rate : py.rate
            func recomputed(_ plan: AxisPlan, _ v: Double, _ o: Double, _ t: Double) -> AxisPlan {
                guard plan.rate != shared else { return plan }
                let sign: Double = v > 0 ? 1 : (v < 0 ? -1 : 0)
                let d = (t - o) / (m > 0 && m.isFinite ? m : 1)
                return AxisPlan(velocity: 0.01 * sign - d * shared.logarithm, rate: shared)
            }
            px = recomputed(px, velocity.x, offset.x, target.x)
            py = recomputed(py, velocity.y, offset.y, target.y)
        }
        return Deceleration(
            horizontal: DecelerationAxis(position: offset.x, velocity: px.velocity, minimum: limits.minimum.x,
                                         maximum: limits.maximum.x, rate: px.rate, multiplier: m, target: target.x),
            vertical: DecelerationAxis(position: offset.y, velocity: py.velocity, minimum: limits.minimum.y,
                                       maximum: limits.maximum.y, rate: py.rate, multiplier: m, target: target.y),
            frameRate: frameRate)
    }
}
