import PaneGeometry

/// UIKit's paging animation on one axis: a damped spring iterated once per millisecond
/// (spec §5.2, UIKit `_getPagingDecelerationOffset:forTimeInterval:`, `_defaultPagingFriction`).
///
/// Each millisecond: `v += (target − x)·pull; v *= friction; x += v` (v in pt/ms). `pull` and
/// `friction` depend on the bounds dimension along the axis (slightly under-damped, ζ ≈ 0.88 at
/// 320 pt). `step(dtMs:)` runs `floor` of the accumulated milliseconds and carries the fraction
/// to the next frame, so the animation takes the same time at any frame rate.
public struct PagingAxisAnimation: Hashable, Sendable {
    /// The current offset on this axis, in points.
    public var position: Double
    /// pt/ms; starts at the release velocity.
    public var velocity: Double
    /// The page offset the spring pulls toward.
    public var target: Double
    /// The spring's pull per millisecond, from the bounds dimension at init (`pull(dimension:)`).
    public let pull: Double
    /// The velocity kept per millisecond, from the bounds dimension at init (`friction(dimension:)`).
    public let friction: Double
    /// The screen scale for UIKit's stuck-pixel nudge; `nil` turns the nudge off.
    public var pixelScale: Double?
    /// True once the settle test has passed and `position` has been set to `target`.
    public private(set) var isFinished = false
    /// Millisecond iterations run so far.
    public private(set) var iterations = 0
    private var pendingMs = 0.0

    /// `pull = dim·(−1.84659091e−7) + 3.59090909e−4`, or 0.00017 above 1024 pt (spec §5.2).
    public static func pull(dimension dim: Double) -> Double {
        dim > 1024 ? 0.00017 : dim * -1.84659091e-7 + 3.59090909e-4
    }

    /// `friction = dim·9.94318182e−6 + 0.966818182`, or 0.977 above 1024 pt (spec §5.2).
    public static func friction(dimension dim: Double) -> Double {
        dim > 1024 ? 0.977 : dim * 9.94318182e-6 + 0.966818182
    }

    /// Starts at `position` with `velocity` toward `target`; `dimension` is the bounds dimension
    /// along the axis (width for a horizontal pager), read once as UIKit does at init.
    ///
    /// `pixelScale` enables the stuck-pixel nudge of spec §5.2: after a frame whose pixel-rounded
    /// position did not change while |v| < 0.5, the position moves one device pixel toward the
    /// target (never past it); and once the rounded position is the target's, the animation
    /// finishes on the target, so the last overshoot is never drawn. The spec's test timings are
    /// without a pixel scale; with one the tail only gets shorter.
    public init(position: Double, velocity: Double = 0, target: Double, dimension: Double, pixelScale: Double? = nil) {
        self.position = position
        self.velocity = velocity.isFinite ? velocity : 0
        self.target = target
        let dim = dimension.isFinite ? Swift.max(dimension, 0) : 0
        self.pull = Self.pull(dimension: dim)
        self.friction = Self.friction(dimension: dim)
        self.pixelScale = pixelScale
        if position == target && self.velocity == 0 { isFinished = true }
    }

    /// One millisecond of the spring: `v += (target − x)·pull; v *= friction; x += v` (spec §5.2).
    @inlinable
    public static func iterate(position x: inout Double, velocity v: inout Double, target: Double,
                               pull: Double, friction: Double) {
        v += (target - x) * pull
        v *= friction
        x += v
    }

    /// The settle test after an iteration: `|v| < 0.01 ∧ |target − x_prev| ≤ 1 ∧ |x − target| < 5` (spec §5.2).
    @inlinable
    public static func isSettled(previousPosition: Double, position: Double, velocity: Double, target: Double) -> Bool {
        abs(velocity) < 0.01 && abs(target - previousPosition) <= 1 && abs(position - target) < 5
    }

    /// Advances by `dtMs`; returns `true` while still moving. On finishing, `position == target`.
    ///
    /// An axis settles when `|v| < 0.01 ∧ |target − x_prev| ≤ 1 ∧ |x − target| < 5` after an
    /// iteration, and snaps to the target. (spec §5.2 also lists "passed the target with |v| < 0.1";
    /// its published timings — 367 ms, 0.68 pt overshoot at 320 pt — only hold without that rule,
    /// so it is not applied.)
    @discardableResult
    public mutating func step(dtMs: Double) -> Bool {
        guard !isFinished else { return false }
        pendingMs += dtMs.isFinite ? Swift.max(dtMs, 0) : 0
        let n = Int(pendingMs.rounded(.down))
        pendingMs -= Double(n)
        let frameStart = position
        for _ in 0..<n {
            let previous = position
            Self.iterate(position: &position, velocity: &velocity, target: target, pull: pull, friction: friction)
            iterations += 1
            if Self.isSettled(previousPosition: previous, position: position, velocity: velocity, target: target) {
                finish()
                return false
            }
        }
        if n > 0, let s = pixelScale, s > 0, abs(velocity) < 0.5,
           pixelRound(position, scale: s) == pixelRound(frameStart, scale: s) {
            let gap = target - position
            position += gap > 0 ? Swift.min(1 / s, gap) : Swift.max(-1 / s, gap)
        }
        // Drawn on the target's pixel: stay there, as spec §5.2's "what is drawn" says. The
        // spring would otherwise draw its last small overshoot, a pixel past the target and back
        // (4801, 4800, 4801, 4800 at 4800), before its settle test passes.
        if let s = pixelScale, s > 0, pixelRound(position, scale: s) == pixelRound(target, scale: s) {
            finish()
            return false
        }
        return true
    }

    /// Jumps to the target and stops.
    public mutating func finish() {
        position = target
        velocity = 0
        isFinished = true
    }
}

/// Both axes of a paging animation; an axis that does not page is created at its target.
public struct PagingAnimation: Hashable, Sendable {
    /// The horizontal axis's spring.
    public var horizontal: PagingAxisAnimation
    /// The vertical axis's spring.
    public var vertical: PagingAxisAnimation

    /// Animates from `offset` with the release `velocity` (pt/ms) to `target`; `boundsSize` gives
    /// each axis' spring constants.
    public init(offset: Point, velocity: Point, target: Point, boundsSize: Size, pixelScale: Double? = nil) {
        horizontal = PagingAxisAnimation(position: offset.x, velocity: offset.x == target.x ? 0 : velocity.x,
                                         target: target.x, dimension: boundsSize.width, pixelScale: pixelScale)
        vertical = PagingAxisAnimation(position: offset.y, velocity: offset.y == target.y ? 0 : velocity.y,
                                       target: target.y, dimension: boundsSize.height, pixelScale: pixelScale)
    }

    /// The current content offset: both axes' positions.
    public var offset: Point { Point(x: horizontal.position, y: vertical.position) }
    /// True once both axes have settled on their targets.
    public var isFinished: Bool { horizontal.isFinished && vertical.isFinished }

    /// Advances both axes by `dtMs`; returns `true` while either still moves.
    @discardableResult
    public mutating func step(dtMs: Double) -> Bool {
        let h = horizontal.step(dtMs: dtMs)
        let v = vertical.step(dtMs: dtMs)
        return h || v
    }
}
