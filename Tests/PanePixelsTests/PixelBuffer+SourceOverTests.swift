import Testing
import CPixman
import PaneGeometry
import PanePixels

@Suite struct PixelBufferSourceOverTests {
    /// pixman's OVER of `source` onto `target` (both a8r8g8b8, same size), with a solid a8 mask
    /// of `alpha` when it is below 255: the reference for Pane's kernels.
    static func pixmanOver(_ source: PixelBuffer, onto target: PixelBuffer, alpha: UInt8 = 255) {
        let s = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(source.width), Int32(source.height),
                                         source.base, Int32(source.stride * 4))
        let d = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(target.width), Int32(target.height),
                                         target.base, Int32(target.stride * 4))
        var maskColor = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(alpha) * 257)
        let mask = alpha == 255 ? nil : pixman_image_create_solid_fill(&maskColor)
        pixman_image_composite32(PIXMAN_OP_OVER, s, mask, d, 0, 0, 0, 0, 0, 0, Int32(target.width), Int32(target.height))
        pixman_image_unref(s)
        pixman_image_unref(d)
        if let mask { pixman_image_unref(mask) }
    }

    static func differing(_ a: borrowing Surface, _ b: borrowing Surface) -> Int {
        var n = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { n += 1 } }
        return n
    }

    /// Every valid premultiplied source pixel (each alpha with every channel value up to it,
    /// 33,152 of them) over 35 target pixels: `sourceOverRow` equals pixman's OVER on all.
    ///
    /// The sources are laid out 256 to a row: pixman silently draws nothing into images with a
    /// side of 0x7FFF pixels or more (pixman.c, `analyze_extent`).
    @Test func rowKernelMatchesPixmanOnEveryValidSourcePixel() {
        var sources: [UInt32] = []
        for a in UInt32(0)...255 {
            for c in UInt32(0)...a { sources.append(a << 24 | c << 16 | (a - c) << 8 | c / 2) }
        }
        var rng = SeededGenerator(seed: 1)
        let targets = (0..<32).map { _ in rng.premultipliedPixel() } + [0, 0xFFFF_FFFF, 0xFF00_0000]
        let w = 256, rows = sources.count / w   // 33,152 = 129.5 rows: the last half row is left out below
        let h = rows * targets.count
        let src = Surface(width: w, height: h)
        let ours = Surface(width: w, height: h), theirs = Surface(width: w, height: h)
        for (t, target) in targets.enumerated() {
            for r in 0..<rows {
                let y = t * rows + r
                _ = src.pixels.row(y).update(fromContentsOf: sources[r * w..<(r + 1) * w])
                ours.pixels.row(y).update(repeating: target)
                theirs.pixels.row(y).update(repeating: target)
            }
        }
        for y in 0..<h { sourceOverRow(UnsafeBufferPointer(src.pixels.row(y)), ours.pixels.row(y)) }
        Self.pixmanOver(src.pixels, onto: theirs.pixels)
        #expect(Self.differing(ours, theirs) == 0)
        // The half row left out: the same comparison on a row of its own.
        let rest = Array(sources[(rows * w)...])
        let tail = Surface(width: rest.count, height: 1), tailOurs = Surface(width: rest.count, height: 1)
        let tailTheirs = Surface(width: rest.count, height: 1)
        _ = tail.pixels.row(0).update(fromContentsOf: rest)
        tailOurs.pixels.row(0).update(repeating: targets[0])
        tailTheirs.pixels.row(0).update(repeating: targets[0])
        sourceOverRow(UnsafeBufferPointer(tail.pixels.row(0)), tailOurs.pixels.row(0))
        Self.pixmanOver(tail.pixels, onto: tailTheirs.pixels)
        #expect(Self.differing(tailOurs, tailTheirs) == 0 && rest.count == 128)
    }

    /// The row kernel with `alpha` equals pixman's OVER through a solid a8 mask of that alpha, for
    /// every alpha, on random premultiplied rows.
    @Test func rowKernelWithAlphaMatchesPixmanForEveryAlpha() {
        var rng = SeededGenerator(seed: 2)
        let w = 509
        let src = rng.premultipliedSurface(w, 1)
        var wrong: [UInt8] = []
        for alpha in UInt8(0)...255 {
            let ours = rng.premultipliedSurface(w, 1)
            let theirs = Surface(width: w, height: 1)
            theirs.pixels.copy(from: ours.pixels, to: (0, 0))
            sourceOverRow(UnsafeBufferPointer(src.pixels.row(0)), ours.pixels.row(0), alpha: UInt32(alpha))
            Self.pixmanOver(src.pixels, onto: theirs.pixels, alpha: alpha)
            if Self.differing(ours, theirs) != 0 { wrong.append(alpha) }
        }
        #expect(wrong == [])
    }

    /// The buffer-level call, as views use it, on random data at four alphas.
    @Test(arguments: [UInt8(255), 200, 128, 1])
    func sourceOverMatchesPixmanOver(alpha: UInt8) {
        var rng = SeededGenerator(seed: UInt64(alpha))
        let w = 97, h = 31
        let src = rng.premultipliedSurface(w, h)
        let ours = rng.premultipliedSurface(w, h)
        let theirs = Surface(width: w, height: h)
        theirs.pixels.copy(from: ours.pixels, to: (0, 0))
        ours.pixels.sourceOver(from: src.pixels, to: (0, 0), alpha: alpha)
        Self.pixmanOver(src.pixels, onto: theirs.pixels, alpha: alpha)
        #expect(Self.differing(ours, theirs) == 0)
    }

    @Test func opaqueSourceReplacesAndClearSourceKeeps() {
        let target = numberedSurface(3, 1)
        let src = Surface(width: 3, height: 1)
        src.pixels[0, 0] = 0xFF11_2233
        target.pixels.sourceOver(from: src.pixels, to: (0, 0))
        #expect(allPixels(target) == [0xFF11_2233, 2, 3])
        target.pixels.sourceOver(from: src.pixels, to: (0, 0), alpha: 0)
        #expect(allPixels(target) == [0xFF11_2233, 2, 3], "alpha 0 draws nothing")
    }

    /// An opaque numbered source over a target at an origin hanging over each edge, with and
    /// without a clip: exactly the pixels in both buffers and the clip change, to the source's.
    @Test(arguments: [
        ((-2, 1), nil as PixelRect?), ((4, 1), nil), ((1, -2), nil), ((1, 3), nil), ((-1, -1), nil),
        ((0, 0), PixelRect(x: 1, y: 1, width: 2, height: 2)), ((-2, 3), PixelRect(x: 0, y: 0, width: 6, height: 4)),
        ((20, 0), nil), ((1, 1), PixelRect(x: 5, y: 0, width: 1, height: 5)),
    ])
    func clippedAtEveryEdge(_ origin: (Int, Int), _ clip: PixelRect?) {
        let src = numberedSurface(4, 3)
        for y in 0..<3 { for x in 0..<4 { src.pixels[x, y] |= 0xFF00_0000 } }
        let target = Surface(width: 6, height: 5, fill: .white)
        target.pixels.sourceOver(from: src.pixels, to: origin, alpha: 255, clip: clip)
        var wrong = 0
        for y in 0..<5 { for x in 0..<6 {
            let sx = x - origin.0, sy = y - origin.1
            let inClip = clip.map { x >= $0.x && x < $0.maxX && y >= $0.y && y < $0.maxY } ?? true
            let drawn = sx >= 0 && sx < 4 && sy >= 0 && sy < 3 && inClip
            if target[x, y] != (drawn ? src[sx, sy] : Color.white.argb) { wrong += 1 }
        } }
        #expect(wrong == 0)
    }

    @Test func halfTransparentOverWhite() {
        let src = Surface(width: 4, height: 4, fill: Color(red: 255, green: 0, blue: 0, alpha: 128))
        let dst = Surface(width: 6, height: 6, fill: .white)
        dst.pixels.sourceOver(from: src.pixels, to: (-2, 3), clip: PixelRect(x: 0, y: 0, width: 6, height: 5))
        // 0x80 red over white: r = 128 + 127, g = b = 255 * 127 / 255 = 127.
        #expect(dst[0, 3] == 0xFFFF_7F7F && dst[1, 4] == 0xFFFF_7F7F)
        #expect(dst[2, 3] == Color.white.argb && dst[0, 5] == Color.white.argb && dst[0, 2] == Color.white.argb)
    }
}
