internal import PaneGeometry
internal import PanePhysics

extension ScrollView {
    /// The page the content shows now, per axis: pages are `bounds.size` apart from the minimum
    /// offset (spec §5.1 `floor(p + 0.5)`).
    var currentPage: (x: Int, y: Int) {
        let o = contentOffset, origin = offsetLimits.minimum, size = bounds.size
        return (Paging.targetPage(offset: o.x, velocity: 0, stride: size.width, origin: origin.x),
                Paging.targetPage(offset: o.y, velocity: 0, stride: size.height, origin: origin.y))
    }

    /// spec §5.1: with `isPagingEnabled`, a release faster than 0.3 pt/ms turns the page its way,
    /// a slower one settles on the nearest page, and never more than one page from the page the
    /// drag started on.
    func pageTarget(for velocity: Point) -> Point {
        Paging.targetContentOffset(offset: contentOffset, velocity: velocity, stride: bounds.size,
                                   origin: offsetLimits.minimum, limits: offsetLimits, scale: screenScale,
                                   startPage: drag.startPage)
    }

    /// A target the delegate chose, put on the nearest page (spec §5.1).
    func resnappedToPage(_ target: Point) -> Point {
        let origin = offsetLimits.minimum
        return Point(x: Paging.resnap(target.x, stride: bounds.width, origin: origin.x, scale: screenScale),
                     y: Paging.resnap(target.y, stride: bounds.height, origin: origin.y, scale: screenScale))
    }

    /// The page settle of spec §5.2 (a per-millisecond damped spring), reported as deceleration
    /// (spec §5.3).
    func startPaging(velocity: Point, target: Point) {
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        start(.paging(PagingAnimation(offset: contentOffset, velocity: velocity, target: target, boundsSize: bounds.size,
                                      pixelScale: screenScale)))
    }
}
