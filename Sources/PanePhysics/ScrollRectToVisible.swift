import PaneGeometry

/// The content offset `scrollRectToVisible(_:animated:)` moves to, or `nil` when it does nothing
/// (spec §9.5, UIKit `_contentOffsetForScrollingToRect:`).
///
/// `bounds` is the scroll view's bounds (origin = current content offset); `rect` is in content
/// coordinates. Steps: clip `rect` to the content rect including insets (empty → `nil`); grow
/// it by the insets (negative ones count as 0); if `bounds` already contains it → `nil`;
/// otherwise per axis align its leading edge if it starts before the viewport, **then** its
/// trailing edge if it ends at or past the viewport's end (so a rect taller than the viewport
/// aligns its bottom, T9.5d). The offset is not clamped.
public func scrollRectToVisibleOffset(_ rect: Rect, bounds: Rect, contentSize: Size,
                                      adjustedContentInset inset: EdgeInsets) -> Point? {
    let content = Rect(x: -inset.left, y: -inset.top,
                       width: contentSize.width + inset.left + inset.right,
                       height: contentSize.height + inset.top + inset.bottom)
    let clipped = rect.intersection(content)
    guard !clipped.isEmpty else { return nil }
    let l = Swift.max(inset.left, 0), t = Swift.max(inset.top, 0)
    let r = Swift.max(inset.right, 0), b = Swift.max(inset.bottom, 0)
    let grown = Rect(x: clipped.minX - l, y: clipped.minY - t,
                     width: clipped.width + l + r, height: clipped.height + t + b)
    guard !bounds.contains(grown) else { return nil }
    func axis(_ lo: Double, _ hi: Double, _ viewLo: Double, _ viewSize: Double) -> Double {
        var o = viewLo
        if lo < viewLo { o = lo }
        if hi >= viewLo + viewSize { o = hi - viewSize }
        return o
    }
    return Point(x: axis(grown.minX, grown.maxX, bounds.minX, bounds.width),
                 y: axis(grown.minY, grown.maxY, bounds.minY, bounds.height))
}
