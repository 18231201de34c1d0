public import PaneGeometry

extension View {
    /// The superview's size changed from `oldSize`: each subview with a non-empty
    /// `autoresizingMask` gets its new frame, as UIKit's `autoresizesSubviews` does. Called from
    /// the `bounds` setter before `layoutSubviews` runs, so a layout sees the resized frames.
    func autoresizeSubviews(from oldSize: Size) {
        let newSize = bounds.size
        let dw = newSize.width - oldSize.width, dh = newSize.height - oldSize.height
        for s in subviews where !s.autoresizingMask.isEmpty {
            s.frame = AutoresizingMask.resize(s.frame, mask: s.autoresizingMask, in: bounds, oldSize: oldSize,
                                              by: (dw, dh))
        }
    }
}

extension AutoresizingMask {
    /// `frame` (in a superview whose bounds are now `bounds`, `oldSize` before) after the
    /// superview grew by `delta`. Along each axis the change is shared by the flexible parts
    /// (margin before, length, margin after) in proportion to their present sizes, or equally
    /// when those are all zero (UIKit's documented rule: "distributes the change among them
    /// proportionally"); with no flexible part the view keeps its distance from the top-left.
    static func resize(_ frame: Rect, mask: AutoresizingMask, in bounds: Rect, oldSize: Size,
                       by delta: (width: Double, height: Double)) -> Rect {
        let x = share(delta.width, lead: frame.minX - bounds.minX, length: frame.width,
                      trail: oldSize.width - (frame.maxX - bounds.minX),
                      flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                 mask.contains(.flexibleRightMargin)))
        let y = share(delta.height, lead: frame.minY - bounds.minY, length: frame.height,
                      trail: oldSize.height - (frame.maxY - bounds.minY),
                      flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                 mask.contains(.flexibleBottomMargin)))
        return Rect(x: frame.minX + x.lead, y: frame.minY + y.lead,
                    width: max(0, frame.width + x.length), height: max(0, frame.height + y.length))
    }

    /// How much of `delta` the leading margin and the length take along one axis.
    static func share(_ delta: Double, lead: Double, length: Double, trail: Double,
                      flexible: (lead: Bool, length: Bool, trail: Bool)) -> (lead: Double, length: Double) {
        guard delta != 0 else { return (0, 0) }
        let parts = [(flexible.lead, max(0, lead)), (flexible.length, max(0, length)), (flexible.trail, max(0, trail))]
        let count = parts.filter { $0.0 }.count
        guard count > 0 else { return (0, 0) }
        let total = parts.reduce(0.0) { $0 + ($1.0 ? $1.1 : 0) }
        func part(_ i: Int) -> Double {
            guard parts[i].0 else { return 0 }
            return total > 0 ? delta * parts[i].1 / total : delta / Double(count)
        }
        return (part(0), part(1))
    }
}
