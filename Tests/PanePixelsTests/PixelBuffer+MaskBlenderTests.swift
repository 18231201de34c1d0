import Testing
import PaneGeometry
import PanePixels

/// The pixman paths the compositor and text drawing take (`blendMasks`, `sourceOver(_:to:…cache:)`)
/// give the same pixels as the Swift kernels that `PixelBufferMaskTests` and
/// `PixelBufferSourceOverTests` hold equal to pixman's reference, clipped alike.
@Suite struct PixelBufferMaskBlenderTests {
    static func surface(_ w: Int, _ h: Int, seed: UInt64) -> Surface {
        var rng = SeededGenerator(seed: seed)
        let s = Surface(width: w, height: h)
        for y in 0..<h { for x in 0..<w { s.pixels[x, y] = rng.premultipliedPixel() } }
        return s
    }

    static func differing(_ a: borrowing Surface, _ b: borrowing Surface) -> Int {
        var n = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { n += 1 } }
        return n
    }

    /// Masks of widths 1 to 9 (rows padded to four bytes), some hanging over the clip and the
    /// buffer's edges, in three colours: `blendMasks` equals `blendMask` on every pixel.
    @Test func blendMasksEqualsTheSwiftKernel() {
        var rng = SeededGenerator(seed: 7)
        let masks = (1...9).map { w in
            AlphaMask(width: w, height: 11 - w) { x, y in [0, 255, UInt8((x * 37 + y * 91) % 256)][(x + y) % 3] }
        }
        let places = [(-3, -2), (0, 0), (5, 7), (20, 3), (28, 12), (31, 15), (12, 9)]
        let clip = PixelRect(x: 2, y: 1, width: 27, height: 13)
        for color in [Color.white, Color(red: 200, green: 30, blue: 90, alpha: 160), Color(rgb: 0x123456)] {
            let seed = rng.next()
            let ours = Self.surface(32, 16, seed: seed), theirs = Self.surface(32, 16, seed: seed)
            ours.pixels.blendMasks(color: color, clip: clip) { blender in
                for (i, mask) in masks.enumerated() { blender.blend(mask, at: places[i % places.count]) }
            }
            for (i, mask) in masks.enumerated() {
                let bytes = (0..<mask.height).flatMap { y in (0..<mask.width).map { x in mask[x, y] } }
                bytes.withUnsafeBufferPointer { b in
                    theirs.pixels.blendMask(b, width: mask.width, height: mask.height, at: places[i % places.count],
                                            color: color, clip: clip)
                }
            }
            #expect(Self.differing(ours, theirs) == 0, "colour \(color)")
            #expect(Self.differing(ours, Self.surface(32, 16, seed: seed)) > 0)
        }
    }

    /// Outside the clip nothing changes; inside, a full-coverage mask in an opaque colour is
    /// the colour.
    @Test func blendMasksKeepsToTheClip() {
        let s = Surface(width: 10, height: 10, fill: .white)
        let mask = AlphaMask(width: 10, height: 10) { _, _ in 255 }
        s.pixels.blendMasks(color: .black, clip: PixelRect(x: 3, y: 4, width: 2, height: 5)) { $0.blend(mask, at: (0, 0)) }
        var black = 0
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (3..<5).contains(x) && (4..<9).contains(y)
                #expect(s[x, y] == (inside ? Color.black.argb : Color.white.argb), "(\(x), \(y))")
                if s[x, y] == Color.black.argb { black += 1 }
            }
        }
        #expect(black == 10)
    }

    /// An image at its own size over a buffer, through pixman with a cache, at full and partial
    /// alpha and clipped: the Swift `sourceOver(from:to:alpha:clip:)`'s pixels.
    @Test func imageSourceOverThroughPixmanEqualsTheSwiftKernel() {
        let cache = PixmanImageCache()
        for (i, alpha) in [UInt8(255), 200, 1].enumerated() {
            let image = Image(Self.surface(13, 9, seed: UInt64(10 + i)))
            let ours = Self.surface(40, 30, seed: 99), theirs = Self.surface(40, 30, seed: 99)
            let clip = PixelRect(x: 4, y: 3, width: 30, height: 20)
            for origin in [(-5, -4), (10, 8), (33, 25)] {
                ours.pixels.sourceOver(image, to: origin, alpha: alpha, clip: clip, cache: cache)
                theirs.pixels.sourceOver(from: image.surface.pixels, to: origin, alpha: alpha, clip: clip)
            }
            #expect(Self.differing(ours, theirs) == 0, "alpha \(alpha)")
            #expect(Self.differing(ours, Self.surface(40, 30, seed: 99)) > 0)
        }
    }

    /// pixman draws nothing into images with a side of 0x7FFF pixels or more: a clip that wide
    /// (a 32,800-pixel-wide row) and an image that wide are drawn all the same, by the Swift kernels.
    @Test func partsTooWideForPixmanAreStillDrawn() {
        let w = 32_800
        let row = Surface(width: w, height: 2, fill: .white)
        let mask = AlphaMask(width: 3, height: 2) { _, _ in 255 }
        row.pixels.blendMasks(color: .black, clip: row.size) { blender in
            blender.blend(mask, at: (0, 0))
            blender.blend(mask, at: (w - 3, 0))
        }
        #expect(row[0, 0] == Color.black.argb && row[w - 1, 1] == Color.black.argb && row[3, 0] == Color.white.argb)

        let wide = Surface(width: w, height: 1, fill: Color(red: 0, green: 0, blue: 0, alpha: 128))
        let image = Image(wide)
        let target = Surface(width: 100, height: 1, fill: .white)
        target.pixels.sourceOver(image, to: (-w + 50, 0), clip: target.size, cache: PixmanImageCache())
        #expect(target[49, 0] != Color.white.argb && target[50, 0] == Color.white.argb)
    }
}
