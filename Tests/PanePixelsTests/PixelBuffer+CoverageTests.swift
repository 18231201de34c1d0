import Testing
import PaneGeometry
import PanePixels

@Suite struct PixelBufferCoverageTests {
    @Test("paint asks the coverage at every pixel's centre once and blends the colour scaled by it")
    func paintBlendsByCoverage() {
        let s = Surface(width: 4, height: 2, fill: Color(premultipliedARGB: 0xFFFF_FFFF))
        var asked: [[Double]] = []
        s.pixels.paint(Color(premultipliedARGB: 0xFFFF_0000)) { x, y in
            asked.append([x, y])
            return x < 1 ? 1 : x < 2 ? 0.5 : 0
        }
        #expect(asked == [[0.5, 0.5], [1.5, 0.5], [2.5, 0.5], [3.5, 0.5], [0.5, 1.5], [1.5, 1.5], [2.5, 1.5], [3.5, 1.5]])
        // Half coverage: alpha round(127.5) = 128, so red 0x80 over white scaled by 127 (0x7F),
        // each channel rounded as pixman's UN8 multiply rounds.
        for y in 0..<2 {
            #expect(s[0, y] == 0xFFFF_0000 && s[1, y] == 0xFFFF_7F7F && s[2, y] == 0xFFFF_FFFF && s[3, y] == 0xFFFF_FFFF)
        }
    }

    @Test("a translucent colour at full coverage blends source-over; zero coverage leaves the pixel alone")
    func translucentColour() {
        let s = Surface(width: 2, height: 1, fill: Color(premultipliedARGB: 0xFF00_00FF))
        s.pixels.paint(Color(premultipliedARGB: 0x8080_0000)) { x, _ in x < 1 ? 1 : 0 }
        // 0x80800000 + 0xFF0000FF × (255 − 128) / 255 = 0x80800000 + 0x7F00007F.
        #expect(s[0, 0] == 0xFF80_007F && s[1, 0] == 0xFF00_00FF)
    }
}
