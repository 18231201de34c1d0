public import PaneGeometry

/// Where the items of tiled content go: a grid of equal cells or a list of equal rows, in
/// content coordinates (the host scroll view's bounds coordinates).
///
/// Pure arithmetic: `frame(ofItem:)`, `items(in:)` and `contentSize` cost O(1) and O(visible),
/// whatever the number of items, so ten thousand photos cost what one screen costs.
public struct TileLayout: Hashable, Sendable {
    /// Cell size (a list's cells are as wide as the content).
    public var itemSize: Size
    /// Space between cells, both ways.
    public var spacing: Double
    /// Space around all cells.
    public var insets: EdgeInsets
    /// Columns; `nil` fits as many as the width allows (at least one).
    public var columns: Int?
    /// Whether the host mirrors these frames when it lays out right to left (UIKit's
    /// `UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection`, which
    /// `UICollectionViewFlowLayout` turns on): `true`, so a right-to-left grid fills each row from
    /// the right, its first item at the top right. `frame(ofItem:width:)` is always left to right;
    /// `TiledContent` mirrors it.
    public var flipsHorizontallyInOppositeLayoutDirection = true

    /// A grid (or, with one column, a list) of `itemSize` cells; by default as many columns as fit, no
    /// spacing, no insets.
    public init(itemSize: Size, spacing: Double = 0, insets: EdgeInsets = .zero, columns: Int? = nil) {
        self.itemSize = itemSize
        self.spacing = spacing
        self.insets = insets
        self.columns = columns
    }

    /// One item per row, `rowHeight` tall, as wide as the content.
    public static func list(rowHeight: Double, spacing: Double = 0, insets: EdgeInsets = .zero) -> TileLayout {
        TileLayout(itemSize: Size(width: 0, height: rowHeight), spacing: spacing, insets: insets, columns: 1)
    }

    /// How many columns fit in `width`.
    public func columnCount(forWidth width: Double) -> Int {
        if let columns { return max(1, columns) }
        let usable = width - insets.left - insets.right + spacing
        return max(1, Int((usable / (itemSize.width + spacing)).rounded(.down)))
    }

    func cellWidth(forWidth width: Double) -> Double {
        itemSize.width > 0 ? itemSize.width : max(0, width - insets.left - insets.right)
    }

    /// The content size for `count` items in a host `width` wide.
    public func contentSize(count: Int, width: Double) -> Size {
        let columns = columnCount(forWidth: width)
        let rows = (count + columns - 1) / columns
        let height = rows == 0 ? 0 : Double(rows) * itemSize.height + Double(rows - 1) * spacing
        return Size(width: width, height: insets.top + height + insets.bottom)
    }

    /// Where item `index` goes in content coordinates, in a host `width` wide: row by row, left to
    /// right (a right-to-left host mirrors it; see `flipsHorizontallyInOppositeLayoutDirection`).
    public func frame(ofItem index: Int, width: Double) -> Rect {
        let columns = columnCount(forWidth: width)
        let row = index / columns, column = index % columns
        let w = cellWidth(forWidth: width)
        return Rect(x: insets.left + Double(column) * (w + spacing), y: insets.top + Double(row) * (itemSize.height + spacing),
                    width: w, height: itemSize.height)
    }

    /// Calls `body` with each item whose frame intersects `rect` (frames are half-open), row by
    /// row, without allocating.
    public func forEachItem(in rect: Rect, count: Int, width: Double, _ body: (Int) throws -> Void) rethrows {
        guard count > 0, !rect.isEmpty, itemSize.height > 0 else { return }
        let columns = columnCount(forWidth: width)
        let w = cellWidth(forWidth: width)
        let rows = Self.span(lo: rect.minY - insets.top, hi: rect.maxY - insets.top, size: itemSize.height,
                             pitch: itemSize.height + spacing, limit: (count + columns - 1) / columns)
        let cols = Self.span(lo: rect.minX - insets.left, hi: rect.maxX - insets.left, size: w, pitch: w + spacing,
                             limit: columns)
        guard !rows.isEmpty, !cols.isEmpty else { return }
        for row in rows {
            for column in cols {
                let index = row * columns + column
                if index >= count { return }
                try body(index)
            }
        }
    }

    /// The cells `0..<limit` of size `size` every `pitch` that intersect `[lo, hi)`.
    static func span(lo: Double, hi: Double, size: Double, pitch: Double, limit: Int) -> Range<Int> {
        guard pitch > 0, size > 0, limit > 0 else { return 0..<0 }
        // Cell k covers [k·pitch, k·pitch + size): it meets [lo, hi) when k·pitch + size > lo and k·pitch < hi.
        let first = max(0, Int(((lo - size) / pitch).rounded(.down)) + 1)
        let last = min(limit - 1, Int((hi / pitch).rounded(.up)) - 1)
        return first <= last ? first..<(last + 1) : 0..<0
    }
}
