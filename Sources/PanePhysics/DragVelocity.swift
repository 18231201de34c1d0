import PaneGeometry

/// The scroll view's view of finger velocity during a drag and the release velocity it derives
/// (spec §3.3, UIKit `handlePan:`, `_updatePanGesture`, `_endPanNormal:`).
///
/// Feed it the pan recognizer's `velocity(in:)` (pt/s, view direction) on every `.began` and
/// `.changed`, then call `release(velocityInView:canScroll:)` on `.ended`/`.cancelled`. It keeps
/// the last two values in pt/ms with the offset's sign (`v = −velocityInView/1000`, spec §0).
public struct DragVelocity: Hashable, Sendable {
    /// The value before `latest`, pt/ms.
    public private(set) var previous = Point.zero
    /// The most recent value, pt/ms.
    public private(set) var latest = Point.zero

    /// A tracker with both values zero, for the start of a drag.
    public init() {}

    /// Converts a recognizer velocity (pt/s, finger direction) into a scroll velocity (pt/ms,
    /// content-offset direction): `−v/1000` (spec §0).
    @inlinable
    public static func offsetVelocity(fromVelocityInView v: Point) -> Point {
        Point(x: -v.x / 1000, y: -v.y / 1000)
    }

    /// Records a `.began`/`.changed` velocity; axes that cannot scroll read 0 (spec §3.3 step 1).
    public mutating func record(velocityInView: Point, canScrollHorizontally: Bool = true,
                                canScrollVertically: Bool = true) {
        previous = latest
        latest = Self.masked(Self.offsetVelocity(fromVelocityInView: velocityInView),
                             canScrollHorizontally, canScrollVertically)
    }

    /// How a release is handled, from the raw latest speed (spec §3.3 step 2).
    public enum Tier: Hashable, Sendable {
        /// |v| < 0.25 pt/ms: no momentum (only a bounce back if out of bounds).
        case tooSlow
        /// 0.25 ≤ |v| < 0.6 pt/ms: decelerate and reset the fast-scroll count.
        case normal
        /// |v| ≥ 0.6 pt/ms: decelerate and count a fast flick (unless paging).
        case fast
    }

    /// The outcome of `release(velocityInView:…)`.
    public struct Release: Hashable, Sendable {
        /// The velocity to decelerate with, pt/ms; zero for `.tooSlow`.
        public var velocity: Point
        /// Which of the three release cases the raw latest speed fell in.
        public var tier: Tier
        /// Whether momentum scrolling starts (`willDecelerate`, unless a bounce starts instead).
        public var decelerates: Bool { tier != .tooSlow }
    }

    /// Squared-speed thresholds of spec §3.3 step 2: 0.25² and 0.6² (pt/ms)².
    public static let minimumSquaredSpeed = 0.0625
    /// 0.6² (pt/ms)²: at or above it a release counts as a fast flick (spec §3.3 step 2).
    public static let fastSquaredSpeed = 0.36

    /// Ends the drag (spec §3.3 steps 2–3). The recognizer velocity is re-read into `latest` (exactly
    /// zero clears both values); the tier comes from that raw value; the released velocity is
    /// `0.75·previous + 0.25·latest` when `previous` is non-zero, else the raw `latest`.
    public mutating func release(velocityInView: Point, canScrollHorizontally: Bool = true,
                                 canScrollVertically: Bool = true) -> Release {
        if velocityInView == .zero {
            previous = .zero
            latest = .zero
        } else {
            latest = Self.masked(Self.offsetVelocity(fromVelocityInView: velocityInView),
                                 canScrollHorizontally, canScrollVertically)
        }
        let squared = latest.x * latest.x + latest.y * latest.y
        let tier: Tier = squared < Self.minimumSquaredSpeed ? .tooSlow : (squared < Self.fastSquaredSpeed ? .normal : .fast)
        guard tier != .tooSlow else { return Release(velocity: .zero, tier: tier) }
        let velocity = previous == .zero ? latest : previous * 0.75 + latest * 0.25
        return Release(velocity: velocity, tier: tier)
    }

    /// Forgets both values (a new drag begins).
    public mutating func reset() {
        previous = .zero
        latest = .zero
    }

    private static func masked(_ v: Point, _ x: Bool, _ y: Bool) -> Point {
        Point(x: x ? v.x : 0, y: y ? v.y : 0)
    }
}
