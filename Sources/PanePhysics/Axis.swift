import PaneGeometry

/// One of the two scrolling axes. Physics in this module runs per axis (spec §0); these helpers
/// pick the matching component out of the geometry types.
public enum Axis: Sendable, Hashable, CaseIterable {
    /// Left to right: x, width, and the left and right insets.
    case horizontal
    /// Top to bottom: y, height, and the top and bottom insets.
    case vertical
}

extension Point {
    /// The coordinate along `axis`.
    @inlinable
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension Size {
    /// The dimension along `axis`: width for `.horizontal`, height for `.vertical`.
    @inlinable
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
