internal import PaneGeometry
internal import PanePhysics
public import PaneInput

/// What a scroll view animates on the frame clock: momentum with its bounce, a page settle, an
/// animated offset (programmatic, scroll-to-top, keyboard), or a zoom.
@MainActor
final class ScrollAnimation: FrameAnimation {
    enum Purpose { case programmatic, scrollToTop, keyboard, zoomSettle }

    enum Kind {
        case momentum(Deceleration)
        case paging(PagingAnimation)
        case offset(OffsetAnimation, Purpose)
        /// Scale and offset moving linearly together over `durationMs`.
        case zoom(fromScale: Double, toScale: Double, from: Point, to: Point, durationMs: Double, elapsedMs: Double)
    }

    weak var scrollView: ScrollView?
    var kind: Kind
    private var lastTime: InputTime?
    var cancelled = false

    init(_ kind: Kind, scrollView: ScrollView) {
        self.kind = kind
        self.scrollView = scrollView
    }

    /// Whether a touch-down stops it (spec §8.3): momentum and page settles, not programmatic moves.
    var isInterruptible: Bool {
        switch kind {
        case .momentum, .paging: true
        case .offset(_, let purpose): purpose != .keyboard && purpose != .zoomSettle
        case .zoom: false
        }
    }

    /// The window starts it one frame interval before the frame that delivered the lift or tap,
    /// so that frame carries the first step (the lift-frame rule, `FrameAnimation`). Momentum's
    /// first step integrates one display frame whatever the gap (spec §3.2 hand-off).
    func start(at time: InputTime) {
        lastTime = time
    }

    /// Advances by the time since the previous step (or the start). Stepped without a start
    /// (not through a window), the first call only notes the time.
    func step(to time: InputTime) -> Bool {
        guard !cancelled, let scrollView else { return false }
        guard let last = lastTime else {
            lastTime = time
            return true
        }
        let dt = (time - last) * 1000
        lastTime = time
        var running = true
        switch kind {
        case .momentum(var flight):
            running = scrollView.stepMomentum(&flight, dtMs: dt)
            kind = .momentum(flight)
        case .paging(var settle):
            running = settle.step(dtMs: dt)
            kind = .paging(settle)
            scrollView.applyOffset(settle.offset)
        case .offset(var move, let purpose):
            running = move.step(dtMs: dt)
            kind = .offset(move, purpose)
            scrollView.applyOffset(move.value)
        case .zoom(let s0, let s1, let from, let to, let duration, let elapsed):
            let now = min(duration, elapsed + dt)
            let f = duration > 0 ? now / duration : 1
            kind = .zoom(fromScale: s0, toScale: s1, from: from, to: to, durationMs: duration, elapsedMs: now)
            scrollView.applyZoomScale(s0 + (s1 - s0) * f)
            scrollView.applyOffset(from + (to - from) * f)
            scrollView.delegate?.scrollViewDidZoom(scrollView)
            running = now < duration
        }
        if !running { scrollView.animationFinished(self) }
        return running
    }
}

extension ScrollView {
    func start(_ kind: ScrollAnimation.Kind) {
        stopAnimation()
        switch kind {
        case .momentum, .paging:
            break
        default:
            // Another animation replaces a flight: the flight still reports its end.
            if isDecelerating {
                isDecelerating = false
                delegate?.scrollViewDidEndDecelerating(self)
            }
        }
        let a = ScrollAnimation(kind, scrollView: self)
        animation = a
        if let window { window.addAnimation(a) }
    }

    /// Stops the running animation where it is, without callbacks.
    func stopAnimation() {
        guard let a = animation else { return }
        a.cancelled = true
        window?.removeAnimation(a)
        animation = nil
    }

    func animationFinished(_ a: ScrollAnimation) {
        guard animation === a else { return }
        animation = nil
        switch a.kind {
        case .momentum, .paging:
            decelerationDidEnd()
        case .offset(_, .programmatic):
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .offset(_, .scrollToTop):
            delegate?.scrollViewDidScrollToTop(self)
        case .offset(_, .keyboard), .offset(_, .zoomSettle):
            break
        case .zoom(_, let scale, _, _, _, _):
            isZoomBouncing = false
            delegate?.scrollViewDidEndZooming(self, with: delegate?.viewForZooming(in: self), atScale: scale)
        }
    }
}
