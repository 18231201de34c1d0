internal import PaneGeometry
internal import PanePhysics

extension ScrollView {
    /// Momentum after a release (spec §3.2), bouncing off the edges (spec §4), or a plain bounce back when
    /// `velocity` is zero and the content is past an edge. `adjusted`: the delegate moved the
    /// target, so the flight is planned to stop there (spec §3.4). Sends
    /// `scrollViewWillBeginDecelerating` when something moves; `scrollViewDidEndDecelerating`
    /// follows when it settles (spec §9.2, §9.3).
    func startMomentum(velocity: Point, target: Point, adjusted: Bool, multiplier: Double = 1) {
        let limits = offsetLimits
        let flight = adjusted
            ? DecelerationAdjustment.deceleration(offset: contentOffset, velocity: velocity, rate: decelerationRate,
                                                  multiplier: multiplier, target: target, limits: limits,
                                                  frameRate: frameRate)
            : Deceleration(offset: contentOffset, velocity: velocity, limits: limits, rate: decelerationRate,
                           multiplier: multiplier, frameRate: frameRate)
        guard !flight.isFinished else {
            hideIndicatorsSoon()
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        start(.momentum(flight))
    }

    /// Lets content that was left past an edge spring back (spec §4.1), reported as deceleration.
    func bounceIfNeeded() {
        guard animation == nil else { return }
        guard !offsetLimits.contains(contentOffset) else { return hideIndicatorsSoon() }
        startMomentum(velocity: .zero, target: contentOffset, adjusted: false)
    }

    /// One frame of a flight: the offset moves to where the integrator puts it; entering a
    /// bounce ends a run of fast flicks (spec §3.3 step 4).
    func stepMomentum(_ flight: inout Deceleration, dtMs: Double) -> Bool {
        let running = flight.step(dtMs: dtMs)
        if flight.isBouncing { fastScroll.reset() }
        applyOffset(flight.offset)
        return running
    }

    /// The flight or page settle ended by itself.
    func decelerationDidEnd() {
        isDecelerating = false
        fastScroll.reset()
        delegate?.scrollViewDidEndDecelerating(self)
        hideIndicatorsSoon()
    }
}
