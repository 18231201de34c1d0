public import Pane

/// The first screen: a title and a grid of the menu (a `CollectionView` named `menu`). A tap on
/// an item highlights it and calls `onChoose` with it.
public final class MenuScreen: View, CollectionViewDelegate {
    public let grid: CollectionView
    public var onChoose: ((MenuItem) -> Void)?
    let items: [MenuItem]
    let title: Label

    public init(frame: Rect, items: [MenuItem], theme: Theme = .light) {
        self.items = items
        title = Label(text: "Café Pane — what would you like?", frame: Rect(x: 24, y: 0, width: frame.width - 48, height: 64),
                      font: Font.system(size: 26, bold: true))
        title.textColor = theme.textColor
        title.accessibilityTraits = .header   // the reader says "…, heading"
        grid = CollectionView(frame: Rect(x: 0, y: 64, width: frame.width, height: frame.height - 64),
                              layout: MenuScreen.layout(width: frame.width, columns: 3))
        super.init(frame: frame)
        backgroundColor = theme.backgroundColor
        grid.identifier = "menu"
        grid.backgroundColor = theme.backgroundColor
        grid.dataSource = MenuCells(items: items, theme: theme)   // the grid keeps it alive
        grid.delegate = self
        addSubview(title)
        addSubview(grid)
    }

    /// Cells 170 pt tall in `columns` columns, 16 pt apart and from the edges, on a grid `width` wide.
    static func layout(width: Double, columns: Int) -> TileLayout {
        let gaps = Double(2 * 16 + (columns - 1) * 16)
        let cellWidth = ((width - gaps) / Double(columns)).rounded(.down)
        return TileLayout(itemSize: Size(width: cellWidth, height: 170), spacing: 16,
                          insets: EdgeInsets(top: 8, left: 16, bottom: 16, right: 16), columns: columns)
    }

    /// Three columns in a regular width (a landscape panel), two in a compact one (portrait),
    /// where the title also takes a smaller font to fit: the screen adapts when the window turns.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let compact = traitCollection.horizontalSizeClass == .compact
        title.font = Font.system(size: compact ? 22 : 26, bold: true)
        title.frame = Rect(x: 24, y: 0, width: bounds.width - 48, height: 64)
        grid.frame = Rect(x: 0, y: 64, width: bounds.width, height: max(0, bounds.height - 64))
        let layout = MenuScreen.layout(width: bounds.width, columns: compact ? 2 : 3)
        if layout != grid.layout { grid.layout = layout }
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) {
        collectionView.deselectItem(at: index)   // the menu keeps no selection: the detail shows it
        onChoose?(items[index])
    }
}

/// The grid's cells: a swatch, the name and the price, on a card that turns the tint colour's
/// pale shade while a finger is on it. To a screen reader each cell is one button, "Cappuccino,
/// €3.20, button"; activating it opens the item as a tap does (the kit's `TileView`).
final class MenuCells: TiledContentDataSource {
    let items: [MenuItem]
    let theme: Theme

    init(items: [MenuItem], theme: Theme) {
        self.items = items
        self.theme = theme
    }

    func numberOfItems(in content: TiledContent) -> Int { items.count }

    func view(forItem index: Int, in content: TiledContent) -> TileView {
        let cell = content.dequeueView(kind: MenuCell.kind) { MenuCell(theme: theme) } as! MenuCell
        cell.show(items[index])
        return cell
    }
}

final class MenuCell: TileView {
    static let kind = "menu-item"
    let swatch = View()
    let name = Label()
    let price = Label()

    init(theme: Theme) {
        super.init(reuseKind: Self.kind)
        backgroundColor = theme.secondaryBackgroundColor
        cornerRadius = 12
        let highlight = View()
        highlight.backgroundColor = Color(rgb: 0xCCE4FF)
        highlight.cornerRadius = 12
        selectedBackgroundView = highlight
        swatch.cornerRadius = 8
        name.font = Font.system(size: 20, bold: true)
        name.textColor = theme.textColor
        price.textColor = theme.secondaryTextColor
        for v in [swatch, name, price] { addSubview(v) }
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    func show(_ item: MenuItem) {
        swatch.backgroundColor = item.color
        name.text = item.name
        price.text = item.priceText
        accessibilityLabel = "\(item.name), \(item.priceText)"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        swatch.frame = Rect(x: 12, y: 12, width: bounds.width - 24, height: bounds.height - 84)
        name.frame = Rect(x: 12, y: bounds.height - 66, width: bounds.width - 24, height: 28)
        price.frame = Rect(x: 12, y: bounds.height - 36, width: bounds.width - 24, height: 24)
    }
}
