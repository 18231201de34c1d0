import PanePixels

/// A small deterministic generator, SplitMix64 (Steele, Lea and Flood, "Fast splittable
/// pseudorandom number generators", OOPSLA 2014), so random-data tests fail the same way twice.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A valid premultiplied pixel (no colour channel above alpha); one in three has alpha 0,
    /// one in three alpha 255, so both edge cases are well represented.
    mutating func premultipliedPixel() -> UInt32 {
        let a: UInt32
        switch UInt32.random(in: 0...2, using: &self) {
        case 0: a = 0
        case 1: a = 255
        default: a = UInt32.random(in: 0...255, using: &self)
        }
        let straight = UInt32.random(in: 0...0xFF_FFFF, using: &self)
        return a << 24 | (multiplyUN8x4(straight, a) & 0xFF_FFFF)
    }

    /// A surface of `premultipliedPixel()`s.
    mutating func premultipliedSurface(_ width: Int, _ height: Int) -> Surface {
        let s = Surface(width: width, height: height)
        for y in 0..<height { for x in 0..<width { s.pixels[x, y] = premultipliedPixel() } }
        return s
    }
}

/// Every pixel of `s`, row by row.
func allPixels(_ s: borrowing Surface) -> [UInt32] {
    var out: [UInt32] = []
    for y in 0..<s.height { for x in 0..<s.width { out.append(s[x, y]) } }
    return out
}

/// Every pixel of `p`, row by row.
func allPixels(_ p: PixelBuffer) -> [UInt32] {
    var out: [UInt32] = []
    for y in 0..<p.height { for x in 0..<p.width { out.append(p[x, y]) } }
    return out
}

/// A surface whose pixel (x, y) is `y * 1000 + x + 1`: every pixel different and none zero, so a
/// test sees exactly which ones were copied where.
func numberedSurface(_ width: Int, _ height: Int) -> Surface {
    let s = Surface(width: width, height: height)
    for y in 0..<height { for x in 0..<width { s.pixels[x, y] = UInt32(y * 1000 + x + 1) } }
    return s
}
