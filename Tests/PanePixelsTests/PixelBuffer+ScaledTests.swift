import Testing
import PaneGeometry
import PanePixels

@Suite struct PixelBufferScaledTests {
    static func random(_ w: Int, _ h: Int, opaque: Bool) -> Surface {
        var rng = SystemRandomNumberGenerator()
        let s = Surface(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let a: UInt32 = opaque ? 255 : UInt32.random(in: 0...255, using: &rng)
                let c = multiplyUN8x4(UInt32.random(in: 0...0xFFFFFF, using: &rng) | 0xFF00_0000, a)
                s.pixels[x, y] = a << 24 | (c & 0xFFFFFF)
            }
        }
        return s
    }

    static let sizes: [(Int, Int, PixelRect)] = [
        (4, 4, PixelRect(x: 0, y: 0, width: 8, height: 8)),      // 2x up
        (8, 8, PixelRect(x: 3, y: 2, width: 4, height: 4)),      // 2x down
        (7, 5, PixelRect(x: 1, y: 1, width: 23, height: 13)),    // odd ratios
        (30, 20, PixelRect(x: -5, y: 4, width: 11, height: 17)), // partly outside
        (3, 9, PixelRect(x: 2, y: 0, width: 9, height: 9)),
    ]

    @Test("nearest in Swift equals pixman's NEAREST", arguments: 0..<5)
    func nearestMatchesPixman(_ index: Int) {
        let (w, h, target) = Self.sizes[index]
        let source = Self.random(w, h, opaque: false)
        for alpha: UInt8 in [255, 128] {
            let ours = Surface(width: 32, height: 24, fill: Color(rgb: 0x204060))
            let theirs = Surface(width: 32, height: 24, fill: Color(rgb: 0x204060))
            let clip = PixelRect(x: 1, y: 1, width: 30, height: 21)
            ours.pixels.drawScaled(source.pixels, into: target, clip: clip, alpha: alpha, filter: .nearest)
            theirs.pixels.drawScaledWithPixman(source.pixels, into: target, clip: clip, alpha: alpha, filter: .nearest)
            let same = ours.hasSamePixels(as: theirs)
            #expect(same, "source \(w)x\(h) into \(target), alpha \(alpha)")
        }
    }

    @Test func nearestDoublingRepeatsEachPixel() {
        let source = Surface(width: 2, height: 1)
        source.pixels[0, 0] = Color.red.argb
        source.pixels[1, 0] = Color.blue.argb
        let target = Surface(width: 4, height: 2)
        target.pixels.drawScaled(source.pixels, into: PixelRect(x: 0, y: 0, width: 4, height: 2), clip: target.pixels.bounds,
                                 filter: .nearest, sourceIsOpaque: true)
        #expect((0..<4).map { target[$0, 1] } == [Color.red.argb, Color.red.argb, Color.blue.argb, Color.blue.argb])
    }

    @Test func bilinearBlendsNeighboursAndKeepsFlatAreasExact() {
        let flat = Surface(width: 5, height: 5, fill: Color(rgb: 0x336699))
        let out = Surface(width: 13, height: 9)
        out.pixels.drawScaled(flat.pixels, into: out.pixels.bounds, clip: out.pixels.bounds, filter: .bilinear, sourceIsOpaque: true)
        #expect((0..<9).allSatisfy { y in (0..<13).allSatisfy { out[$0, y] == 0xFF33_6699 } })
        let edge = Surface(width: 2, height: 1)
        edge.pixels[0, 0] = 0xFF00_0000
        edge.pixels[1, 0] = 0xFFFF_FFFF
        let wide = Surface(width: 4, height: 1)
        wide.pixels.drawScaled(edge.pixels, into: wide.pixels.bounds, clip: wide.pixels.bounds, filter: .bilinear, sourceIsOpaque: true)
        // Samples at 0.25, 0.75, 1.25, 1.75 source pixels: black, 1/4 white, 3/4 white, white
        // (edges padded). pixman weighs with 7-bit fractions and truncates (pixman-inlines.h,
        // BILINEAR_INTERPOLATION_BITS): 255 * 32/128 = 63.75 → 0x3F, 255 * 96/128 = 191.25 → 0xBF.
        #expect(wide[0, 0] == 0xFF00_0000 && wide[3, 0] == 0xFFFF_FFFF)
        #expect(wide[1, 0] == 0xFF3F_3F3F && wide[2, 0] == 0xFFBF_BFBF)
    }

    @Test func clippedToTheClipAndTheBuffer() {
        let source = Surface(width: 2, height: 2, fill: .red)
        let out = Surface(width: 10, height: 10)
        out.pixels.drawScaled(source.pixels, into: PixelRect(x: -4, y: -4, width: 20, height: 20),
                              clip: PixelRect(x: 2, y: 3, width: 4, height: 2), filter: .nearest)
        var painted = 0
        for y in 0..<10 { for x in 0..<10 where out[x, y] != 0 { painted += 1 } }
        #expect(painted == 8 && out[2, 3] == Color.red.argb && out[5, 4] == Color.red.argb)
    }
}
