public import PaneGeometry
public import PaneInput

extension Touch {
    /// The touch's location in `view`'s coordinates (the window's when `nil`), as UIKit's
    /// `location(in:)`. Touches arrive in window coordinates.
    @MainActor
    public func location(in view: View?) -> Point {
        view?.convert(location, from: nil) ?? location
    }
}

extension View {
    /// The view that receives a touch at `point` (in this view's coordinates): `hitTest(_:)`,
    /// then, if the point lies outside the bounds of an ancestor of the hit view that clips to
    /// its bounds, that ancestor instead — a subview is not touchable where it is cut away, even
    /// when an overridden `point(inside:)` let the point through. `TouchDispatcher` uses this.
    public func touchTarget(at point: Point) -> View? {
        guard let hit = hitTest(point) else { return nil }
        var target = hit
        var v = hit.superview
        while let ancestor = v, ancestor !== superview {
            if ancestor.clipsToBounds, !ancestor.bounds.contains(ancestor.convert(point, from: self)) {
                target = ancestor
            }
            v = ancestor.superview
        }
        return target
    }
}
