import Glibc
import PaneGeometry

/// Pan recognition thresholds (spec §7.2, UIKit `UIPanGestureRecognizer` `+_defaultHysteresis`,
/// `_removeHysteresisFromTranslation`). Per axis, not Euclidean.
public enum PanHysteresis {
    /// 10 pt, multiplied by the view's touch-sloppiness factor (1.0; T7.2e: 1.5 → 15).
    public static let defaultHysteresis = 10.0

    /// Whether `translation` begins the pan: `|t.x| ≥ h` on an axis that can pan, or `|t.y| ≥ h`
    /// likewise (T7.2a–c; (6,8) does not begin although its length is 10).
    public static func begins(translation t: Point, hysteresis h: Double = defaultHysteresis,
                              canPanHorizontally: Bool = true, canPanVertically: Bool = true) -> Bool {
        (canPanHorizontally && abs(t.x) >= h) || (canPanVertically && abs(t.y) >= h)
    }

    /// The translation reported at `.began`: `sign(t)·max(|t| − h, 0)` per axis (T7.2a: (0,12) → (0,2)).
    public static func removing(from t: Point, hysteresis h: Double = defaultHysteresis) -> Point {
        func axis(_ v: Double) -> Double {
            let m = Swift.max(abs(v) - h, 0)
            return v < 0 ? -m : m
        }
        return Point(x: axis(t.x), y: axis(t.y))
    }
}

/// `isDirectionalLockEnabled` (spec §1.6, UIKit `UIScrollViewPanGestureRecognizer _centroidMovedTo:atTime:affectingTranslation:`).
public enum DirectionalLock: Hashable, Sendable {
    /// Only horizontal movement passes: the deciding move was within 20° of the x axis.
    case horizontal
    /// Only vertical movement passes: the deciding move was within 20° of the y axis.
    case vertical
    /// Free 2-D movement.
    case none

    /// θ ≤ 20° locks horizontal (0.34906585 rad), θ ≥ 70° vertical (1.22173048 rad), spec §1.6.
    public static let horizontalAngle = 0.34906585
    /// The smallest angle from the x axis, in radians (70°), at which a move locks vertical.
    public static let verticalAngle = 1.22173048

    /// The lock for a centroid move `delta` (relative to the previous touch event):
    /// `θ = atan(|Δy/Δx|)`; horizontal if X can scroll and θ ≤ 20°, else vertical if Y can scroll
    /// and θ ≥ 70°, else none. A zero move keeps no lock.
    public static func decide(delta: Point, canScrollHorizontally: Bool = true,
                              canScrollVertically: Bool = true) -> DirectionalLock {
        guard delta != .zero, delta.x.isFinite, delta.y.isFinite else { return .none }
        let theta = atan2(abs(delta.y), abs(delta.x))
        if canScrollHorizontally && theta <= horizontalAngle { return .horizontal }
        if canScrollVertically && theta >= verticalAngle { return .vertical }
        return .none
    }

    /// `delta` with the locked-out axis removed.
    public func apply(to delta: Point) -> Point {
        switch self {
        case .horizontal: Point(x: delta.x, y: 0)
        case .vertical: Point(x: 0, y: delta.y)
        case .none: delta
        }
    }
}

/// Pinch recognition (spec §7.3, UIKit `_UIPinchGestureRecognizerDriver`: hysteresis 8).
public enum PinchHysteresis {
    /// 8 pt: how far the distance between two fingers must change before a pinch begins (spec §7.3).
    public static let defaultHysteresis = 8.0

    /// The reference distance once the pinch begins, or `nil` while it is still possible:
    /// begins when `|d − d0| > 8`; the reference is `d0 ± 8` toward `d`, so `scale = d/reference`
    /// starts at ≈1 (T7.3a: 100 → 107 possible; 109 → reference 108, scale 1.00926).
    public static func referenceDistance(initial d0: Double, current d: Double,
                                         hysteresis h: Double = defaultHysteresis) -> Double? {
        guard abs(d - d0) > h else { return nil }
        return d > d0 ? d0 + h : d0 - h
    }
}
