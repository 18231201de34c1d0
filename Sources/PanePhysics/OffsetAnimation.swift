import Glibc
import PaneGeometry

/// A fixed-duration animation of a content offset (or any point) along an `AnimationCurve`,
/// stepped by frame time. Presets carry the spec's durations (spec §9.4, §9.7, §9.8, §6.4).
///
/// The scroll view pixel-rounds `value` when applying it and sends its end callback
/// (`scrollViewDidEndScrollingAnimation`, `scrollViewDidScrollToTop`, …) when `step` returns `false`.
public struct OffsetAnimation: Hashable, Sendable {
    /// The value at the start (progress 0).
    public var from: Point
    /// The value at the end (progress 1), reached exactly when `elapsedMs` reaches `durationMs`.
    public var to: Point
    /// How long the animation runs, in milliseconds; 0 jumps to `to` at the first step.
    public var durationMs: Double
    /// The timing curve between `from` and `to`.
    public var curve: AnimationCurve
    /// Milliseconds stepped so far, never beyond `durationMs`.
    public private(set) var elapsedMs = 0.0

    /// `setContentOffset(_:animated: true)`: 0.3 s at constant velocity (spec §9.4, UIKit
    /// `contentOffsetAnimationDuration`).
    public static let contentOffsetDurationMs = 300.0
    /// Scroll-to-top: UIKit's curve was not recovered; [D] 0.3 s ease-out (spec §9.7).
    public static let scrollToTopDurationMs = 300.0
    /// Keyboard inset changes ride UIKit's 0.25 s keyboard block (spec §9.8).
    public static let keyboardDurationMs = 250.0
    /// The offset settle after a pinch ends in range (spec §6.3).
    public static let zoomSettleDurationMs = 200.0

    /// An animation from `from` to `to` over `durationMs` (a negative or non-finite duration becomes 0), at
    /// progress 0.
    public init(from: Point, to: Point, durationMs: Double, curve: AnimationCurve = .linear) {
        self.from = from
        self.to = to
        self.durationMs = durationMs.isFinite ? Swift.max(durationMs, 0) : 0
        self.curve = curve
    }

    /// spec §9.4: constant velocity over 0.3 s.
    public static func setContentOffset(from: Point, to: Point) -> OffsetAnimation {
        OffsetAnimation(from: from, to: to, durationMs: contentOffsetDurationMs, curve: .linear)
    }

    /// spec §9.7 [D]: 0.3 s ease-out.
    public static func scrollToTop(from: Point, to: Point) -> OffsetAnimation {
        OffsetAnimation(from: from, to: to, durationMs: scrollToTopDurationMs, curve: .easeOut)
    }

    /// spec §9.8: 0.25 s; the keyboard's own curve is private, ease-in-out [D] stands in for it.
    public static func keyboard(from: Point, to: Point) -> OffsetAnimation {
        OffsetAnimation(from: from, to: to, durationMs: keyboardDurationMs, curve: .easeInOut)
    }

    /// The value at `timeMs` after the start (a pure function of time).
    public func value(atMs timeMs: Double) -> Point {
        guard durationMs > 0 else { return to }
        let p = curve.progress(at: timeMs / durationMs)
        return Point(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
    }

    /// The current value.
    public var value: Point { value(atMs: elapsedMs) }
    /// True once `elapsedMs` has reached `durationMs` and `value` is `to`.
    public var isFinished: Bool { elapsedMs >= durationMs }

    /// Advances by `dtMs`; returns `true` while not yet at `to`.
    @discardableResult
    public mutating func step(dtMs: Double) -> Bool {
        if dtMs.isFinite, dtMs > 0 {
            // Frame times like 1000/60 do not sum exactly; within a nanosecond counts as the end.
            let t = elapsedMs + dtMs
            elapsedMs = t >= durationMs - 1e-6 ? durationMs : t
        }
        return !isFinished
    }

    /// Re-aims a running animation at `newTarget` from its current value, restarting the clock
    /// (`scrollRectToVisible` while a scroll animation runs, spec §9.5 step 5).
    public mutating func retarget(to newTarget: Point) {
        from = value
        to = newTarget
        elapsedMs = 0
    }
}
