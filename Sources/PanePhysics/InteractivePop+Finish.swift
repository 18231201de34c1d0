/// How a completing interactive pop slides the rest of the way after the finger lifts.
extension InteractivePop {
    /// The slide that finishes a pop: `duration` seconds along `curve`.
    public struct FinishingSlide: Equatable, Sendable {
        /// Seconds the slide lasts.
        public var duration: Double
        /// Progress over the remaining distance against progress in time.
        public var curve: AnimationCurve
    }

    /// The finishing slide for a screen with `remaining` points still to go, released at
    /// `velocity` pt/s (toward the right) on a stack `width` points wide.
    ///
    /// It starts at the finger's speed. A finger slower than the transition's own pace (its
    /// 0.35 s for the whole width, counted for what remains, as UIKit's percent-driven transitions
    /// finish) goes on along the transition's ease-in-out curve from that speed, which a finger
    /// that rested (velocity 0) follows exactly. A faster finger decelerates from its own speed to
    /// the end and is never overtaken: the curve is Core Animation's ease-out with its first
    /// control point moved so its slope at the start is the finger's speed, and the duration is
    /// what that curve needs to cover the distance (3 × remaining / velocity).
    public static func finishingSlide(remaining: Double, velocity: Double, width: Double) -> FinishingSlide {
        guard remaining > 0, width > 0, remaining.isFinite, width.isFinite else {
            return FinishingSlide(duration: 0, curve: .linear)
        }
        let pace = projectionTime * Swift.min(1, remaining / width)
        let v = velocity.isFinite ? Swift.max(0, velocity) : 0
        // The ease-in-out slide's fastest speed: 1.72 times its average at mid-time for
        // (0.42, 0, 0.58, 1) (its slope at t = 0.5).
        let peak = easeInOutPeakSlope * remaining / pace
        if v <= peak {
            // Starting slope s (progress per unit of time progress) = v × pace / remaining.
            let s = v * pace / remaining
            return FinishingSlide(duration: pace, curve: .cubicBezier(x1: 0.42, y1: 0.42 * s, x2: 0.58, y2: 1))
        }
        // P1 = (1/3, 1): slope 3 at the start, falling to 0 at the end (y1 = y2 = 1 keeps the
        // slope below its starting value all the way).
        return FinishingSlide(duration: 3 * remaining / v, curve: .cubicBezier(x1: 1.0 / 3, y1: 1, x2: 0.58, y2: 1))
    }

    /// The slope of Core Animation's ease-in-out (0.42, 0, 0.58, 1) at its middle, its steepest:
    /// dy/dx at u = 0.5 is (3/2) / (3/4 × 0.42 + 3/2 × 0.16 + 3/4 × 0.42) = 1.5 / 0.87.
    static let easeInOutPeakSlope = 1.5 / 0.87
}
