import Glibc

/// Closed forms of UIKit's bounce, the first-order pull back to the edge at 0.99 per ms that
/// `DecelerationAxis` integrates frame by frame (spec §4.1, §4.4).
///
/// Use them to predict an overshoot or a settle time (tests, layout of pull-to-refresh
/// thresholds); the animation itself is `Deceleration`.
public enum Bounce {
    /// `ln 0.99` as UIKit rounds it: the pull's decay constant per ms (spec §4.1).
    public static let logarithm = DecelerationAxis.bounceLogarithm
    /// The pull's time constant, `1/0.01005` ≈ 99.5 ms (spec §4.1).
    public static var timeConstantMs: Double { -1 / logarithm }

    /// Distance past the edge after `timeMs` of a view released at rest `distance` past it:
    /// `distance·0.99^t` (spec §4.1, T4a).
    @inlinable
    public static func displacement(releasedAt distance: Double, timeMs t: Double) -> Double {
        distance * exp(logarithm * t)
    }

    /// Time (ms) for a view released at rest `distance` past the edge to come within `tolerance`
    /// of it (T4a: 100 pt → 0.5 pt in 527.2 ms). Zero when already within.
    @inlinable
    public static func settleTime(releasedAt distance: Double, tolerance: Double = 0.5) -> Double {
        guard abs(distance) > tolerance, tolerance > 0 else { return 0 }
        return log(tolerance / abs(distance)) / logarithm
    }

    /// Overshoot after `timeMs` for a view crossing the edge at `speed` pt/ms:
    /// `v·r/(1 − r)·(1 − r^t)·0.99^t`, the exact composition of the spec §4.1 step with `exp`.
    @inlinable
    public static func overshoot(crossingSpeed v: Double, rate: DecelerationRate = .normal, timeMs t: Double) -> Double {
        let r = rate.rawValue
        return v * r / (1 - r) * (1 - exp(t * rate.logarithm)) * exp(t * logarithm)
    }

    /// Time (ms) from crossing the edge to the peak overshoot:
    /// `ln(ln q/(ln q + ln r))/ln r` with `q` = 0.99 — 91 ms at rate 0.998 (T4c).
    @inlinable
    public static func timeToPeak(rate: DecelerationRate = .normal) -> Double {
        let lnR = rate.logarithm
        return log(logarithm / (logarithm + lnR)) / lnR
    }

    /// The largest overshoot for crossing speed `v` pt/ms: 33.30·v at rate 0.998 (T4c).
    @inlinable
    public static func peakOvershoot(crossingSpeed v: Double, rate: DecelerationRate = .normal) -> Double {
        overshoot(crossingSpeed: v, rate: rate, timeMs: timeToPeak(rate: rate))
    }
}
