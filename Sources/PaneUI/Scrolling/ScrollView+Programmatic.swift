public import PaneGeometry
internal import PanePhysics

extension ScrollView {
    /// Moves the content to `offset` (spec §9.4). Not animated: at once, rounded to pixels, not
    /// clamped, one `scrollViewDidScroll` if it changed. Animated: 0.3 s at constant speed, a
    /// `scrollViewDidScroll` every frame, then `scrollViewDidEndScrollingAnimation`.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        let target = offset.pixelRounded(scale: screenScale)
        if animated, window != nil {
            if let running = animation, case .offset(var move, .programmatic) = running.kind {
                move.retarget(to: target)
                running.kind = .offset(move, .programmatic)
                return
            }
            start(.offset(.setContentOffset(from: contentOffset, to: target), .programmatic))
            return
        }
        if let running = animation, case .offset(_, .programmatic) = running.kind { stopAnimation() }
        applyOffset(offset)
    }

    /// Moves the content to `offset` rounded to pixels, keeping `offset` itself as
    /// `exactContentOffset`; nothing moves, and no `scrollViewDidScroll` is sent, when the
    /// rounded offset is where the content is (spec §1.1: within 2.2e-16 per axis). Animations move
    /// the content through this.
    func applyOffset(_ offset: Point) {
        exactContentOffset = offset
        let target = offset.pixelRounded(scale: screenScale)
        let current = bounds.origin
        guard abs(target.x - current.x) > 2.2e-16 || abs(target.y - current.y) > 2.2e-16 else { return }
        bounds.origin = target
    }

    /// Scrolls the least distance that shows `rect` (content coordinates), with spec §9.5's rules: a
    /// rectangle already visible scrolls nothing; one taller than the view aligns its bottom.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        guard let offset = scrollRectToVisibleOffset(rect, bounds: bounds, contentSize: contentSize,
                                                     adjustedContentInset: adjustedContentInset) else { return }
        setContentOffset(offset, animated: animated)
    }
}
