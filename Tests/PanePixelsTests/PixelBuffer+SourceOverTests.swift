import Testing
import CPixman
import PaneGeometry
import PanePixels

@Suite struct PixelBufferSourceOverTests {
    /// Random valid premultiplied pixels (no channel above alpha), with alpha 0 and 255 well
    /// represented.
    static func randomPremultiplied(_ w: Int, _ h: Int) -> Surface {
        var rng = SystemRandomNumberGenerator()
        let s = Surface(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let a: UInt32 = [0, 255, UInt32.random(in: 0...255, using: &rng)][(x + y) % 3]
                let c = multiplyUN8x4(UInt32.random(in: 0...0xFFFFFF, using: &rng) | 0xFF00_0000, a)
                s.pixels[x, y] = a << 24 | (c & 0xFFFFFF)
            }
        }
        return s
    }

    /// The key test of issue 2: Swift's OVER equals pixman's OVER on random data, with and without
    /// a constant alpha (pixman: a solid a8 mask).
    @Test(arguments: [UInt8(255), 200, 128, 1])
    func matchesPixmanOver(alpha: UInt8) {
        let w = 97, h = 31
        let src = Self.randomPremultiplied(w, h)
        let ours = Self.randomPremultiplied(w, h)
        let theirs = Surface(width: w, height: h)
        theirs.pixels.copy(from: ours.pixels, to: (0, 0))
        ours.pixels.sourceOver(from: src.pixels, to: (0, 0), alpha: alpha)
        let s = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(w), Int32(h), src.pixels.base, Int32(w * 4))
        let d = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(w), Int32(h), theirs.pixels.base, Int32(w * 4))
        var maskColor = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(alpha) * 257)
        let mask = alpha == 255 ? nil : pixman_image_create_solid_fill(&maskColor)
        pixman_image_composite32(PIXMAN_OP_OVER, s, mask, d, 0, 0, 0, 0, 0, 0, Int32(w), Int32(h))
        pixman_image_unref(s)
        pixman_image_unref(d)
        if let mask { pixman_image_unref(mask) }
        var differing = 0
        for y in 0..<h { for x in 0..<w where ours[x, y] != theirs[x, y] { differing += 1 } }
        #expect(differing == 0)
    }

    @Test func clippedToBothBuffersAndTheClip() {
        let src = Surface(width: 4, height: 4, fill: Color(red: 255, green: 0, blue: 0, alpha: 128))
        let dst = Surface(width: 6, height: 6, fill: .white)
        dst.pixels.sourceOver(from: src.pixels, to: (-2, 3), clip: PixelRect(x: 0, y: 0, width: 6, height: 5))
        // Covered: x 0..1, y 3..4 (the source hangs off the left and the clip cuts row 5).
        #expect(dst[0, 3] == 0xFFFF_7F7F && dst[1, 4] == 0xFFFF_7F7F)
        #expect(dst[2, 3] == Color.white.argb && dst[0, 5] == Color.white.argb && dst[0, 2] == Color.white.argb)
    }
}

@Suite struct PixelBufferFillAndCopyTests {
    @Test func fillReplacesAndBlendComposites() {
        let s = Surface(width: 5, height: 5, fill: .white)
        s.pixels.fill(PixelRect(x: -1, y: -1, width: 3, height: 3), with: .clear)
        #expect(s[0, 0] == 0 && s[1, 1] == 0 && s[2, 2] == Color.white.argb)
        s.pixels.blend(PixelRect(x: 2, y: 2, width: 9, height: 9), with: Color(red: 0, green: 0, blue: 255, alpha: 128))
        #expect(s[4, 4] == 0xFF7F_7FFF && s[1, 4] == Color.white.argb)
        s.pixels.blend(PixelRect(x: 0, y: 0, width: 5, height: 5), with: .clear)
        #expect(s[4, 4] == 0xFF7F_7FFF, "blending a clear colour changes nothing")
    }

