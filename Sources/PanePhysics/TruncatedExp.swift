import Glibc

/// UIKit's exponential for the scroll integrator: the 2-term Taylor series `1 + y + y²/2` for
/// `y ≥ −0.5`, `exp(y)` below (spec §3.2 `E(y)`, UIKit `_smoothScrollSyncWithUpdateTime:`).
///
/// Frame-sized arguments are small, so the series is what a UIKit flick actually computes; the
/// difference from `exp` is why the integrator stops at 993.04 pt and not 994 (T3.2a).
@inlinable
public func truncatedExp(_ y: Double) -> Double {
    y >= -0.5 ? y * (0.5 * y + 1) + 1 : exp(y)
}
