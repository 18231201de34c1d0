/// A view that tiled content can reuse: when it scrolls out of sight it goes to a pool keyed by
/// `reuseKind`, and `prepareForReuse()` runs before it shows another item.
///
/// In a `CollectionView` it is a cell (UIKit's `UICollectionViewCell`): the collection view sets
/// `isHighlighted` while a finger is on it and `isSelected` for selected items, and shows
/// `selectedBackgroundView` behind the other subviews in either state. Override the two
/// properties (`didSet`) for any other look.
open class TileView: View {
    /// Views of one kind are interchangeable: a thumbnail, a header.
    public let reuseKind: String
    /// The item it shows now; `nil` while in the pool.
    public internal(set) var itemIndex: Int?

    /// A finger is on the cell (set by the collection view).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { updateSelectedBackground() } } }
    /// The item is selected (set by the collection view).
    open var isSelected = false { didSet { if isSelected != oldValue { updateSelectedBackground() } } }

    /// Shown behind the other subviews, filling the cell, while it is highlighted or selected;
    /// `nil` (the default, as UIKit's) shows nothing.
    public var selectedBackgroundView: View? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let view = selectedBackgroundView {
                view.frame = bounds
                insertSubview(view, at: 0)
                updateSelectedBackground()
            }
        }
    }

    /// A tile that goes back to the pool for `reuseKind` when it scrolls out of sight.
    public init(reuseKind: String) {
        self.reuseKind = reuseKind
        super.init()
    }

    /// A screen reader's activate: in a `CollectionView`, selects the item as a tap does
    /// (`CollectionView+Accessibility.swift`); elsewhere the view's own.
    open override func accessibilityActivate() -> Bool { activateItem() ?? super.accessibilityActivate() }

    /// Resets per-item state (an image, a selection) before the view shows another item.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        selectedBackgroundView?.frame = bounds
        super.layoutSubviews()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isHighlighted || isSelected)
    }
}
