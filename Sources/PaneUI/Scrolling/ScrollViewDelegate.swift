public import PaneGeometry

/// What a scroll view tells its delegate, in UIKit's order (spec §9): every method has a default
/// that does nothing, so implement only what you need.
///
/// A drag: `scrollViewWillBeginDragging` → `scrollViewDidScroll`… → `scrollViewWillEndDragging`
/// (which may move `targetContentOffset`) → `scrollViewDidEndDragging(willDecelerate:)`; with
/// momentum or a bounce, then `scrollViewWillBeginDecelerating` → `scrollViewDidScroll`… →
/// `scrollViewDidEndDecelerating`.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed: by a drag, an animation, momentum or code.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// The user's drag is about to scroll the content (after the pan recognizer began).
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// `velocity` in points per millisecond, offset sign (UIKit's unit for this callback).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point)
    /// The finger lifted; `decelerate` tells whether momentum or a bounce follows.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// Momentum, a bounce or a page settle is about to move the content after the lift.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after momentum, a bounce or a page settle.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// After an animated `setContentOffset` or `scrollRectToVisible` (not after user scrolls).
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// Whether a tap on the status-bar strip may scroll this view to the top. Default `true`.
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// The scroll to the top that a status-bar tap started has finished.
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// The view that zooms; `nil` (the default) turns zooming off.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// A pinch is about to zoom `view` (the one `viewForZooming(in:)` returned).
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// The zoom scale changed, by a pinch, its bounce or code.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// The pinch (and any bounce back into the limits) ended with the content at `scale`.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
    /// `adjustedContentInset` changed: the safe area, the keyboard or `contentInset` moved it.
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
