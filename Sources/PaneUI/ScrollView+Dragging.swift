internal import PaneGeometry
internal import PanePhysics
internal import PaneGestures

/// What one drag remembers between pan callbacks.
struct DragState {
    /// The offset the drag started from, without rubber band: `start - translation` is where
    /// the finger asks the content to be.
    var start = Point.zero
    var velocity = DragVelocity()
    /// The drag caught a moving view (§8.3): it counts as dragging from touch-down.
    var caught = false
    /// With `isDirectionalLockEnabled`: the translation so far with locked-out movement removed,
    /// the recognizer's translation at the last callback, and the lock decided (§1.6).
    var lockedTranslation = Point.zero
    var lastTranslation = Point.zero
    var lock: DirectionalLock?
}

extension ScrollView {
    /// A finger came down on the scroll view or its content (§8.3): whatever moves stops where it
    /// is; a flight that is stopped this way still reports `scrollViewDidEndDecelerating`.
    func touchDown() {
        isTracking = true
        guard let running = animation, running.isInterruptible else { return }
        stopAnimation()
        if isDecelerating {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
        drag.caught = true
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The fingers lifted without the pan beginning.
    func touchUpWithoutDrag() {
        isTracking = false
        guard drag.caught else {
            bounceIfNeeded()
            return
        }
        drag.caught = false
        isDragging = false
        var target = contentOffset
        delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &target)
        let outOfBounds = !offsetLimits.contains(contentOffset)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: outOfBounds || target != contentOffset)
        if outOfBounds || target != contentOffset { startMomentum(velocity: .zero, target: target, adjusted: target != contentOffset) }
        else { hideIndicatorsSoon() }
    }

    func handlePan() {
        let pan = panGestureRecognizer
        switch pan.state {
        case .began:
            if !drag.caught {
                stopAnimation()
                isDragging = true
                delegate?.scrollViewWillBeginDragging(self)
            }
            drag.caught = false
            drag.velocity.reset()
            drag.lockedTranslation = .zero
            drag.lastTranslation = .zero
            drag.lock = nil
            // Grabbing a view that is past an edge continues from where the finger would have
            // put it, so the content does not jump (§4.3).
            drag.start = bounces
                ? RubberBand.unconstrainedOffset(contentOffset, limits: offsetLimits, boundsSize: bounds.size)
                : contentOffset
            showIndicators()
            updateDrag()
        case .changed:
            updateDrag()
        case .ended, .cancelled:
            endDrag()
        default:
            break
        }
    }

    /// §1.5 and §2.1: the finger's offset, rubber-banded past the edges, or clamped with the
    /// translation re-based when `bounces` is off.
    func updateDrag() {
        let pan = panGestureRecognizer
        let axes = scrollableAxes
        var t = pan.translation(in: self)
        if isDirectionalLockEnabled {
            // §1.6: the first decided move locks an axis; the other axis' movement is dropped.
            let delta = t - drag.lastTranslation
            drag.lastTranslation = t
            if drag.lock == nil || drag.lock == DirectionalLock.none {
                let decided = DirectionalLock.decide(delta: delta, canScrollHorizontally: axes.horizontal,
                                                     canScrollVertically: axes.vertical)
                if decided != .none || drag.lock == nil { drag.lock = decided }
            }
            drag.lockedTranslation += (drag.lock ?? .none).apply(to: delta)
            t = drag.lockedTranslation
        }
        var proposed = drag.start - t
        if !axes.horizontal { proposed.x = contentOffset.x }
        if !axes.vertical { proposed.y = contentOffset.y }
        let limits = offsetLimits
        let offset: Point
        if bounces {
            offset = RubberBand.offset(proposed, limits: limits, boundsSize: bounds.size)
        } else {
            offset = limits.clamp(proposed)
            if offset != proposed { drag.start = offset + t }
        }
        drag.velocity.record(velocityInView: pan.velocity(in: self), canScrollHorizontally: axes.horizontal,
                             canScrollVertically: axes.vertical)
        contentOffset = offset
    }

    /// §3.3, §3.4, §5, §9.1–9.3: the release velocity, the target (projected, paged, or moved by
    /// the delegate), then momentum, a page settle or a bounce.
    func endDrag() {
        isTracking = false
        let pan = panGestureRecognizer
        let axes = scrollableAxes
        let velocity = pan.restedBeforeLift ? Point.zero : pan.velocity(in: self)
        let release = drag.velocity.release(velocityInView: velocity, canScrollHorizontally: axes.horizontal,
                                            canScrollVertically: axes.vertical)
        let limits = offsetLimits
        let offset = contentOffset
        var target: Point
        if isPagingEnabled {
            target = Paging.targetContentOffset(offset: offset, velocity: release.velocity, stride: bounds.size,
                                                limits: limits, scale: screenScale)
        } else {
            target = Projection.targetContentOffset(offset: offset, velocity: release.velocity, rate: decelerationRate,
                                                    limits: limits, scale: screenScale, decelerates: release.decelerates)
        }
        let projected = target
        delegate?.scrollViewWillEndDragging(self, withVelocity: release.velocity, targetContentOffset: &target)
        isDragging = false
        let outOfBounds = !limits.contains(offset)
        let moves = isPagingEnabled ? target != offset : (release.decelerates || outOfBounds || target != projected)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves else {
            hideIndicatorsSoon()
            return
        }
        if isPagingEnabled {
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            start(.paging(PagingAnimation(offset: offset, velocity: release.velocity, target: target, boundsSize: bounds.size)))
        } else {
            startMomentum(velocity: release.velocity, target: target, adjusted: target != projected)
        }
    }

    /// Momentum (or a plain bounce when `velocity` is zero) toward `target`.
    func startMomentum(velocity: Point, target: Point, adjusted: Bool) {
        let limits = offsetLimits
        let flight = adjusted
            ? DecelerationAdjustment.deceleration(offset: contentOffset, velocity: velocity, rate: decelerationRate,
                                                  target: target, limits: limits, frameRate: frameRate)
            : Deceleration(offset: contentOffset, velocity: velocity, limits: limits, rate: decelerationRate,
                           frameRate: frameRate)
        guard !flight.isFinished else {
            hideIndicatorsSoon()
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        start(.momentum(flight))
    }

    /// Lets content that was left past an edge spring back (§4).
    func bounceIfNeeded() {
        guard !offsetLimits.contains(contentOffset), animation == nil else {
            if animation == nil { hideIndicatorsSoon() }
            return
        }
        startMomentum(velocity: .zero, target: contentOffset, adjusted: false)
    }
}
