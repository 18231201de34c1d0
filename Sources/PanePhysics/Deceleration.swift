import PaneGeometry

/// Momentum scrolling after a release: both axes of `DecelerationAxis` plus UIKit's frame
/// driver (spec §3.2, §4, Appendix A "frame driver").
///
/// Create one at release with the release velocity (pt/ms, offset sign; see `DragVelocity`) and
/// call `step(dtMs:)` once per display frame with the time since the previous frame; read
/// `offset` after each step (pixel-round it when applying it). When `step` returns `false` the
/// animation has stopped and `offset` has been pinned into the limits: send
/// `scrollViewDidEndDecelerating`. It never reads a clock and allocates nothing.
///
/// Driver rules (S2): the first step integrates exactly one display frame (`firstFrameMs`)
/// whatever the real gap since release; later gaps under 1 ms are not integrated but carried
/// into the next step; the animation stops when neither axis is bouncing, no adjusted target
/// is pending, and `vx² + vy² < 1e-4` (|v| < 0.01 pt/ms).
public struct Deceleration: Hashable, Sendable {
    /// The horizontal axis's state: x offset, velocity and limits.
    public var horizontal: DecelerationAxis
    /// The vertical axis's state: y offset, velocity and limits.
    public var vertical: DecelerationAxis
    /// Length of the first step, `1000/maxFPS` ms (16.67 ms at 60 Hz).
    public var firstFrameMs: Double
    /// True once the stop rule has held and `offset` has been pinned into the limits; later steps do nothing.
    public private(set) var isFinished = false
    /// Steps taken that integrated time (skipped sub-millisecond steps are not counted).
    public private(set) var frameCount = 0
    /// Milliseconds integrated so far.
    public private(set) var elapsedMs = 0.0
    private var pendingMs = 0.0

    /// Starts from `offset` with `velocity` in pt/ms. An axis that cannot scroll should be given
    /// velocity 0 (spec §1.5). `multiplier` is the fast-scroll multiplier (spec §3.3).
    public init(offset: Point, velocity: Point, limits: ContentOffsetLimits,
                rate: DecelerationRate = .normal, multiplier: Double = 1, frameRate: Double = 60) {
        self.init(horizontal: DecelerationAxis(position: offset.x, velocity: velocity.x, minimum: limits.minimum.x,
                                               maximum: limits.maximum.x, rate: rate, multiplier: multiplier),
                  vertical: DecelerationAxis(position: offset.y, velocity: velocity.y, minimum: limits.minimum.y,
                                             maximum: limits.maximum.y, rate: rate, multiplier: multiplier),
                  frameRate: frameRate)
    }

    /// Starts from two prepared axes (per-axis rates, adjusted targets from `DecelerationAdjustment`).
    public init(horizontal: DecelerationAxis, vertical: DecelerationAxis, frameRate: Double = 60) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.firstFrameMs = frameRate.isFinite && frameRate > 0 ? 1000 / frameRate : 1000.0 / 60
        if !isRunning { settle() }
    }

    /// The current offset; pinned into the limits once finished.
    public var offset: Point { Point(x: horizontal.position, y: vertical.position) }
    /// The current velocity in pt/ms.
    public var velocity: Point { Point(x: horizontal.velocity, y: vertical.velocity) }
    /// Whether either axis is out of bounds by more than half a point (spec §4.1).
    public var isBouncing: Bool { horizontal.isBouncing || vertical.isBouncing }

    private var isRunning: Bool {
        isBouncing || horizontal.isApproachingTarget || vertical.isApproachingTarget
            || horizontal.velocity * horizontal.velocity + vertical.velocity * vertical.velocity >= 1e-4
    }

    /// Advances by `dtMs` milliseconds of frame time; returns `true` while still moving.
    @discardableResult
    public mutating func step(dtMs: Double) -> Bool {
        guard !isFinished else { return false }
        var dt: Double
        if frameCount == 0 {
            dt = firstFrameMs
        } else {
            pendingMs += dtMs.isFinite ? Swift.max(dtMs, 0) : 0
            guard pendingMs >= 1 else { return true }
            dt = pendingMs
        }
        pendingMs = 0
        horizontal.step(dtMs: dt)
        vertical.step(dtMs: dt)
        frameCount += 1
        elapsedMs += dt
        if !isRunning { settle() }
        return !isFinished
    }

    /// Stops at once (a touch caught the view, spec §8.3), leaving the offset where it is.
    public mutating func stop() {
        horizontal.velocity = 0
        vertical.velocity = 0
        isFinished = true
    }

    private mutating func settle() {
        horizontal.pin()
        vertical.pin()
        isFinished = true
    }
}
