import PaneGeometry
import Testing
import PanePhysics

@Suite struct TileMathTests {
    @Test("spec §11.2 min 0.25, max 4 → 5 levels, bias 2; zoom 1.5 → k 1; 0.3 → k −1; 0.2 → k −2")
    func levels() {
        let (levels, bias) = TileMath.levelsOfDetail(minimumZoom: 0.25, maximumZoom: 4)
        #expect(levels == 5 && bias == 2)
        #expect(TileMath.level(forZoom: 1.5, levels: levels, bias: bias) == 1)
        #expect(TileMath.contentScale(level: 1) == 2)
        #expect(TileMath.level(forZoom: 0.3, levels: levels, bias: bias) == -1)
        #expect(TileMath.contentScale(level: -1) == 0.5)
        #expect(TileMath.level(forZoom: 0.2, levels: levels, bias: bias) == -2)
        #expect(TileMath.level(forZoom: 0.01, levels: levels, bias: bias) == -2)
        #expect(TileMath.level(forZoom: 100, levels: levels, bias: bias) == 2)
    }

    let tile = Size(width: 256, height: 256)
    let content = Size(width: 375, height: 5000)

    func tiles(_ v: Rect, overscan: Double = 0) -> Set<[Int]> {
        guard let r = TileMath.tileRange(visible: v, tileSize: tile, overscan: overscan, contentSize: content) else { return [] }
        var s = Set<[Int]>()
        for c in r.columns { for row in r.rows { s.insert([c, row]) } }
        return s
    }

    @Test("spec §11.3 M 0 at offset 0 → columns 0…1, rows 0…3 (8 tiles); at y 300 rows 1…4: 2 removed, 2 added")
    func scrolling() {
        let visible = TileMath.visibleContentRect(bounds: Rect(x: 0, y: 0, width: 375, height: 812), zoomScale: 1)
        let r = TileMath.tileRange(visible: visible, tileSize: tile, contentSize: content)
        #expect(r?.columns == 0...1 && r?.rows == 0...3)
        let before = tiles(visible)
        let after = tiles(Rect(x: 0, y: 300, width: 375, height: 812))
        #expect(before.count == 8 && after.count == 8)
        #expect(before.subtracting(after).count == 2 && after.subtracting(before).count == 2)
        let r2 = TileMath.tileRange(visible: Rect(x: 0, y: 300, width: 375, height: 812), tileSize: tile, contentSize: content)
        #expect(r2?.rows == 1...4)
    }

    @Test("spec §11.3 M 128 at y 300 → rows 0…4, columns 0…1 (10 tiles)")
    func overscan() {
        let r = TileMath.tileRange(visible: Rect(x: 0, y: 300, width: 375, height: 812), tileSize: tile, overscan: 128,
                                   contentSize: content)
        #expect(r?.columns == 0...1 && r?.rows == 0...4)
        #expect(tiles(Rect(x: 0, y: 300, width: 375, height: 812), overscan: 128).count == 10)
    }

    @Test("spec §11.3 zoomed: visible content rect is bounds / zoom")
    func zoomed() {
        #expect(TileMath.visibleContentRect(bounds: Rect(x: 500, y: 200, width: 320, height: 480), zoomScale: 2)
                == Rect(x: 250, y: 100, width: 160, height: 240))
    }

    @Test("spec §11.1 T11a–c rows of 44 in 800: offset 0 → 0…18; 44 → 1…19; 4400 → 100…118")
    func rows() {
        #expect(TileMath.visibleRows(offset: 0, height: 800, rowHeight: 44) == 0...18)
        #expect(TileMath.visibleRows(offset: 44, height: 800, rowHeight: 44) == 1...19)
        #expect(TileMath.visibleRows(offset: 4400, height: 800, rowHeight: 44) == 100...118)
        #expect(TileMath.visibleRows(offset: 0, height: 800, rowHeight: 44, rowCount: 5) == 0...4)
        #expect(TileMath.visibleRows(offset: 0, height: 800, rowHeight: 44, rowCount: 0) == nil)
    }

    @Test("empty or off-content rects give no tiles")
    func empty() {
        #expect(TileMath.tileRange(visible: .zero, tileSize: tile, contentSize: content) == nil)
        #expect(TileMath.tileRange(visible: Rect(x: 0, y: 6000, width: 375, height: 812), tileSize: tile,
                                   contentSize: content) == nil)
    }
}

@Suite struct TileMathBadInputTests {
    @Test("huge, infinite or NaN inputs never trap (tiles, rows)")
    func badInput() {
        let tile = Size(width: 256, height: 256)
        #expect(TileMath.tileRange(visible: Rect(x: 1e300, y: -1e300, width: 1e300, height: 1e300), tileSize: tile,
                                   contentSize: Size(width: .infinity, height: .nan)) == nil)
        #expect(TileMath.levelsOfDetail(minimumZoom: 0, maximumZoom: .infinity) == (1, 0))
        #expect(TileMath.visibleRows(offset: -1e300, height: 1e301, rowHeight: 1e-300) == 0...(Int(Int32.max) - 1))
    }
}
