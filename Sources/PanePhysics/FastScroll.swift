import PaneGeometry

/// Repeated-flick acceleration: after three fast flicks in a row, the next drag multiplies the
/// deceleration distance (spec §3.3 step 4, UIKit `_endPanNormal:` / `_updatePanGesture`).
///
/// Keep one per scroll view. Call `touchDown(atMs:)` at each touch-down, `dragMoved(velocity:previous:)`
/// at each drag update, `released(_:velocity:atMs:isPaging:)` at each release, `reset()` on the
/// other reset events (entering a bounce, settling), and read `multiplier(dragDistance:)` during a drag.
public struct FastScrollCounter: Hashable, Sendable {
    /// Fast flicks in a row.
    public private(set) var count = 0
    /// The release velocity (pt/ms, offset sign) of the last fast flick counted; zero when none.
    /// A drag that goes against it is a reversal and ends the run (spec §3.3 step 4).
    public private(set) var flickVelocity = Point.zero
    /// The multiplier the next drag starts from (`m_start`).
    public var startMultiplier = 1.0
    private var lastReleaseMs: Double?

    /// A touch-down later than this after the previous release resets the count (spec §3.3).
    public static let resetIntervalMs = 1000.0
    /// Below this drag speed (pt/ms) the count resets (spec §3.3).
    public static let resetSpeed = 0.13
    /// The multiplier never exceeds this (spec §3.3).
    public static let maximumMultiplier = 16.0

    /// A counter with no flicks counted and a start multiplier of 1.
    public init() {}

    /// `min(m_start + (1 + (count − 3)/2)·min(dist/240, 0.9), 16)` once `count ≥ 3`, else
    /// `startMultiplier`; `dragDistance` is |drag translation| in points (spec §3.3, T3.3d).
    public func multiplier(dragDistance: Double) -> Double {
        Self.multiplier(count: count, startMultiplier: startMultiplier, dragDistance: dragDistance)
    }

    /// The formula of `multiplier(dragDistance:)` for given state.
    public static func multiplier(count: Int, startMultiplier: Double, dragDistance: Double) -> Double {
        guard count >= 3, dragDistance.isFinite else { return startMultiplier }
        let gain = 1 + Double(count - 3) / 2
        return Swift.min(startMultiplier + gain * Swift.min(abs(dragDistance) / 240, 0.9), maximumMultiplier)
    }

    /// A finger touched down at `timeMs`; resets if more than 1 s passed since the last release.
    public mutating func touchDown(atMs timeMs: Double) {
        if let lastReleaseMs, timeMs - lastReleaseMs > Self.resetIntervalMs { reset() }
    }

    /// A drag update with `velocity` after `previous` (pt/ms, offset sign, as `DragVelocity`
    /// keeps them). Resets on a direction reversal, within the drag (`velocity·previous < 0`) or
    /// against the flicks counted so far (`velocity·flickVelocity < 0`: three flicks up, then
    /// one down, is no fourth flick), and on a crawl under 0.13 pt/ms (spec §3.3 step 4).
    public mutating func dragMoved(velocity v: Point, previous p: Point) {
        let f = flickVelocity
        if v.x * p.x + v.y * p.y < 0 || v.x * f.x + v.y * f.y < 0
            || (v.x * v.x + v.y * v.y).squareRoot() < Self.resetSpeed {
            reset()
        }
    }

    /// A drag ended at `timeMs` with release `tier` and `velocity`: a fast flick counts (not
    /// while paging) and sets the run's direction; one against that direction starts a new run
    /// of one; any release under 0.6 pt/ms resets the count (spec §3.3).
    public mutating func released(_ tier: DragVelocity.Tier, velocity: Point = .zero, atMs timeMs: Double,
                                  isPaging: Bool = false) {
        lastReleaseMs = timeMs
        switch tier {
        case .fast:
            guard !isPaging else { return }
            let f = flickVelocity
            if velocity.x * f.x + velocity.y * f.y < 0 { reset() }
            count += 1
            if velocity != .zero { flickVelocity = velocity }
        case .normal, .tooSlow:
            reset()
        }
    }

    /// Clears the count, the multiplier and the run's direction.
    public mutating func reset() {
        count = 0
        startMultiplier = 1
        flickVelocity = .zero
    }
}
