public import PaneGeometry

extension View {
    /// Maps this view's bounds coordinates to its superview's: the bounds' center lands on
    /// `center`, scaled by `transform` and shifted by its translation. With an identity transform
    /// a point `p` lands at `p - bounds.origin + frame.origin`, the seeds' rule.
    public var transformToSuperview: Transform {
        Transform(scaleX: transform.scaleX, scaleY: transform.scaleY,
                  tx: center.x + transform.tx - bounds.midX * transform.scaleX,
                  ty: center.y + transform.ty - bounds.midY * transform.scaleY)
    }

    /// Maps this view's bounds coordinates to the root of its tree (the window's coordinates,
    /// which are the screen's).
    public var transformToRoot: Transform {
        var t = transformToSuperview
        var v = superview
        while let s = v {
            t = t.concatenating(s.transformToSuperview)
            v = s.superview
        }
        return t
    }

    /// `point`, given in this view's coordinates, in `view`'s coordinates (the root's when nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = transformToRoot.apply(to: point)
        guard let view, let back = view.transformToRoot.inverted else { return inRoot }
        return back.apply(to: inRoot)
    }

    /// `point`, given in `view`'s coordinates (the root's when nil), in this view's coordinates.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = view?.transformToRoot.apply(to: point) ?? point
        guard let back = transformToRoot.inverted else { return inRoot }
        return back.apply(to: inRoot)
    }

    /// `rect`, given in this view's coordinates, in `view`'s coordinates (the root's when nil).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let inRoot = transformToRoot.apply(to: rect)
        guard let view, let back = view.transformToRoot.inverted else { return inRoot }
        return back.apply(to: inRoot)
    }

    /// `rect`, given in `view`'s coordinates (the root's when nil), in this view's coordinates.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        let inRoot = view?.transformToRoot.apply(to: rect) ?? rect
        guard let back = transformToRoot.inverted else { return inRoot }
        return back.apply(to: inRoot)
    }
}
