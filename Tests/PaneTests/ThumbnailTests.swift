import Testing
import Pane

@Suite struct ThumbnailTests {
    @Test func boxFilterAveragesTheCoveredPixels() {
        let s = Surface(width: 4, height: 2)
        let values: [UInt32] = [0xFF00_0000, 0xFF00_0004, 0xFF00_0008, 0xFF00_000C,
                                0xFF00_0002, 0xFF00_0006, 0xFF00_000A, 0xFF00_000E]
        for i in 0..<8 { s.pixels[i % 4, i / 4] = values[i] }
        let t = Thumbnail.make(from: Image(s), fitting: 2, 1)
        #expect(t.width == 2 && t.height == 1)
        // Left half: (0 + 4 + 2 + 6) / 4 = 3; right half: (8 + 12 + 10 + 14) / 4 = 11.
        #expect(t.surface[0, 0] == 0xFF00_0003 && t.surface[1, 0] == 0xFF00_000B)
    }

    @Test func aspectFillCropsTheCentre() {
        let s = Surface(width: 6, height: 2, fill: .red)
        for y in 0..<2 { s.pixels[0, y] = Color.blue.argb; s.pixels[5, y] = Color.blue.argb }
        let t = Thumbnail.make(from: Image(s), fitting: 2, 2)   // keeps the middle 2x2 of the 6x2
        #expect(t.width == 2 && t.height == 2)
        #expect(t.surface[0, 0] == Color.red.argb && t.surface[1, 1] == Color.red.argb)
    }

    @Test func neverScalesUp() {
        let image = Image(Surface(width: 10, height: 10, fill: .red))
        #expect(Thumbnail.make(from: image, fitting: 20, 20) === image)
    }
}
