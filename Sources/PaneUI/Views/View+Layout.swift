public import PaneGeometry

extension View {
    /// Marks the view for `layoutSubviews()` on the next frame's layout phase.
    public func setNeedsLayout() {
        needsLayout = true
        superview?.markSubtreeNeedsLayout()
        window?.setNeedsFrame()
    }

    /// Runs `layoutSubviews()` now if the view is marked, then does the same for the subviews
    /// that are marked or hold marked views; unmarked subtrees are not visited. The frame's
    /// layout phase calls it on the window.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        let subviews = composite.pointee.subviews
        for i in 0..<subviews.count where subviews[i].needsLayout || subviews[i].subtreeNeedsLayout {
            subviews[i].layoutIfNeeded()
        }
    }

    /// Marks this view and its ancestors as holding a view that needs layout.
    func markSubtreeNeedsLayout() {
        var view: View? = self
        while let v = view, !v.subtreeNeedsLayout {
            v.subtreeNeedsLayout = true
            view = v.superview
        }
    }
}

extension View {
    /// UIKit's `UIView.noIntrinsicMetric`: no natural size in that dimension.
    public static let noIntrinsicMetric = -1.0

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its top-left corner.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = Rect(origin: frame.origin, size: size)
    }
}

extension View {
    /// Tells the superview that `intrinsicContentSize` changed, so a stack lays out again
    /// (UIKit's `invalidateIntrinsicContentSize()`).
    public func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// The bounds less `layoutMargins` (and, with `insetsLayoutMarginsFromSafeArea`, less the
    /// safe area too): UIKit's `layoutMarginsGuide.layoutFrame`, in bounds coordinates.
    public var layoutMarginsFrame: Rect {
        let m = insetsLayoutMarginsFromSafeArea ? layoutMargins + safeAreaInsets : layoutMargins
        return bounds.inset(by: m)
    }

    /// The bounds less `safeAreaInsets`: UIKit's `safeAreaLayoutGuide.layoutFrame`.
    public var safeAreaFrame: Rect { bounds.inset(by: safeAreaInsets) }

    /// Marks this view and every view under it for layout.
    func setSubtreeNeedsLayout() {
        setNeedsLayout()
        for s in subviews { s.setSubtreeNeedsLayout() }
    }
}
