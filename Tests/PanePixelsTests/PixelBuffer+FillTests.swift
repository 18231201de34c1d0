import Testing
import CPixman
import PaneGeometry
import PanePixels

@Suite struct PixelBufferFillTests {
    /// The pixels of a `width` x `height` buffer inside `rect`, as (x, y) pairs.
    static func covered(_ rect: PixelRect, _ width: Int, _ height: Int) -> Set<[Int]> {
        var out = Set<[Int]>()
        for y in 0..<height { for x in 0..<width where x >= rect.x && x < rect.maxX && y >= rect.y && y < rect.maxY {
            out.insert([x, y])
        } }
        return out
    }

    static let edgeRects = [
        PixelRect(x: -3, y: 1, width: 5, height: 3),    // over the left edge
        PixelRect(x: 4, y: 2, width: 9, height: 2),     // over the right edge
        PixelRect(x: 1, y: -4, width: 2, height: 6),    // over the top
        PixelRect(x: 2, y: 3, width: 3, height: 40),    // over the bottom
        PixelRect(x: -1, y: -1, width: 9, height: 7),   // over all four
        PixelRect(x: 7, y: 0, width: 3, height: 3),     // wholly outside
        PixelRect(x: 1, y: 1, width: 0, height: 3),     // empty
    ]

    @Test(arguments: edgeRects)
    func fillReplacesExactlyTheClippedRect(_ rect: PixelRect) {
        let s = numberedSurface(7, 5)
        s.pixels.fill(rect, with: Color(premultipliedARGB: 0x8010_2030))
        let inside = Self.covered(rect, 7, 5)
        var wrong = 0
        for y in 0..<5 { for x in 0..<7 {
            let expected: UInt32 = inside.contains([x, y]) ? 0x8010_2030 : UInt32(y * 1000 + x + 1)
            if s[x, y] != expected { wrong += 1 }
        } }
        #expect(wrong == 0)
    }

    @Test(arguments: edgeRects)
    func blendTouchesExactlyTheClippedRect(_ rect: PixelRect) {
        let s = Surface(width: 7, height: 5, fill: .white)
        s.pixels.blend(rect, with: Color(red: 0, green: 0, blue: 255, alpha: 128))
        let inside = Self.covered(rect, 7, 5)
        var wrong = 0
        for y in 0..<5 { for x in 0..<7 {
            // 0x80 blue over white: r = g = 255 * 127 / 255 = 127, b = 128 + 127.
            let expected: UInt32 = inside.contains([x, y]) ? 0xFF7F_7FFF : 0xFFFF_FFFF
            if s[x, y] != expected { wrong += 1 }
        } }
        #expect(wrong == 0)
    }

    /// `blend` equals pixman's OVER with a solid source, bit for bit, on random premultiplied
    /// targets, for colours of every kind of alpha.
    @Test func blendMatchesPixmanOverWithASolidSource() {
        var rng = SeededGenerator(seed: 11)
        let w = 61, h = 7
        var wrong = 0
        for _ in 0..<40 {
            let color = Color(premultipliedARGB: rng.premultipliedPixel())
            let ours = rng.premultipliedSurface(w, h)
            let theirs = Surface(width: w, height: h)
            theirs.pixels.copy(from: ours.pixels, to: (0, 0))
            ours.pixels.blend(ours.pixels.bounds, with: color)
            var solid = pixman_color_t(red: UInt16(color.red) * 257, green: UInt16(color.green) * 257,
                                       blue: UInt16(color.blue) * 257, alpha: UInt16(color.alpha) * 257)
            let src = pixman_image_create_solid_fill(&solid)
            let dst = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(w), Int32(h), theirs.pixels.base, Int32(w * 4))
            pixman_image_composite32(PIXMAN_OP_OVER, src, nil, dst, 0, 0, 0, 0, 0, 0, Int32(w), Int32(h))
            pixman_image_unref(src)
            pixman_image_unref(dst)
            for y in 0..<h { for x in 0..<w where ours[x, y] != theirs[x, y] { wrong += 1 } }
        }
        #expect(wrong == 0)
    }

    @Test func opaqueBlendIsAFillAndClearBlendChangesNothing() {
        let s = numberedSurface(4, 4)
        s.pixels.blend(s.pixels.bounds, with: .clear)
        #expect(allPixels(s) == allPixels(numberedSurface(4, 4)))
        s.pixels.blend(PixelRect(x: 1, y: 1, width: 2, height: 2), with: .green)
        #expect(s[1, 1] == Color.green.argb && s[2, 2] == Color.green.argb && s[0, 0] == 1 && s[3, 3] == 3004)
    }

    /// `addSaturatedUN8x4` adds each channel and stops at 255, as pixman's `UN8x4_ADD_UN8x4`.
    @Test func saturatedAddPerChannel() {
        var rng = SeededGenerator(seed: 5)
        var wrong = 0
        for _ in 0..<20_000 {
            let a = UInt32.random(in: 0...UInt32.max, using: &rng), b = UInt32.random(in: 0...UInt32.max, using: &rng)
            var expected: UInt32 = 0
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                expected |= min(255, (a >> shift & 0xFF) + (b >> shift & 0xFF)) << shift
            }
            if addSaturatedUN8x4(a, b) != expected { wrong += 1 }
        }
        #expect(wrong == 0)
        #expect(addSaturatedUN8x4(0x80FF_0102, 0x8001_FF03) == 0xFFFF_FF05)
    }
}
