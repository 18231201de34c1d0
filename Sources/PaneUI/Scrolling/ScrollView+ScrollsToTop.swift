internal import PaneGeometry
internal import PanePhysics

extension Window {
    /// The status-bar tap (spec §9.7): the one visible scroll view that may scroll to the top does,
    /// animated (0.3 s ease-out), then tells its delegate `scrollViewDidScrollToTop`. With none,
    /// or several, nothing scrolls (the iPhone rule). Returns the view that scrolled.
    @discardableResult
    public func scrollToTop() -> ScrollView? {
        var candidates: [ScrollView] = []
        collectScrollToTopCandidates(self, into: &candidates)
        guard candidates.count == 1, let scroll = candidates.first,
              scroll.delegate?.scrollViewShouldScrollToTop(scroll) ?? true else { return nil }
        let target = Point(x: scroll.contentOffset.x, y: scroll.offsetLimits.minimum.y)
        scroll.start(.offset(.scrollToTop(from: scroll.contentOffset, to: target), .scrollToTop))
        return scroll
    }

    private func collectScrollToTopCandidates(_ view: View, into list: inout [ScrollView]) {
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        if let scroll = view as? ScrollView, scroll.scrollsToTop, scroll.isScrollEnabled, scroll.isUserInteractionEnabled,
           !scroll.isTracking, !scroll.isDragging, !scroll.isZooming,
           scroll.contentOffset.y != scroll.offsetLimits.minimum.y {
            list.append(scroll)
        }
        for s in view.subviews { collectScrollToTopCandidates(s, into: &list) }
    }
}
