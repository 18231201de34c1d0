import Glibc
import PaneGeometry

/// Where momentum scrolling will come to rest (spec §3.4).
///
/// `targetContentOffset` is what a scroll view passes to `scrollViewWillEndDragging(…targetContentOffset:)`;
/// the other functions are the published models it is compared with (spec §12).
public enum Projection {
    /// UIKit's resting point on one axis, unrounded and unclamped:
    /// `offset + sign(v)·(|v| − 0.01)/|ln r|·m` (spec §3.4). A speed at or below the 0.01 pt/ms
    /// stop speed projects to `offset`.
    @inlinable
    public static func restingOffset(_ offset: Double, velocity v: Double, rate: DecelerationRate = .normal,
                                     multiplier m: Double = 1) -> Double {
        let speed = abs(v)
        guard speed > 0.01, speed.isFinite else { return offset }
        let distance = (speed - 0.01) / -rate.logarithm * m
        return v > 0 ? offset + distance : offset - distance
    }

    /// UIKit's `targetContentOffset` for a release: `restingOffset` per axis, pixel-rounded, then
    /// clamped into `limits` (spec §3.4, T3.4a/b). Pass `decelerates: false` for a slow release;
    /// the target is then the current offset.
    public static func targetContentOffset(offset: Point, velocity: Point, rate: DecelerationRate = .normal,
                                           multiplier: Double = 1, limits: ContentOffsetLimits,
                                           scale: Double = 1, decelerates: Bool = true) -> Point {
        guard decelerates else { return offset }
        let resting = Point(x: restingOffset(offset.x, velocity: velocity.x, rate: rate, multiplier: multiplier),
                            y: restingOffset(offset.y, velocity: velocity.y, rate: rate, multiplier: multiplier))
        return limits.clamp(resting.pixelRounded(scale: scale))
    }

    /// WWDC 2018 "Designing Fluid Interfaces" projection: `(v/1000)·r/(1 − r)` with `v` in pt/s
    /// (spec §3.4, S6). Equals the per-frame integrator's limit as the velocity decays to zero.
    @inlinable
    public static func project(initialVelocity v: Double, rate: DecelerationRate = .normal) -> Double {
        let r = rate.rawValue
        return v / 1000 * r / (1 - r)
    }

    /// The continuous model's full travel `−v/ln r` (v in pt/ms; spec §3.2, S8).
    @inlinable
    public static func continuousDistance(velocity v: Double, rate: DecelerationRate = .normal) -> Double {
        v / -rate.logarithm
    }

    /// Continuous model position after `timeMs`: `v·(r^t − 1)/ln r` (spec §3.2).
    @inlinable
    public static func continuousDisplacement(velocity v: Double, rate: DecelerationRate = .normal, timeMs t: Double) -> Double {
        let ln = rate.logarithm
        return v * (exp(t * ln) - 1) / ln
    }

    /// Continuous model velocity after `timeMs`: `v·r^t` (spec §3.2).
    @inlinable
    public static func continuousVelocity(velocity v: Double, rate: DecelerationRate = .normal, timeMs t: Double) -> Double {
        v * exp(t * rate.logarithm)
    }

    /// Continuous model time (ms) for speed `from` to decay to `to` (both > 0): `ln(to/from)/ln r`.
    @inlinable
    public static func continuousDuration(from: Double, to: Double, rate: DecelerationRate = .normal) -> Double {
        guard from > 0, to > 0 else { return 0 }
        return Swift.max(0, log(to / from) / rate.logarithm)
    }
}
