import Testing
import CPixman
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

    /// The opaque path copies samples and reuses the row above when it samples the same
    /// source row; the columns clamped to the edges are found once per draw. Enlarged, shrunk,
    /// partly outside, enormous: always pixman's NEAREST.
    @Test("opaque nearest in Swift equals pixman's NEAREST", arguments: [
        (4, 4, PixelRect(x: 0, y: 0, width: 8, height: 8)),
        (640, 400, PixelRect(x: -3, y: -5, width: 1280, height: 800)),
        (9, 7, PixelRect(x: -40, y: -30, width: 120, height: 90)),      // enlarged 13x, edges outside
        (300, 200, PixelRect(x: 2, y: 1, width: 29, height: 21)),        // shrunk about 10x
        (5, 3, PixelRect(x: 3, y: 2, width: 26, height: 3)),             // up in x only
        (2, 2, PixelRect(x: -200_000, y: 0, width: 400_000, height: 20)), // 200,000x: clamps both sides
        (1, 1, PixelRect(x: 0, y: 0, width: 31, height: 22)),
    ])
    func opaqueNearestMatchesPixman(_ w: Int, _ h: Int, _ target: PixelRect) {
        var rng = SeededGenerator(seed: UInt64(w * 31 + h))
        let source = rng.premultipliedSurface(w, h)
        for y in 0..<h { for x in 0..<w { source.pixels[x, y] |= 0xFF00_0000 } }
        let ours = Surface(width: 32, height: 24, fill: Color(rgb: 0x204060))
        let theirs = Surface(width: 32, height: 24, fill: Color(rgb: 0x204060))
        let clip = PixelRect(x: 1, y: 1, width: 30, height: 21)
        ours.pixels.drawScaled(source.pixels, into: target, clip: clip, filter: .nearest, sourceIsOpaque: true)
        theirs.pixels.drawScaledWithPixman(source.pixels, into: target, clip: clip, filter: .nearest)
        let same = ours.hasSamePixels(as: theirs)
        #expect(same, "source \(w)x\(h) into \(target)")
    }

    /// With a cache, pixman draws the whole buffers through images kept between draws: the
    /// same pixels as the windowed draw without one.
    @Test("bilinear through cached pixman images equals the uncached draw", arguments: 0..<5)
    func cachedBilinearEqualsUncached(_ index: Int) {
        let (w, h, target) = Self.sizes[index]
        var rng = SeededGenerator(seed: UInt64(index + 100))
        let cache = PixmanImageCache()
        for (alpha, opaque) in [(UInt8(255), true), (UInt8(255), false), (UInt8(77), false)] {
            let source = rng.premultipliedSurface(w, h)
            if opaque { for y in 0..<h { for x in 0..<w { source.pixels[x, y] |= 0xFF00_0000 } } }
            let cached = Surface(width: 32, height: 24, fill: Color(rgb: 0x204060))
            let plain = Surface(width: 32, height: 24, fill: Color(rgb: 0x204060))
            let clip = PixelRect(x: 1, y: 1, width: 30, height: 21)
            for _ in 0..<2 {   // the second draw reuses the images
                cached.pixels.drawScaled(source.pixels, into: target, clip: clip, alpha: alpha, filter: .bilinear,
                                         sourceIsOpaque: opaque, cache: cache)
                plain.pixels.drawScaled(source.pixels, into: target, clip: clip, alpha: alpha, filter: .bilinear,
                                        sourceIsOpaque: opaque)
            }
            let same = cached.hasSamePixels(as: plain)
            #expect(same, "source \(w)x\(h) into \(target), alpha \(alpha), opaque \(opaque)")
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

/// The pixman path hands pixman only the parts of both buffers a draw touches; these tests
/// hold that to drawing with the whole buffers, and cover what pixman itself cannot draw.
@Suite struct PixelBufferScaledPixmanWindowTests {
    /// pixman with the whole source and target, as `drawScaled` did before it cropped.
    static func wholePixman(_ source: PixelBuffer, into target: PixelRect, on out: PixelBuffer, clip: PixelRect,
                            alpha: UInt8, bilinear: Bool) {
        let area = target.intersection(clip).intersection(out.bounds)
        let src = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(source.width), Int32(source.height), source.base,
                                           Int32(source.stride * 4))
        let dst = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(out.width), Int32(out.height), out.base, Int32(out.stride * 4))
        var transform = pixman_transform_t()
        pixman_transform_init_scale(&transform, pixman_fixed_t((Int64(source.width) << 16) / Int64(target.width)),
                                    pixman_fixed_t((Int64(source.height) << 16) / Int64(target.height)))
        pixman_image_set_transform(src, &transform)
        pixman_image_set_filter(src, bilinear ? PIXMAN_FILTER_BILINEAR : PIXMAN_FILTER_NEAREST, nil, 0)
        pixman_image_set_repeat(src, PIXMAN_REPEAT_PAD)
        var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(alpha) * 257)
        let mask = alpha < 255 ? pixman_image_create_solid_fill(&color) : nil
        pixman_image_composite32(PIXMAN_OP_OVER, src, mask, dst, Int32(area.x - target.x), Int32(area.y - target.y), 0, 0,
                                 Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
        pixman_image_unref(src)
        pixman_image_unref(dst)
        if let mask { pixman_image_unref(mask) }
    }

    /// Zoomed and shrunk draws whose visible part starts deep inside the source, so the window
    /// and the shifted transform are exercised, equal pixman over the whole buffers.
    @Test(arguments: [
        (600, 40, PixelRect(x: -900, y: -37, width: 1980, height: 132)),   // 3.3x, far into the source
        (600, 40, PixelRect(x: -1000, y: -50, width: 1200, height: 80)),   // exactly 2x
        (900, 300, PixelRect(x: -10, y: -7, width: 277, height: 91)),      // shrunk about 3.3x
        (97, 53, PixelRect(x: 5, y: 3, width: 31, height: 200)),           // down in x, up in y
    ])
    func windowedDrawEqualsWholeBufferDraw(_ w: Int, _ h: Int, _ target: PixelRect) {
        var rng = SeededGenerator(seed: UInt64(w * h))
        let source = rng.premultipliedSurface(w, h)
        let clip = PixelRect(x: 7, y: 5, width: 100, height: 40)
        for (alpha, bilinear) in [(UInt8(255), true), (UInt8(99), true), (UInt8(255), false)] {
            let ours = Surface(width: 120, height: 50, fill: Color(rgb: 0x204060))
            let theirs = Surface(width: 120, height: 50, fill: Color(rgb: 0x204060))
            ours.pixels.drawScaledWithPixman(source.pixels, into: target, clip: clip, alpha: alpha,
                                             filter: bilinear ? .bilinear : .nearest)
            Self.wholePixman(source.pixels, into: target, on: theirs.pixels, clip: clip, alpha: alpha, bilinear: bilinear)
            let same = ours.hasSamePixels(as: theirs)
            let drew = !ours.hasSamePixels(as: Surface(width: 120, height: 50, fill: Color(rgb: 0x204060)))
            #expect(same && drew, "\(w)x\(h) into \(target), alpha \(alpha), bilinear \(bilinear)")
        }
    }

    /// pixman draws nothing from a source 40,000 pixels wide; zoomed into, Pane's window of it
    /// draws what a small copy of those columns draws.
    @Test func wideSourcesStillDraw() {
        let w = 40_000, c0 = 31_000
        let wide = Surface(width: w, height: 3)
        var rng = SeededGenerator(seed: 9)
        for y in 0..<3 { for x in c0 - 10..<c0 + 300 { wide.pixels[x, y] = rng.premultipliedPixel() } }
        let small = Surface(width: 310, height: 3)
        small.pixels.copy(from: wide.pixels.cropped(to: PixelRect(x: c0 - 10, y: 0, width: 310, height: 3)), to: (0, 0))
        let out = Surface(width: 200, height: 6), expected = Surface(width: 200, height: 6)
        // 2x: target pixel d samples source column c0 + (d + 0.5) / 2 in both.
        out.pixels.drawScaled(wide.pixels, into: PixelRect(x: -2 * c0, y: 0, width: 2 * w, height: 6), clip: out.pixels.bounds,
                              filter: .bilinear)
        expected.pixels.drawScaled(small.pixels, into: PixelRect(x: -20, y: 0, width: 620, height: 6), clip: expected.pixels.bounds,
                                   filter: .bilinear)
        let same = out.hasSamePixels(as: expected)
        let unclear = allPixels(out).contains { $0 != 0 }
        #expect(same && unclear)
        let direct = Surface(width: 200, height: 6)
        Self.wholePixman(wide.pixels, into: PixelRect(x: -2 * c0, y: 0, width: 2 * w, height: 6), on: direct.pixels,
                         clip: direct.pixels.bounds, alpha: 255, bilinear: true)
        #expect(!allPixels(direct).contains { $0 != 0 }, "pixman alone draws nothing: the reason for the window")
    }

    /// A whole panorama shrunk into a thumbnail needs more than pixman's 0x7FFF columns: the
    /// Swift nearest path draws it.
    @Test func extremeShrinkFallsBackToNearest() {
        var rng = SeededGenerator(seed: 4)
        let wide = rng.premultipliedSurface(40_000, 2)
        let bilinear = Surface(width: 100, height: 2), nearest = Surface(width: 100, height: 2)
        bilinear.pixels.drawScaled(wide.pixels, into: bilinear.pixels.bounds, clip: bilinear.pixels.bounds, filter: .bilinear)
        nearest.pixels.drawScaled(wide.pixels, into: nearest.pixels.bounds, clip: nearest.pixels.bounds, filter: .nearest)
        let same = bilinear.hasSamePixels(as: nearest)
        #expect(same)
    }

    @Test func hugeEnlargementsDoNotTrap() {
        let dot = Surface(width: 1, height: 1, fill: .red)
        let out = Surface(width: 10, height: 1)
        out.pixels.drawScaled(dot.pixels, into: PixelRect(x: -50_000, y: 0, width: 100_000, height: 1), clip: out.pixels.bounds,
                              filter: .bilinear)
        #expect(allPixels(out) == Array(repeating: Color.red.argb, count: 10))
    }
}
