public import PaneGeometry
public import PaneUI

/// Lays its arranged subviews out in a row or a column (UIKit's `UIStackView`, without Auto
/// Layout): sizes come from each view's `intrinsicContentSize`, spacing and distribution share
/// the length along the axis, alignment places each view across it.
///
/// Hidden arranged views take no space (hiding or showing one lays the stack out again). A view
/// with no intrinsic size along the axis keeps its current length there; under `.fill` the room
/// left over (or missing) is shared equally by the views without an intrinsic length, or goes to
/// the last visible view when every view has one: Pane's stand-in for Auto Layout's hugging and
/// compression priorities. Sizes are not rounded; the compositor snaps edges to pixels.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [cancel, order])
/// row.spacing = 12
/// row.distribution = .fillEqually
/// ```
open class StackView: View {
    /// Which way the arranged views follow each other.
    public enum Axis: Sendable {
        /// A row: views left to right.
        case horizontal
        /// A column: views top to bottom.
        case vertical
    }

    /// Where views go across the axis.
    public enum Alignment: Sendable {
        /// As wide (or tall) as the stack.
        case fill
        /// At their natural size, at the start: the left of a column, the top of a row.
        case leading
        /// At their natural size, centred across the axis.
        case center
        /// At their natural size, at the end: the right of a column, the bottom of a row.
        case trailing

        /// UIKit's names for a row's `.leading` and `.trailing`.
        public static let top = Alignment.leading
        /// A row's `.trailing`: at the bottom.
        public static let bottom = Alignment.trailing
    }

    /// How the length along the axis is shared.
    public enum Distribution: Sendable {
        /// Natural lengths, `spacing` apart; the room left over is stretched (see the type).
        case fill
        /// Equal lengths filling the stack, `spacing` apart.
        case fillEqually
        /// Lengths proportional to the natural lengths, filling the stack, `spacing` apart.
        case fillProportionally
        /// Natural lengths, the room left over shared as equal gaps (at least `spacing`).
        case equalSpacing
    }

    /// The views the stack lays out, in order; hidden ones take no space.
    public private(set) var arrangedSubviews: [View] = []
    /// Row or column (a row by default); a change relays the views.
    public var axis: Axis = .horizontal { didSet { if axis != oldValue { relayout() } } }
    /// The gap between neighbouring views, in points.
    public var spacing = 0.0 { didSet { if spacing != oldValue { relayout() } } }
    /// Where views go across the axis (`.fill` by default).
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { relayout() } } }
    /// How the length along the axis is shared (`.fill` by default).
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { relayout() } } }
    /// Whether the views are arranged inside `layoutMarginsFrame` rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false { didSet { relayout() } }

    /// An empty stack (a row) in `frame`.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// A stack of `views` along `axis`, added as subviews in order.
    public init(arrangedSubviews views: [View], axis: Axis = .horizontal) {
        self.axis = axis
        super.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// Adds `view` at the end of the arrangement (and as a subview).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `index` (clamped), adding it as a subview.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        relayout()
    }

    /// Takes `view` out of the arrangement but leaves it a subview, as UIKit does; call
    /// `removeFromSuperview()` too to take it off screen.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        relayout()
    }

    /// A hidden arranged view takes no space, a shown one takes its share again.
    open override func didChangeHidden(of subview: View) { setNeedsLayout() }

    private func relayout() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// The visible arranged views: the ones that take space.
    var visibleArranged: [View] { arrangedSubviews.filter { !$0.isHidden && $0.superview === self } }

    /// A view's natural (length along the axis, thickness across it); current size where it
    /// has none.
    func natural(_ view: View) -> (length: Double, thickness: Double) {
        let s = view.intrinsicContentSize, f = view.bounds.size
        let w = s.width == View.noIntrinsicMetric ? f.width : s.width
        let h = s.height == View.noIntrinsicMetric ? f.height : s.height
        return axis == .horizontal ? (w, h) : (h, w)
    }

    func hasNaturalLength(_ view: View) -> Bool {
        let s = view.intrinsicContentSize
        return (axis == .horizontal ? s.width : s.height) != View.noIntrinsicMetric
    }

    /// The natural lengths side by side plus spacing (and margins), and the thickest view.
    open override var intrinsicContentSize: Size {
        let views = visibleArranged
        var length = spacing * Double(max(0, views.count - 1)), thickness = 0.0
        for v in views {
            let n = natural(v)
            length += n.length
            thickness = max(thickness, n.thickness)
        }
        let m = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        return axis == .horizontal
            ? Size(width: length + m.left + m.right, height: thickness + m.top + m.bottom)
            : Size(width: thickness + m.left + m.right, height: length + m.top + m.bottom)
    }

    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    open override func layoutSubviews() {
        let views = visibleArranged
        guard !views.isEmpty else { return }
        let area = isLayoutMarginsRelativeArrangement ? layoutMarginsFrame : bounds
        let available = axis == .horizontal ? area.width : area.height
        let across = axis == .horizontal ? area.height : area.width
        let lengths = self.lengths(of: views, available: available)
        var gap = spacing
        if distribution == .equalSpacing, views.count > 1 {
            let used = lengths.reduce(0, +)
            gap = max(spacing, (available - used) / Double(views.count - 1))
        }
        var position = 0.0
        // Right to left, a horizontal stack arranges from the right, and a vertical one's
        // leading and trailing alignments swap sides (UIStackView's).
        let rightToLeft = isRightToLeft
        for (i, v) in views.enumerated() {
            let n = natural(v)
            let thickness = alignment == .fill ? across : min(across, n.thickness)
            var offset: Double
            switch alignment {
            case .fill, .leading: offset = 0
            case .center: offset = (across - thickness) / 2
            case .trailing: offset = across - thickness
            }
            if rightToLeft && axis == .vertical && (alignment == .leading || alignment == .trailing) {
                offset = across - thickness - offset
            }
            let x = rightToLeft ? area.maxX - position - lengths[i] : area.minX + position
            v.frame = axis == .horizontal
                ? Rect(x: x, y: area.minY + offset, width: lengths[i], height: thickness)
                : Rect(x: area.minX + offset, y: area.minY + position, width: thickness, height: lengths[i])
            position += lengths[i] + gap
        }
    }

    /// Each view's length along the axis under `distribution`.
    func lengths(of views: [View], available: Double) -> [Double] {
        let n = Double(views.count)
        let room = available - spacing * (n - 1)
        let naturals = views.map { natural($0).length }
        switch distribution {
        case .fillEqually:
            return Array(repeating: max(0, room / n), count: views.count)
        case .fillProportionally:
            let total = naturals.reduce(0, +)
            guard total > 0 else { return Array(repeating: max(0, room / n), count: views.count) }
            return naturals.map { max(0, room * $0 / total) }
        case .equalSpacing:
            return naturals
        case .fill:
            var lengths = naturals
            let extra = room - naturals.reduce(0, +)
            guard extra != 0 else { return lengths }
            let flexible = views.indices.filter { !hasNaturalLength(views[$0]) }
            if flexible.isEmpty {
                lengths[lengths.count - 1] = max(0, lengths[lengths.count - 1] + extra)
            } else {
                for i in flexible { lengths[i] = max(0, lengths[i] + extra / Double(flexible.count)) }
            }
            return lengths
        }
    }
}
