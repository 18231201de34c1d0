import Testing
import PanePixels

@Suite struct ImageTests {
    @Test func opacityIsFoundOnce() {
        let opaque = Image(Surface(width: 3, height: 2, fill: .red))
        #expect(opaque.isOpaque && opaque.width == 3 && opaque.height == 2 && opaque.byteCount == 24)
        let s = Surface(width: 3, height: 2, fill: .red)
        s.pixels[2, 1] = 0xFE00_0000
        #expect(!Image(s).isOpaque, "one pixel below alpha 255 is enough")
        #expect(!Image(Surface(width: 1, height: 1)).isOpaque)
        #expect(Image(Surface(width: 0, height: 0)).isOpaque, "nothing to see through")
    }

    @Test func sharedNotCopied() {
        let image = Image(numberedSurface(4, 4))
        let other = image
        #expect(other === image && other.surface.pixels.base == image.surface.pixels.base)
    }
}
