internal import PaneGeometry
import PaneInput

/// Highlight and selection: a finger on a cell highlights it (`TileView.isHighlighted`), the lift
/// on the same cell selects it (`TileView.isSelected`) and tells the delegate, as UIKit's
/// collection view does. Touches reach the collection view from its cells (a cell passes them to
/// its superview); inside the scroll view they arrive after the 0.15 s delay or at the lift
/// (spec §8.1), and a drag cancels them, which unhighlights and selects nothing (spec §8.2).
extension CollectionView {
    /// The items selected now, in increasing order (UIKit's `indexPathsForSelectedItems`).
    public var indexesForSelectedItems: [Int] { selectedItems.sorted() }

    /// Selects `index` without telling the delegate (UIKit's `selectItem(at:animated:scrollPosition:)`),
    /// deselecting the others unless `allowsMultipleSelection`. Ignored when `allowsSelection` is off
    /// or `index` is not an item.
    public func selectItem(at index: Int) {
        guard allowsSelection, index >= 0, index < tiledContent.dataSource.map({ $0.numberOfItems(in: tiledContent) }) ?? 0
        else { return }
        if !allowsMultipleSelection {
            for other in selectedItems where other != index { setSelected(false, other) }
        }
        setSelected(true, index)
    }

    /// Deselects `index` without telling the delegate (UIKit's `deselectItem(at:animated:)`).
    public func deselectItem(at index: Int) {
        setSelected(false, index)
    }

    func setSelected(_ selected: Bool, _ index: Int) {
        if selected { selectedItems.insert(index) } else { selectedItems.remove(index) }
        cellForItem(at: index)?.isSelected = selected
    }

    var selectionDelegate: (any CollectionViewDelegate)? { delegate as? any CollectionViewDelegate }

    // MARK: Touches from the cells

    // (The `touches…` overrides in CollectionView.swift call these; each returns whether it
    // took the touches, else they go up the responder chain.)

    func highlightBegan(_ touches: [Touch]) -> Bool {
        guard highlightTouch == nil, allowsSelection, let touch = touches.first,
              let index = indexForItem(at: touch.location(in: self)) else { return false }
        guard selectionDelegate?.collectionView(self, shouldHighlightItemAt: index) ?? true else { return true }
        highlightTouch = (touch.id, index)
        cellForItem(at: index)?.isHighlighted = true
        selectionDelegate?.collectionView(self, didHighlightItemAt: index)
        return true
    }

    func highlightMoved(_ touches: [Touch]) -> Bool {
        guard let (id, index) = highlightTouch, let touch = touches.first(where: { $0.id == id }) else { return false }
        // A finger that slides off the cell (where nothing scrolls) lets it go, as UIKit's.
        if let cell = cellForItem(at: index), !cell.frame.contains(touch.location(in: self)) { cancelHighlight() }
        return true
    }

    func highlightEnded(_ touches: [Touch]) -> Bool {
        guard let (id, index) = highlightTouch, touches.contains(where: { $0.id == id }) else { return false }
        cancelHighlight()
        userTapped(index)
        return true
    }

    func highlightCancelled(_ touches: [Touch]) -> Bool {
        guard let (id, _) = highlightTouch, touches.contains(where: { $0.id == id }) else { return false }
        cancelHighlight()
        return true
    }

    /// Ends the highlight of the followed finger, if any, telling the delegate.
    func cancelHighlight() {
        guard let (_, index) = highlightTouch else { return }
        highlightTouch = nil
        cellForItem(at: index)?.isHighlighted = false
        selectionDelegate?.collectionView(self, didUnhighlightItemAt: index)
    }

    /// A lift on `index`: select it (or, with multiple selection, toggle it) and tell the delegate.
    func userTapped(_ index: Int) {
        let delegate = selectionDelegate
        if allowsMultipleSelection && selectedItems.contains(index) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: index) ?? true else { return }
            setSelected(false, index)
            delegate?.collectionView(self, didDeselectItemAt: index)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: index) ?? true else { return }
        if !allowsMultipleSelection {
            for other in selectedItems.sorted() where other != index {
                setSelected(false, other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, index)
        delegate?.collectionView(self, didSelectItemAt: index)
    }
}
