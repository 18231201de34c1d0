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
    /// that rested (velocity 0) follows exactly: only such a finger is overtaken, as it must be
    /// for the screen to leave in the transition's time. A finger at least as fast as that pace
    /// is never overtaken: the screen slows down evenly from the finger's speed to the end
    /// (the quadratic ease-out, 1 - (1 - t)², as the cubic Bézier (1/3, 2/3, 2/3, 1)), which
    /// takes 2 × remaining / velocity.
    public static func finishingSlide(remaining: Double, velocity: Double, width: Double) -> FinishingSlide {
        guard remaining > 0, width > 0, remaining.isFinite, width.isFinite else {
            return FinishingSlide(duration: 0, curve: .linear)
        }
        let pace = projectionTime * Swift.min(1, remaining / width)
        let v = velocity.isFinite ? Swift.max(0, velocity) : 0
        if v * pace < remaining {
            // Starting slope s (progress per unit of time progress) = v × pace / remaining < 1.
            let s = v * pace / remaining
            return FinishingSlide(duration: pace, curve: .cubicBezier(x1: 0.42, y1: 0.42 * s, x2: 0.58, y2: 1))
        }
        return FinishingSlide(duration: 2 * remaining / v, curve: .cubicBezier(x1: 1.0 / 3, y1: 2.0 / 3, x2: 2.0 / 3, y2: 1))
    }
}
