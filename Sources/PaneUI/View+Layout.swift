extension View {
    /// Marks the view for `layoutSubviews()` on the next frame's layout phase.
    public func setNeedsLayout() {
        needsLayout = true
        window?.setNeedsFrame()
    }

    /// Runs `layoutSubviews()` now if the view is marked, then does the same for the subviews.
    /// The frame's layout phase calls it on the window.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for s in subviews { s.layoutIfNeeded() }
    }
}
