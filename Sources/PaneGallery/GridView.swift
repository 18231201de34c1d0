public import Pane

/// The thumbnail grid's collection view: square cells about 190 pt wide, as many columns as fit
/// (at least two), 8 pt apart. The columns follow the view's width, so the grid reflows when the
/// window turns: four columns at 800 pt, two at 480.
final class GridView: CollectionView {
    /// The width the layout was made for.
    private var layoutWidth: Double

    init(frame: Rect) {
        layoutWidth = frame.width
        super.init(frame: frame, layout: GridView.layout(width: frame.width))
        tiledContent.overscan = layout.itemSize.width / 2
    }

    /// The layout for a grid `width` points wide.
    static func layout(width: Double) -> TileLayout {
        let columns = max(2, Int((width - 8) / 198))
        let side = ((width - 8) / Double(columns) - 8).rounded(.down)
        return TileLayout(itemSize: Size(width: side, height: side), spacing: 8,
                          insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    override func layoutSubviews() {
        if bounds.width != layoutWidth {
            layoutWidth = bounds.width
            layout = GridView.layout(width: bounds.width)
            tiledContent.overscan = layout.itemSize.width / 2
        }
        super.layoutSubviews()
    }
}
