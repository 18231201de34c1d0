internal import PaneGeometry
internal import PanePhysics

/// A drag on a scroll view inside another (a zoomable photo inside a pager) that is carried on
/// by the outer one at the inner one's edge.
///
/// With `handsOffAtEdges`, the finger's offset (`drag.start - translation`) is split per axis
/// the outer view scrolls on: the inner view takes it up to its limits, the rest moves the outer
/// view from where it stood when the drag began, rubber-banded at the outer view's own edges.
/// Moving back reverses this: the outer view returns first, then the inner one moves again. On
/// release, when the outer view is away from where it began, it gets the release velocity and
/// settles as after a drag of its own (a pager turns at most one page, spec §5.1) while the inner
/// view stops at its edge; when it is back, the inner view is released as usual.
/// This is what photo viewers do [D]; UIKit's own nested scroll views decide at the start of a
/// drag only.
struct Handoff {
    /// The enclosing scroll view the drag moves, once it has moved it.
    weak var outer: ScrollView?
    /// The outer view's offset when the drag began.
    var outerStart = Point.zero
}

extension ScrollView {
    /// The nearest enclosing scroll view that scrolls, for `handsOffAtEdges`.
    var enclosingScrollView: ScrollView? {
        var view = superview
        while let v = view {
            if let scroll = v as? ScrollView, scroll.isScrollEnabled { return scroll }
            view = v.superview
        }
        return nil
    }

    /// Splits `proposed` (the finger's offset for this view, unbounded) between this view and
    /// the enclosing one; returns what this view keeps. Called by `updateDrag` on every move.
    func handOffExcess(of proposed: Point) -> Point {
        guard handsOffAtEdges, let outer = handoff.outer ?? enclosingScrollView else { return proposed }
        let limits = offsetLimits, outerAxes = outer.scrollableAxes
        var kept = proposed, excess = Point.zero
        if outerAxes.horizontal {
            kept.x = min(max(proposed.x, limits.minimum.x), max(limits.minimum.x, limits.maximum.x))
            excess.x = proposed.x - kept.x
        }
        if outerAxes.vertical {
            kept.y = min(max(proposed.y, limits.minimum.y), max(limits.minimum.y, limits.maximum.y))
            excess.y = proposed.y - kept.y
        }
        if handoff.outer == nil {
            guard excess != .zero else { return proposed }
            beginHandoff(to: outer)
        }
        var target = handoff.outerStart + excess
        if !outerAxes.horizontal { target.x = outer.contentOffset.x }
        if !outerAxes.vertical { target.y = outer.contentOffset.y }
        let offset = outer.bounces
            ? RubberBand.offset(target, limits: outer.offsetLimits, boundsSize: outer.bounds.size)
            : outer.offsetLimits.clamp(target)
        outer.drag.velocity.record(velocityInView: panGestureRecognizer.velocity(in: self),
                                   canScrollHorizontally: outerAxes.horizontal, canScrollVertically: outerAxes.vertical)
        outer.contentOffset = offset
        return kept
    }

    /// The outer view starts a drag of its own, as if its pan had begun.
    private func beginHandoff(to outer: ScrollView) {
        outer.stopAnimation()
        handoff.outer = outer
        handoff.outerStart = outer.contentOffset
        outer.isTracking = true
        outer.isDragging = true
        outer.drag.velocity.reset()
        outer.drag.startPage = outer.currentPage
        outer.delegate?.scrollViewWillBeginDragging(outer)
    }

    /// The finger lifted: when the outer view was moved, it is released with the drag's
    /// velocity and this view ends its drag where it is. Returns whether it did so.
    func endHandoff(velocity: Point) -> Bool {
        guard let outer = handoff.outer else { return false }
        let start = handoff.outerStart
        handoff = Handoff()
        let axes = outer.scrollableAxes
        if outer.contentOffset == start {
            // Moved back into this view: the outer one ends where it began, this one flies on.
            outer.drag.velocity.reset()
            outer.release(outer.drag.velocity.release(velocityInView: .zero, canScrollHorizontally: axes.horizontal,
                                                      canScrollVertically: axes.vertical))
            return false
        }
        let released = outer.drag.velocity.release(velocityInView: velocity, canScrollHorizontally: axes.horizontal,
                                                   canScrollVertically: axes.vertical)
        isTracking = false
        isDragging = false
        drag.caught = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        hideIndicatorsSoon()
        outer.release(released)
        return true
    }
}
