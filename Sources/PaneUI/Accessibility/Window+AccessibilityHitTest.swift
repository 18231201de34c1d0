public import PaneGeometry

extension Window {
    /// The front-most element of `accessibilityElementsInReadingOrder` under `point` (in window
    /// coordinates), or `nil` where there is none: what a finger exploring the screen touches.
    ///
    /// Unlike `hitTest(_:)` it ignores `isUserInteractionEnabled` (a label is read, though it
    /// takes no touches); like it, it skips hidden and transparent views, asks each element's
    /// `point(inside:)`, and reaches nothing a clipping ancestor (a scroll view) cuts away.
    /// Elements are never nested, so the front-most is the last in drawing order.
    public func accessibilityElement(at point: Point) -> View? {
        let elements = accessibilityElementsInReadingOrder
        guard !elements.isEmpty else { return nil }
        let ids = Set(elements.map { ObjectIdentifier($0) })
        return frontMostElement(in: self, at: point, among: ids)
    }

    private func frontMostElement(in view: View, at point: Point, among ids: Set<ObjectIdentifier>) -> View? {
        guard !view.isHidden, view.alpha > 0 else { return nil }
        let inside = view.point(inside: point)
        if ids.contains(ObjectIdentifier(view)) { return inside ? view : nil }
        if view.clipsToBounds, !inside { return nil }
        for sub in view.subviews.reversed() {
            let p = sub.transformToSuperview.inverted?.apply(to: point) ?? point
            if let hit = frontMostElement(in: sub, at: p, among: ids) { return hit }
        }
        return nil
    }
}
