/// What a collection view tells its delegate about highlighting and selecting items, with
/// UIKit's names (`UICollectionViewDelegate`), items numbered as `TiledContent` numbers them.
///
/// It refines `ScrollViewDelegate`: set the collection view's `delegate` (the scroll view's) to
/// an object conforming to this protocol. That property is weak, as UIKit's; the data source is
/// kept alive by the collection view, so one object that is both stays alive with it.
///
/// A tap on an item: `shouldHighlightItemAt` → `didHighlightItemAt` when the finger reaches the
/// cell (after the scroll view's 0.15 s delay, or at the lift, spec §8.1) → `didUnhighlightItemAt`
/// at the lift → `shouldSelectItemAt` → `didDeselectItemAt` for the item selected before (one
/// selection at a time) → `didSelectItemAt`. A drag that takes the finger unhighlights the item
/// and selects nothing. Every method has a default: highlight and select allowed, nothing done.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether a touch-down on the item highlights it; `false` also keeps it from being selected. Default
    /// `true`.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt index: Int) -> Bool
    /// A touch-down highlighted the item (its cell's `isHighlighted` is now true).
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt index: Int)
    /// The highlight ended: the finger lifted, moved off into a scroll, or was cancelled.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt index: Int)
    /// Whether a tap on the item selects it. Default `true`.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt index: Int) -> Bool
    /// The user selected the item (not called for `selectItem(at:)`, as in UIKit).
    func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int)
    /// Whether a tap on a selected item deselects it (with `allowsMultipleSelection`). Default `true`.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt index: Int) -> Bool
    /// The user deselected the item, or selected another with `allowsMultipleSelection` off.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt index: Int)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt index: Int) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt index: Int) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt index: Int) {}
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt index: Int) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) {}
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt index: Int) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt index: Int) {}
}
