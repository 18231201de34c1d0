public import PaneGeometry

/// A scroll view whose content is a large collection laid out by a `TileLayout`: only the items
/// in view (plus `tiledContent.overscan`) exist as subviews, reused as they scroll, so ten
/// thousand items cost what one screen costs.
///
/// Set `dataSource` (a `TiledContentDataSource`) and the layout; `contentSize` follows the item
/// count. Call `reloadData()` when the items change.
open class CollectionView: ScrollView {
    public private(set) lazy var tiledContent = TiledContent(host: self, layout: layout)
    public var layout: TileLayout { didSet { tiledContent.layout = layout; contentGeometryChanged() } }
    public weak var dataSource: (any TiledContentDataSource)? {
        didSet {
            tiledContent.dataSource = dataSource
            reloadData()
        }
    }

    public init(frame: Rect, layout: TileLayout) {
        self.layout = layout
        super.init(frame: frame)
    }

    /// Asks the data source again and shows what is in view.
    public func reloadData() {
        tiledContent.reloadData()
        contentSize = tiledContent.contentSize
        visibleRectDidChange()
    }

    open override func visibleRectDidChange() {
        tiledContent.update(visibleRect: bounds)
    }

    open override func layoutSubviews() {
        let size = tiledContent.contentSize
        if size != contentSize { contentSize = size }
        super.layoutSubviews()
    }
}
