internal import PaneGeometry
internal import PanePhysics
internal import PaneGestures
internal import PaneInput

/// What one drag remembers between pan callbacks.
struct DragState {
    /// The offset the drag started from, without rubber band: `start - translation` is where
    /// the finger asks the content to be.
    var start = Point.zero
    var velocity = DragVelocity()
    /// The touch-down caught a moving view (spec §8.3): the pan began at once, and its translation
    /// reads zero until the finger passes the hysteresis.
    var caught = false
    /// The page the drag started on, per axis (spec §5.1: a release turns at most one page).
    var startPage = (x: 0, y: 0)
    /// With `isDirectionalLockEnabled`: the translation so far with locked-out movement removed,
    /// the recognizer's translation at the last callback, and the lock decided (spec §1.6).
    var lockedTranslation = Point.zero
    var lastTranslation = Point.zero
    var lock: DirectionalLock?
    /// A pinch moved the content under the drag: the next update re-bases `start` there.
    var needsRebase = false
}

extension ScrollView {
    /// A finger came down on the scroll view or its content (spec §8.3): whatever moves stops where it
    /// is, and a stopped flight still reports `scrollViewDidEndDecelerating` (iOS 13+). Returns
    /// whether something was caught; the pan then begins at once, so the touch never reaches
    /// the content.
    func touchDown(at time: InputTime) -> Bool {
        isTracking = true
        fastScroll.touchDown(atMs: time.milliseconds)
        guard let running = animation, running.isInterruptible else { return false }
        stopAnimation()
        if isDecelerating {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
        drag.caught = true
        return true
    }

    /// The fingers lifted without the pan beginning (or a veto kept it from beginning).
    func touchUpWithoutDrag() {
        isTracking = false
        drag.caught = false
        bounceIfNeeded()
    }

    func handlePan() {
        let pan = panGestureRecognizer
        switch pan.state {
        case .began:
            // A zoom springing back finishes under the finger; anything else stops here.
            if !isZoomBouncing { stopAnimation() }
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            drag.velocity.reset()
            drag.lockedTranslation = .zero
            drag.lastTranslation = .zero
            drag.lock = nil
            drag.needsRebase = false
            // Grabbing a view that is past an edge continues from where the finger would have
            // put it, so the content does not jump (spec §4.3).
            drag.start = bounces
                ? RubberBand.unconstrainedOffset(contentOffset, limits: offsetLimits, boundsSize: bounds.size)
                : contentOffset
            drag.startPage = currentPage
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

    /// spec §1.5 and §2.1: the finger's offset, rubber-banded past the edges, or clamped with the
    /// translation re-based when `bounces` is off.
    func updateDrag() {
        let pan = panGestureRecognizer
        let axes = scrollableAxes
        if drag.caught {
            // spec §8.3: a caught view holds still until the finger passes the hysteresis.
            guard pan.hasMovedFarEnough(pan.rawTranslation) else { return pan.setTranslation(.zero, in: nil) }
            pan.setTranslation(PanHysteresis.removing(from: pan.rawTranslation, hysteresis: pan.hysteresis), in: nil)
            drag.caught = false
        }
        var t = pan.translation(in: self)
        if isDirectionalLockEnabled {
            // spec §1.6: the first decided move locks an axis; the other axis' movement is dropped.
            let delta = t - drag.lastTranslation
            drag.lastTranslation = t
            if delta != .zero, drag.lock == nil || drag.lock == DirectionalLock.none {
                let decided = DirectionalLock.decide(delta: delta, canScrollHorizontally: axes.horizontal,
                                                     canScrollVertically: axes.vertical)
                if decided != .none || drag.lock == nil { drag.lock = decided }
            }
            drag.lockedTranslation += (drag.lock ?? .none).apply(to: delta)
            t = drag.lockedTranslation
        }
        // spec §6.2: while the pinch zooms, it places the content; the drag picks up from there.
        if isZooming || isZoomBouncing {
            drag.needsRebase = true
            return
        }
        if drag.needsRebase {
            drag.needsRebase = false
            drag.start = RubberBand.unconstrainedOffset(contentOffset, limits: offsetLimits, boundsSize: bounds.size) + t
        }
        var proposed = drag.start - t
        if !axes.horizontal { proposed.x = contentOffset.x }
        if !axes.vertical { proposed.y = contentOffset.y }
        // At an edge, the rest of the move may belong to the enclosing scroll view.
        proposed = handOffExcess(of: proposed)
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
        noteDragSpeedForFastScroll()
        contentOffset = offset
    }

    /// spec §3.3 step 4: a reversal (within the drag, or against the run of flicks) or a crawl
    /// (< 0.13 pt/ms) during a drag ends a run of flicks.
    private func noteDragSpeedForFastScroll() {
        fastScroll.dragMoved(velocity: drag.velocity.latest, previous: drag.velocity.previous)
    }

    /// The pan ended: the release velocity of spec §3.3 (zero for a caught view that never moved past
    /// the hysteresis, or a finger that rested before lifting), then `release(_:)`.
    func endDrag() {
        let pan = panGestureRecognizer
        let axes = scrollableAxes
        let velocity = pan.restedBeforeLift || drag.caught ? Point.zero : pan.velocity(in: self)
        if endHandoff(velocity: velocity) { return }
        let released = drag.velocity.release(velocityInView: velocity, canScrollHorizontally: axes.horizontal,
                                             canScrollVertically: axes.vertical)
        let t = pan.translation(in: self)
        let multiplier = fastScroll.multiplier(dragDistance: (t.x * t.x + t.y * t.y).squareRoot())
        fastScroll.released(released.tier, velocity: released.velocity, atMs: pan.liftTime?.milliseconds ?? 0, isPaging: isPagingEnabled)
        release(released, multiplier: multiplier)
    }

    /// spec §3.4, §5, §9.1–9.3: the target (projected, paged, or moved by the delegate), then
    /// momentum, a page settle or a bounce, with the delegate told in UIKit's order.
    func release(_ released: DragVelocity.Release, multiplier: Double = 1) {
        isTracking = false
        drag.caught = false
        let limits = offsetLimits
        let offset = contentOffset
        let natural = isPagingEnabled
            ? pageTarget(for: released.velocity)
            : Projection.targetContentOffset(offset: offset, velocity: released.velocity, rate: decelerationRate,
                                             multiplier: multiplier, limits: limits, scale: screenScale,
                                             decelerates: released.decelerates)
        var target = natural
        delegate?.scrollViewWillEndDragging(self, withVelocity: released.velocity, targetContentOffset: &target)
        isDragging = false
        if target != natural {
            // spec §3.4: a delegate's target is rounded and clamped (and, paging, put on a page: spec §5.1).
            target = limits.clamp(isPagingEnabled ? resnappedToPage(target) : target.pixelRounded(scale: screenScale))
        }
        if isPagingEnabled {
            let moves = target != offset
            delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
            if moves { startPaging(velocity: released.velocity, target: target) } else { hideIndicatorsSoon() }
            return
        }
        let outOfBounds = !limits.contains(offset)
        let adjusted = target != natural
        // spec §3.4 T3.4f: a target equal to the current offset means no deceleration.
        let moves = outOfBounds || (adjusted ? target != offset : released.decelerates && target != offset)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves else {
            hideIndicatorsSoon()
            return
        }
        startMomentum(velocity: released.velocity, target: target, adjusted: adjusted, multiplier: multiplier)
    }
}
