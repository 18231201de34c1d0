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
