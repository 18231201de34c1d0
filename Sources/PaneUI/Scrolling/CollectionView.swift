public import PaneGeometry
public import PaneInput

/// A scroll view whose content is a large collection laid out by a `TileLayout`: only the items
/// in view (plus `tiledContent.overscan`) exist as subviews, reused as they scroll, so ten
/// thousand items cost what one screen costs.
///
/// Set `dataSource` (a `TiledContentDataSource`) and the layout; `contentSize` follows the item
/// count. Call `reloadData()` when the items change. A tap on an item highlights its cell while
/// the finger is down and selects it at the lift, telling a `delegate` that conforms to
/// `CollectionViewDelegate` (`collectionView(_:didSelectItemAt:)`); see `CollectionView+Selection.swift`.
///
/// ```swift
/// let menu = CollectionView(frame: window.bounds, layout: .list(rowHeight: 64))
/// menu.dataSource = MenuItems()          // kept alive by the collection view
/// menu.delegate = screen                 // a CollectionViewDelegate; weak, as in UIKit
/// ```
open class CollectionView: ScrollView {
    /// The object that keeps the visible items alive as subviews; made on first use from `layout`.
    public private(set) lazy var tiledContent = TiledContent(host: self, layout: layout)
    /// Where the items go; setting it relays the items and recomputes `contentSize`.
    public var layout: TileLayout { didSet { tiledContent.layout = layout; contentGeometryChanged() } }
    /// Where the items come from. Unlike UIKit's weak `dataSource`, the collection view keeps it
    /// alive, so `collectionView.dataSource = Menu()` works. An object that owns the collection
    /// view and is its data source makes a cycle: harmless for a screen that lives as long as the
    /// app; set `dataSource = nil` to let such a screen go.
    public var dataSource: (any TiledContentDataSource)? {
        didSet { reloadData() }
    }

    /// Lets the user select items (default on). Off, touches highlight nothing and select nothing.
    public var allowsSelection = true
    /// Lets taps select several items, a tap on a selected item deselecting it (default off:
    /// selecting an item deselects the one before).
    public var allowsMultipleSelection = false

    /// The items selected now, by the user or `selectItem(at:)`.
    var selectedItems: Set<Int> = []
    /// The finger being followed for a highlight, and the item it went down on.
    var highlightTouch: (touch: TouchID, item: Int)?
    /// Stands between `tiledContent` and `dataSource` to restore selection on reused cells.
    lazy var items = CollectionViewItems(collectionView: self)

    /// An empty collection view; items appear once `dataSource` is set.
    public init(frame: Rect, layout: TileLayout) {
        self.layout = layout
        super.init(frame: frame)
        tiledContent.dataSource = items
    }

    /// Asks the data source again and shows what is in view. Clears the selection, as UIKit's.
    public func reloadData() {
        selectedItems.removeAll()
        cancelHighlight()
        tiledContent.reloadData()
        contentSize = tiledContent.contentSize
        visibleRectDidChange()
    }

    /// The cell showing `index`, or `nil` when that item is out of view (UIKit's `cellForItem(at:)`).
    public func cellForItem(at index: Int) -> TileView? {
        tiledContent.visibleViews[index]
    }

    /// The item whose cell contains `point` (in the collection view's bounds coordinates), among
    /// those showing (UIKit's `indexPathForItem(at:)`).
    public func indexForItem(at point: Point) -> Int? {
        for (index, cell) in tiledContent.visibleViews where cell.frame.contains(point) { return index }
        return nil
    }

    open override func visibleRectDidChange() {
        tiledContent.update(visibleRect: bounds)
    }

    // Touches from the cells: highlight and selection (CollectionView+Selection.swift).
    open override func touchesBegan(_ touches: [Touch], at time: InputTime) {
        if !highlightBegan(touches) { super.touchesBegan(touches, at: time) }
    }
    /// Follows the touch that highlighted an item: sliding off the cell lets the highlight go. Other touches
    /// go to the scroll view.
    open override func touchesMoved(_ touches: [Touch], at time: InputTime) {
        if !highlightMoved(touches) { super.touchesMoved(touches, at: time) }
    }
    /// Ends the highlight and selects the item when the touch that highlighted it lifts; other touches go to
    /// the scroll view.
    open override func touchesEnded(_ touches: [Touch], at time: InputTime) {
        if !highlightEnded(touches) { super.touchesEnded(touches, at: time) }
    }
    open override func touchesCancelled(_ touches: [Touch], at time: InputTime) {
        if !highlightCancelled(touches) { super.touchesCancelled(touches, at: time) }
    }

    open override func layoutSubviews() {
        let size = tiledContent.contentSize
        if size != contentSize { contentSize = size }
        super.layoutSubviews()
        // The layout direction changed: the cells showing take their mirrored frames.
        if tiledContent.shouldFlip != tiledContent.isFlipped { visibleRectDidChange() }
    }
}

/// `tiledContent`'s data source: forwards to the collection view's `dataSource` and sets each
/// cell's selection and highlight before it shows.
@MainActor
final class CollectionViewItems: TiledContentDataSource {
    weak var collectionView: CollectionView?

    init(collectionView: CollectionView) {
        self.collectionView = collectionView
    }

    var source: (any TiledContentDataSource)? { collectionView?.dataSource }

    func numberOfItems(in content: TiledContent) -> Int { source?.numberOfItems(in: content) ?? 0 }

    func view(forItem index: Int, in content: TiledContent) -> TileView {
        // `numberOfItems` was 0 without a source, so tiled content asks for views only with one.
        guard let source else { return TileView(reuseKind: "") }
        return source.view(forItem: index, in: content)
    }

    func willDisplay(_ view: TileView, forItem index: Int, in content: TiledContent) {
        if let collectionView {
            view.isSelected = collectionView.selectedItems.contains(index)
            view.isHighlighted = collectionView.highlightTouch?.item == index
        }
        source?.willDisplay(view, forItem: index, in: content)
    }

    func didEndDisplaying(_ view: TileView, forItem index: Int, in content: TiledContent) {
        source?.didEndDisplaying(view, forItem: index, in: content)
    }

    func prefetchItems(_ indexes: [Int], in content: TiledContent) { source?.prefetchItems(indexes, in: content) }
    func cancelPrefetching(_ indexes: [Int], in content: TiledContent) { source?.cancelPrefetching(indexes, in: content) }
}
