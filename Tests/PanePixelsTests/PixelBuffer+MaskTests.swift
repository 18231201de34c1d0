import Testing
import CPixman
import PaneGeometry
import PanePixels

@Suite struct PixelBufferMaskTests {
    /// The mask kernel equals pixman's OVER with a solid source and an a8 mask, bit for bit.
    @Test func maskBlendMatchesPixman() {
        let w = 64, h = 16
        var rng = SystemRandomNumberGenerator()
        var mask = [UInt8](repeating: 0, count: w * h)
        for i in mask.indices { mask[i] = [0, 255, UInt8.random(in: 0...255, using: &rng)][i % 3] }
        let colors: [Color] = [.white, Color(red: 200, green: 30, blue: 90, alpha: 160), Color(rgb: 0x123456)]
        for color in colors {
            let ours = Surface(width: w, height: h), theirs = Surface(width: w, height: h)
            for y in 0..<h {
                for x in 0..<w {
                    let a = UInt32.random(in: 0...255, using: &rng)
                    let c = multiplyUN8x4(UInt32.random(in: 0...0xFFFFFF, using: &rng) | 0xFF00_0000, a)
                    let v = a << 24 | (c & 0xFFFFFF)
                    ours.pixels[x, y] = v
                    theirs.pixels[x, y] = v
                }
            }
            mask.withUnsafeBufferPointer { m in
                ours.pixels.blendMask(m, width: w, height: h, at: (0, 0), color: color, clip: ours.pixels.bounds)
            }
            var solid = pixman_color_t(
                red: UInt16(color.red) * 257, green: UInt16(color.green) * 257,
                blue: UInt16(color.blue) * 257, alpha: UInt16(color.alpha) * 257)
            let src = pixman_image_create_solid_fill(&solid)
            let dst = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(w), Int32(h), theirs.pixels.base, Int32(w * 4))
            mask.withUnsafeMutableBufferPointer { m in
                let msk = pixman_image_create_bits(PIXMAN_a8, Int32(w), Int32(h),
                                                   UnsafeMutableRawPointer(m.baseAddress!).assumingMemoryBound(to: UInt32.self),
                                                   Int32(w))
                pixman_image_composite32(PIXMAN_OP_OVER, src, msk, dst, 0, 0, 0, 0, 0, 0, Int32(w), Int32(h))
                pixman_image_unref(msk)
            }
            pixman_image_unref(src)
            pixman_image_unref(dst)
            var differing = 0
            for y in 0..<h { for x in 0..<w where ours[x, y] != theirs[x, y] { differing += 1 } }
            #expect(differing == 0, "colour \(color)")
        }
    }
}
