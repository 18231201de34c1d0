import Glibc
import PaneGeometry

/// Levels of detail and tile ranges for tiled zoomable content (spec §11.2 CATiledLayer
/// conventions, spec §11.3 tiled content provider), and the visible row range of a list (spec §11.1).
public enum TileMath {
    /// 256×256 pixels, CATiledLayer's default tile (spec §11.2).
    public static let defaultTileSize = 256.0
    /// New tiles fade in over 0.25 s (spec §11.2).
    public static let fadeDurationMs = 250.0

    /// `levelsOfDetail = ceil(log2 max) + ceil(|log2 min|) + 1`, `bias = ceil(log2 max)` for a
    /// zoom range (spec §11.2, S16): min 0.25, max 4 → 5 levels, bias 2.
    public static func levelsOfDetail(minimumZoom: Double, maximumZoom: Double) -> (levels: Int, bias: Int) {
        guard minimumZoom > 0, maximumZoom > 0, minimumZoom.isFinite, maximumZoom.isFinite else { return (1, 0) }
        let up = Swift.max(0, Int(log2(maximumZoom).rounded(.up)))
        let down = Swift.max(0, Int((-log2(minimumZoom)).rounded(.up)))
        return (up + down + 1, up)
    }

    /// The level to draw at zoom `z`: `k = clamp(ceil(log2 z), −(levels − 1 − bias), bias)`;
    /// tiles at level `k` are rendered at content scale `2^k` (spec §11.2).
    public static func level(forZoom z: Double, levels: Int, bias: Int) -> Int {
        guard z > 0, z.isFinite else { return 0 }
        let k = Int(log2(z).rounded(.up))
        return Swift.min(Swift.max(k, -(levels - 1 - bias)), bias)
    }

    /// Content scale of level `k`: `2^k`.
    public static func contentScale(level k: Int) -> Double { exp2(Double(k)) }

    /// The visible rect in content coordinates: bounds divided by the zoom scale (spec §11.3).
    public static func visibleContentRect(bounds: Rect, zoomScale s: Double) -> Rect {
        guard s > 0 else { return bounds }
        return Rect(x: bounds.minX / s, y: bounds.minY / s, width: bounds.width / s, height: bounds.height / s)
    }

    /// Tile columns and rows intersecting `visible` grown by `overscan` on every side, clipped to
    /// the grid of `contentSize` (spec §11.3): columns `floor(minX/T) … ceil(maxX/T) − 1`.
    /// `nil` when nothing is visible. Work in one space: content points at the level's tile size.
    public static func tileRange(visible: Rect, tileSize t: Size, overscan: Double = 0,
                                 contentSize: Size) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        guard t.width > 0, t.height > 0, !visible.isEmpty else { return nil }
        let grown = visible.insetBy(dx: -overscan, dy: -overscan)
        let lastColumn = index(contentSize.width / t.width, .up) - 1
        let lastRow = index(contentSize.height / t.height, .up) - 1
        guard let columns = span(grown.minX, grown.maxX, t.width, lastColumn),
              let rows = span(grown.minY, grown.maxY, t.height, lastRow) else { return nil }
        return (columns, rows)
    }

    /// Indices of rows of height `rowHeight` intersecting `[offset, offset + height)` (spec §11.1,
    /// T11a: 800 tall, rows 44 → 0…18), limited to `rowCount` rows when given.
    public static func visibleRows(offset: Double, height: Double, rowHeight: Double,
                                   rowCount: Int? = nil) -> ClosedRange<Int>? {
        guard rowHeight > 0, height > 0 else { return nil }
        let last = rowCount.map { $0 - 1 } ?? Int(Int32.max)
        return span(offset, offset + height, rowHeight, last)
    }

    private static func span(_ lo: Double, _ hi: Double, _ size: Double, _ last: Int) -> ClosedRange<Int>? {
        guard lo.isFinite, hi.isFinite, hi > lo, last >= 0 else { return nil }
        let first = Swift.max(0, index(lo / size, .down))
        let end = Swift.min(last, index(hi / size, .up) - 1)
        return first <= end ? first...end : nil
    }

    /// `x` rounded and converted to `Int` within ±2³¹ (NaN → 0), so no input can trap.
    private static func index(_ x: Double, _ rule: FloatingPointRoundingRule) -> Int {
        guard !x.isNaN else { return 0 }
        return Int(Swift.min(Swift.max(x.rounded(rule), Double(Int32.min)), Double(Int32.max)))
    }
}
