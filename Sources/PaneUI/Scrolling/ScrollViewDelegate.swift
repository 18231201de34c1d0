public import PaneGeometry

/// What a scroll view tells its delegate, in UIKit's order (spec §9): every method has a default
/// that does nothing, so implement only what you need.
///
/// A drag: `scrollViewWillBeginDragging` → `scrollViewDidScroll`… → `scrollViewWillEndDragging`
/// (which may move `targetContentOffset`) → `scrollViewDidEndDragging(willDecelerate:)`; with
/// momentum or a bounce, then `scrollViewWillBeginDecelerating` → `scrollViewDidScroll`… →
/// `scrollViewDidEndDecelerating`.
public protocol ScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: ScrollView)
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// `velocity` in points per millisecond, offset sign (UIKit's unit for this callback).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point)
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// After an animated `setContentOffset` or `scrollRectToVisible` (not after user scrolls).
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// The view that zooms; `nil` (the default) turns zooming off.
    func viewForZooming(in scrollView: ScrollView) -> View?
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    func scrollViewDidZoom(_ scrollView: ScrollView)
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                          targetContentOffset: inout Point) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
