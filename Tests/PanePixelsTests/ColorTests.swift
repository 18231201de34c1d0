import Testing
import PanePixels

@Suite struct ColorTests {
    /// `multiplyUN8` is `a * b / 255` rounded to nearest for every pair of 8-bit values (an exact
    /// half cannot occur: 2ab is even, 255 times an odd number is odd).
    @Test func multiplyUN8IsRoundedDivisionForEveryPair() {
        var wrong = 0
        for a in UInt32(0)...255 {
            for b in UInt32(0)...255 where multiplyUN8(a, b) != (2 * a * b + 255) / 510 { wrong += 1 }
        }
        #expect(wrong == 0)
        #expect(multiplyUN8(255, 255) == 255 && multiplyUN8(128, 128) == 64 && multiplyUN8(1, 127) == 0
            && multiplyUN8(1, 128) == 1)
    }

    /// The packed form equals four separate `multiplyUN8`s, for every alpha and a spread of pixels.
    @Test func multiplyUN8x4EqualsFourChannelMultiplies() {
        var rng = SeededGenerator(seed: 7)
        var wrong = 0
        for a in UInt32(0)...255 {
            for _ in 0..<64 {
                let x = UInt32.random(in: 0...UInt32.max, using: &rng)
                var expected: UInt32 = 0
                for shift in stride(from: 0, to: 32, by: 8) {
                    expected |= multiplyUN8((x >> UInt32(shift)) & 0xFF, a) << UInt32(shift)
                }
                if multiplyUN8x4(x, a) != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test func premultipliesStraightChannels() {
        #expect(Color(red: 255, green: 255, blue: 255, alpha: 128).argb == 0x8080_8080)
        // 200 * 64 / 255 = 50.2 → 0x32, 100 * 64 / 255 = 25.1 → 0x19, 50 * 64 / 255 = 12.55 → 0x0D.
        #expect(Color(red: 200, green: 100, blue: 50, alpha: 64).argb == 0x4032_190D)
        #expect(Color(red: 9, green: 9, blue: 9, alpha: 0).argb == 0)
        #expect(Color(red: 1, green: 2, blue: 3).argb == 0xFF01_0203, "opaque by default")
        // Every straight (c, a) premultiplies to a channel no larger than alpha.
        var invalid = 0
        for a in UInt8(0)...255 {
            for c in UInt8(0)...255 {
                let color = Color(red: c, green: c, blue: c, alpha: a)
                if color.red > color.alpha || color.alpha != a { invalid += 1 }
            }
        }
        #expect(invalid == 0)
    }

    @Test func channelsAndOpacity() {
        let c = Color(premultipliedARGB: 0x8040_2010)
        #expect(c.alpha == 0x80 && c.red == 0x40 && c.green == 0x20 && c.blue == 0x10 && !c.isOpaque)
        #expect(Color(rgb: 0x12_3456).argb == 0xFF12_3456 && Color(rgb: 0x12_3456).isOpaque)
        #expect(Color(rgb: 0xAB12_3456).argb == 0xFF12_3456, "bits above 24 are ignored")
        #expect([Color.clear, .black, .white, .red, .green, .blue, .gray].map(\.argb)
            == [0, 0xFF00_0000, 0xFFFF_FFFF, 0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFF80_8080])
    }

    @Test func multipliedByAlphaScalesEveryChannel() {
        #expect(Color.white.multiplied(byAlpha: 128).argb == 0x8080_8080)
        #expect(Color(premultipliedARGB: 0x8040_2010).multiplied(byAlpha: 128).argb == 0x4020_1008)
        #expect(Color.red.multiplied(byAlpha: 255) == .red && Color.red.multiplied(byAlpha: 0) == .clear)
    }

    @Test func descriptionIsEightHexDigits() {
        #expect(Color(premultipliedARGB: 0x8040_2010).description == "#80402010")
        #expect(Color.clear.description == "#00000000" && Color.blue.description == "#FF0000FF")
    }
}
