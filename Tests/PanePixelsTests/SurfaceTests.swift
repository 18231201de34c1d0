import Testing
import PaneGeometry
import PanePixels

@Suite struct SurfaceTests {
    @Test func newSurfacesAreFilledAndSized() {
        let s = Surface(width: 3, height: 2, fill: .red)
        #expect(s.width == 3 && s.height == 2 && s.stride == 3 && s.byteCount == 24)
        #expect(s.size == PixelRect(x: 0, y: 0, width: 3, height: 2))
        #expect(allPixels(s) == Array(repeating: Color.red.argb, count: 6))
        #expect(allPixels(Surface(width: 2, height: 2)) == [0, 0, 0, 0], "transparent by default")
    }

    @Test func emptySurfacesAreValid() {
        let s = Surface(width: 0, height: 5)
        #expect(s.byteCount == 0 && s.pixels.width == 0 && s.pixels.height == 5)
        let same = s.hasSamePixels(as: Surface(width: 0, height: 5))
        #expect(same)
    }

    @Test func subscriptReadsAndWritesThePixels() {
        var s = Surface(width: 4, height: 4)
        s[3, 1] = 0xFF12_3456
        #expect(s.pixels[3, 1] == 0xFF12_3456 && s.pixels.row(1)[3] == 0xFF12_3456)
    }

    @Test func hasSamePixelsComparesSizeAndEveryPixel() {
        let a = numberedSurface(5, 4), b = numberedSurface(5, 4)
        let equal = a.hasSamePixels(as: b)
        b.pixels[4, 3] = 0
        let afterChange = a.hasSamePixels(as: b)
        let otherSize = a.hasSamePixels(as: numberedSurface(4, 5))
        #expect(equal && !afterChange && !otherSize)
    }
}
