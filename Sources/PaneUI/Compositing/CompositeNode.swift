internal import PaneGeometry

/// What the compositor keeps on each view between frames: what it drew, where its subtree can
/// draw, and which of its subviews changed since.
///
/// Any visible change to a view marks it and its ancestors dirty, and notes each marked view
/// in its superview's `changedSubviews` (`View.markCompositeDirty()`). A frame visits a subview
/// only when it is dirty, painted something last frame, or its `extent` meets the clip: a
/// subtree off screen that did not change costs nothing, or, among many subviews, is not even
/// looked at (`SubviewIndex`). Invariant: a dirty view is listed in its superview's
/// `changedSubviews`, or its superview has `subviewsChanged` set.
struct CompositeNode {
    /// The subviews, back to front (`View.subviews`).
    var subviews: [View] = []
    /// `View.superview` without the weak reference's cost, for walking up when marking: set
    /// and cleared with it, and cleared by the superview's `deinit`.
    unowned(unsafe) var parent: View?
    /// Layout marks (`View.setNeedsLayout()`): this view, and a view below it.
    var needsLayout = true
    var subtreeNeedsLayout = false
    /// What the view itself painted last time it was visited.
    var state = CompositedState()
    /// Where this view and its subtree may paint, in the superview's coordinates, as of the last
    /// visit: a rectangle that holds every pixel they can paint (never smaller; `.zero` when
    /// they paint nothing). Exact for the subtree as it stands while `isDirty` is false.
    var extent: Rect = .zero
    /// Whether the view or any view in its subtree painted a pixel last time it was visited.
    var paintedSubtree = false
    /// The view or a view in its subtree changed since it was last visited.
    var isDirty = true
    /// Subviews were added, removed or reordered since the last visit: look at all of them.
    var subviewsChanged = true
    /// Subviews marked dirty since the last visit, in marking order (may hold views that left).
    var changedSubviews: [View] = []
    /// The extent this view had when its superview's index was built, and whether it moved
    /// since (then the index visits it every frame until it is rebuilt).
    var indexedExtent: Rect = .zero
    var isLoose = false
    /// The union of the subviews' extents, in this view's bounds coordinates (never smaller).
    var subviewsExtent: Rect = .zero
    /// Built for a view with many subviews (`SubviewIndex.minimumCount`).
    var index: SubviewIndex?
}