    @Test func copyIsClippedAndExact() {
        let src = Surface(width: 3, height: 3)
        for y in 0..<3 { for x in 0..<3 { src.pixels[x, y] = UInt32(y * 3 + x) } }
        let dst = Surface(width: 4, height: 4, fill: .white)
        dst.pixels.copy(from: src.pixels, to: (2, -1), clip: PixelRect(x: 0, y: 0, width: 3, height: 4))
        #expect(dst[2, 0] == 3 && dst[2, 1] == 6 && dst[3, 0] == Color.white.argb && dst[2, 2] == Color.white.argb)
    }

    @Test func croppedBuffersShareMemory() {
        let s = Surface(width: 8, height: 8)
        let part = s.pixels.cropped(to: PixelRect(x: 6, y: 6, width: 5, height: 5))
        #expect(part.width == 2 && part.height == 2 && part.stride == 8)
        part[1, 1] = 42
        #expect(s[7, 7] == 42)
        #expect(s.pixels.cropped(to: PixelRect(x: 20, y: 0, width: 2, height: 2)).width == 0)
    }
}

@Suite struct ColorTests {
    @Test func premultipliesWithPixmanRounding() {
        #expect(Color(red: 255, green: 255, blue: 255, alpha: 128).argb == 0x8080_8080)
        #expect(Color(red: 200, green: 100, blue: 50, alpha: 64).argb == 0x4032_190D)   // 12.55 rounds to 13
        #expect(Color(red: 9, green: 9, blue: 9, alpha: 0).argb == 0)
        #expect(Color(rgb: 0x123456).argb == 0xFF12_3456 && Color(rgb: 0x123456).isOpaque)
        #expect(multiplyUN8(255, 255) == 255 && multiplyUN8(128, 128) == 64 && multiplyUN8(1, 127) == 0)
        #expect(Color.white.multiplied(byAlpha: 128).argb == 0x8080_8080)
        #expect(Color(premultipliedARGB: 0x80402010).description == "#80402010")
    }
}

@Suite struct RegionTests {
    @Test func unionIntersectSubtractIterate() {
        let r = Region(PixelRect(x: 0, y: 0, width: 10, height: 10))
        r.formUnion(PixelRect(x: 5, y: 5, width: 10, height: 10))
        #expect(r.area == 175)
        #expect(r.extents == PixelRect(x: 0, y: 0, width: 15, height: 15))
        #expect(r.rects == [PixelRect(x: 0, y: 0, width: 10, height: 5), PixelRect(x: 0, y: 5, width: 15, height: 5),
                            PixelRect(x: 5, y: 10, width: 10, height: 5)])
        r.subtract(PixelRect(x: 0, y: 0, width: 15, height: 6))
        #expect(r.area == 175 - 50 - 15, "rows 0...4 of the first square and all of row 5")
        r.formIntersection(PixelRect(x: 6, y: 6, width: 4, height: 100))
        #expect(r.rects == [PixelRect(x: 6, y: 6, width: 4, height: 9)])
        let points = (r.contains(x: 6, y: 6), r.contains(x: 5, y: 6))
        #expect(points.0 && !points.1)
        let rects = (r.contains(PixelRect(x: 7, y: 7, width: 2, height: 2)), r.contains(PixelRect(x: 5, y: 7, width: 2, height: 2)))
        #expect(rects.0 && !rects.1)
        r.translate(dx: -6, dy: -6)
        #expect(r.extents == PixelRect(x: 0, y: 0, width: 4, height: 9))
        r.removeAll()
        #expect(r.isEmpty && r.area == 0 && r.extents == .zero)
    }

    @Test func regionsCombineAndCompare() {
        let a = Region(PixelRect(x: 0, y: 0, width: 4, height: 4))
        let b = Region(PixelRect(x: 2, y: 2, width: 4, height: 4))
        let u = a.copy()
        u.formUnion(b)
        let i = a.copy()
        i.formIntersection(b)
        #expect(u.area == 28 && i.rects == [PixelRect(x: 2, y: 2, width: 2, height: 2)])
        let d = u.copy()
        d.subtract(b)
        let expected = a.copy()
        expected.subtract(i)
        let same = d.hasSamePixels(as: expected), differs = !d.hasSamePixels(as: a)
        #expect(same && differs)
        a.formUnion(PixelRect(x: 0, y: 0, width: 0, height: 5))
        #expect(a.area == 16, "empty rectangles add nothing")
    }
}
