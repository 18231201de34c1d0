internal import PaneGeometry

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

extension View {
    /// UIKit's `UIView.noIntrinsicMetric`: no natural size in that dimension.
    public static let noIntrinsicMetric = -1.0

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its top-left corner.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = Rect(origin: frame.origin, size: size)
    }
}
