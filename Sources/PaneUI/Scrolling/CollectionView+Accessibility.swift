/// A collection view's cell under a screen reader: activating it (enter, space) does what a tap
/// does, selecting its item and telling the delegate (`collectionView(_:didSelectItemAt:)`), so
/// a grid or list built on `CollectionView` is operable with keys alone. The app makes the cell
/// an element and names it (`isAccessibilityElement`, `accessibilityLabel`, the `button` trait),
/// as with UIKit's cells.
extension TileView {
    /// The collection view showing this cell; `nil` in the reuse pool or in other tiled content.
    var enclosingCollectionView: CollectionView? {
        guard itemIndex != nil else { return nil }
        var view = superview
        while let v = view {
            if let collection = v as? CollectionView { return collection }
            view = v.superview
        }
        return nil
    }

    /// Selects the cell's item as a tap on it would; `nil` when it is not in a collection view
    /// (the view's own activation answers), `false` when the collection view allows no selection.
    func activateItem() -> Bool? {
        guard let collection = enclosingCollectionView, let index = itemIndex else { return nil }
        guard collection.allowsSelection else { return false }
        collection.userTapped(index)
        return true
    }
}
