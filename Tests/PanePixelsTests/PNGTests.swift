import Testing
import Glibc
import PaneGeometry
import PanePixels

/// Every PNG colour type decodes into premultiplied native pixels (fixtures from
/// Fixtures/make-fixtures.py, which lists their exact values).
@Suite struct PNGTests {
    static let fixtures: String = {
        let file = #filePath
        return String(file[..<file.lastIndex(of: "/")!]) + "/Fixtures"
    }()

    func decode(_ name: String) throws -> Surface {
        try PNG.decode(contentsOf: "\(Self.fixtures)/\(name)")
    }

    /// Straight 8-bit channels as the native premultiplied pixel.
    func native(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32 = 255) -> UInt32 {
        a << 24 | multiplyUN8(r, a) << 16 | multiplyUN8(g, a) << 8 | multiplyUN8(b, a)
    }

    func pixels(_ s: borrowing Surface) -> [UInt32] {
        var out: [UInt32] = []
        for y in 0..<s.height { for x in 0..<s.width { out.append(s[x, y]) } }
        return out
    }

    @Test func gray() throws {
        let s = try decode("gray.png")
        #expect(pixels(s) == [0, 85, 170, 255, 10, 20, 30, 40].map { native($0, $0, $0) })
    }

    @Test func grayWithTransparentValue() throws {
        let s = try decode("gray-trns.png")
        #expect(pixels(s) == [native(0, 0, 0), 0, native(170, 170, 170), native(255, 255, 255),
                              native(10, 10, 10), native(20, 20, 20), native(30, 30, 30), native(40, 40, 40)])
    }

    @Test func grayAlpha() throws {
        let s = try decode("gray-alpha.png")
        let values: [(UInt32, UInt32)] = [(255, 255), (255, 128), (100, 0), (200, 51), (0, 255), (60, 200), (255, 1), (128, 128)]
        #expect(pixels(s) == values.map { native($0.0, $0.0, $0.0, $0.1) })
    }

    @Test func rgbAndRGBWithTransparentColour() throws {
        let expected = [native(255, 0, 0), native(0, 255, 0), native(0, 0, 255), native(12, 34, 56),
                        native(255, 255, 255), native(0, 0, 0), native(200, 100, 50), native(1, 2, 3)]
        #expect(pixels(try decode("rgb.png")) == expected)
        var keyed = expected
        keyed[1] = 0   // (0, 255, 0) is the tRNS colour
        #expect(pixels(try decode("rgb-trns.png")) == keyed)
    }

    @Test func rgba() throws {
        let values: [(UInt32, UInt32, UInt32, UInt32)] = [(255, 0, 0, 255), (0, 255, 0, 128), (0, 0, 255, 0), (200, 100, 50, 64),
                                                          (255, 255, 255, 200), (10, 20, 30, 255), (90, 180, 255, 17), (128, 128, 128, 128)]
        #expect(pixels(try decode("rgba.png")) == values.map { native($0.0, $0.1, $0.2, $0.3) })
    }

    @Test func paletteWithAndWithoutTransparency() throws {
        let colors = [native(255, 0, 0), native(0, 255, 0), native(0, 0, 255), native(250, 200, 100)]
        #expect(pixels(try decode("palette.png")) == [0, 1, 2, 3, 3, 2, 1, 0].map { colors[$0] })
        let alphas: [UInt32] = [255, 128, 0, 255]   // tRNS lists three entries; the fourth stays opaque
        let rgb: [(UInt32, UInt32, UInt32)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (250, 200, 100)]
        let keyed = (0..<4).map { native(rgb[$0].0, rgb[$0].1, rgb[$0].2, alphas[$0]) }
        #expect(pixels(try decode("palette-trns.png")) == [0, 1, 2, 3, 3, 2, 1, 0].map { keyed[$0] })
    }

    /// 16-bit samples are taken as sRGB (PNG_IMAGE_FLAG_16BIT_sRGB) and scaled to 8 bits,
    /// v / 257 rounded to nearest.
    @Test func sixteenBit() throws {
        func to8(_ v: UInt32) -> UInt32 { (v * 255 + 32767) / 65535 }
        let rgb: [(UInt32, UInt32, UInt32)] = [(0xFFFF, 0, 0), (0, 0x8080, 0), (0, 0, 0x1234), (0xABCD, 0x0101, 0xFEFE),
                                               (0, 0, 0), (0xFFFF, 0xFFFF, 0xFFFF), (0x7F7F, 0x8000, 0x80FF), (1, 2, 3)]
        #expect(pixels(try decode("rgb16.png")) == rgb.map { native(to8($0.0), to8($0.1), to8($0.2)) })
        let rgba: [(UInt32, UInt32, UInt32, UInt32)] = [
            (0xFFFF, 0, 0, 0xFFFF), (0, 0xFFFF, 0, 0x8080), (0, 0, 0xFFFF, 0), (0x6464, 0x3232, 0x1919, 0x4040),
            (0xFFFF, 0xFFFF, 0xFFFF, 0xC8C8), (0x0A0A, 0x1414, 0x1E1E, 0xFFFF), (0, 0, 0, 0), (0x8080, 0x8080, 0x8080, 0x8080)]
        #expect(pixels(try decode("rgba16.png")) == rgba.map { native(to8($0.0), to8($0.1), to8($0.2), to8($0.3)) })
    }

    /// All 65,536 gray values: each becomes `round(v / 257)`, the nearest 8-bit value (no tie
    /// can occur since 257 is odd), with no gamma curve, because PNG.decode tells libpng the
    /// samples are sRGB (PNG_IMAGE_FLAG_16BIT_sRGB); libpng then only scales 16 bits to 8.
    @Test func sixteenBitGrayEveryValue() throws {
        let s = try decode("gray16-all.png")
        var wrong = 0
        for v in 0..<65536 {
            let g = UInt32((v * 255 + 32767) / 65535)
            if s[v % 256, v / 256] != 0xFF00_0000 | g << 16 | g << 8 | g { wrong += 1 }
        }
        #expect(s.width == 256 && s.height == 256 && wrong == 0)
    }

    @Test func sixteenBitGrayAlpha() throws {
        // 0xFFFF at alpha 0x8080 → straight (255, 128) → premultiplied 128; 0x4000 → 64, opaque.
        #expect(pixels(try decode("gray-alpha16.png")) == [native(255, 255, 255, 128), native(64, 64, 64)])
    }

    /// 1-, 2- and 4-bit samples scale to 8 bits by repeating their bits (1 → 255, 2-bit 2 → 170).
    @Test func subByteDepths() throws {
        #expect(pixels(try decode("gray1.png")) == [255, 0, 255, 255, 0, 0, 0, 0, 0, 255].map { native($0, $0, $0) })
        #expect(pixels(try decode("gray2.png")) == [0, 170, 255].map { native($0, $0, $0) })
        func entry(_ i: UInt32, _ a: UInt32 = 255) -> UInt32 { native(i * 17, 255 - i * 17, 100, a) }
        #expect(pixels(try decode("palette4.png")) == [entry(0), entry(5, 64), entry(15), entry(15), entry(5, 64), entry(0)])
    }

    @Test func interlacedEqualsPlain() throws {
        let a = try decode("rgb-interlaced.png"), b = try decode("rgb-plain-9x9.png")
        #expect(a.width == 9 && a.height == 9)
        let same = a.hasSamePixels(as: b)
        #expect(same)
        #expect(a[8, 8] == native(224, 224, 224))
    }

    @Test("corrupt and truncated files are errors, not crashes",
          arguments: ["truncated.png", "garbage.png", "bad-crc.png", "zero-width.png"])
    func corrupt(_ name: String) {
        #expect { _ = try decode(name) } throws: { ($0 as? ImageError)?.kind == .corrupt }
    }

    @Test func hugeImagesAreRefusedBeforeAllocating() throws {
        #expect { _ = try decode("huge-header.png") } throws: { ($0 as? ImageError)?.kind == .tooLarge }
        let path = "\(Self.fixtures)/rgb.png"
        #expect { _ = try PNG.decode(contentsOf: path, maxPixels: 7) } throws: { ($0 as? ImageError)?.kind == .tooLarge }
        #expect(try PNG.decode(contentsOf: path, maxPixels: 8).width == 4, "the budget is inclusive")
    }

    @Test func everyCutOfAFileFailsCleanly() throws {
        let whole = try ImageFileBytes.read("\(Self.fixtures)/rgba.png")
        var decoded = 0
        for length in 0..<whole.count {
            do {
                try Array(whole.prefix(length)).withUnsafeBytes { _ = try PNG.decode($0) }
                decoded += 1
            } catch {
                #expect((error as? ImageError)?.kind == .corrupt)
            }
        }
        // Only the IEND chunk (the last 12 bytes) may go missing; libpng stops reading at the
        // end of the image data.
        #expect(decoded <= 12)
    }

    @Test func missingFileIsAnIOError() {
        #expect { _ = try PNG.decode(contentsOf: "/nonexistent.png") } throws: { ($0 as? ImageError)?.kind == .io }
    }

    /// Every valid premultiplied pixel (each alpha with every channel value up to it) survives
    /// a write and a read exactly: unpremultiplying rounds to nearest, and premultiplying that
    /// back lands on the same value since the error is at most alpha / 510 < 1/2.
    @Test func encodeRoundTripOfEveryPremultipliedValue() throws {
        let s = Surface(width: 256, height: 256)
        for a in 0..<256 {
            for c in 0..<256 {
                let v = UInt32(min(c, a))
                s.pixels[c, a] = UInt32(a) << 24 | v << 16 | (UInt32(a) - v) << 8 | v / 3
            }
        }
        let path = "/tmp/pane-png-all-\(getpid()).png"
        defer { unlink(path) }
        try PNG.write(s, to: path)
        let back = try PNG.decode(contentsOf: path)
        var wrong = 0
        for y in 0..<256 { for x in 0..<256 where back[x, y] != s[x, y] { wrong += 1 } }
        #expect(wrong == 0)
    }

    @Test func writingWhereNoFileCanBeIsAnIOError() {
        #expect { try PNG.write(Surface(width: 1, height: 1), to: "/nonexistent/dir/x.png") } throws: {
            ($0 as? ImageError)?.kind == .io
        }
    }

    @Test func encodeRoundTripKeepsPremultipliedPixels() throws {
        let s = Surface(width: 3, height: 1)
        s.pixels[0, 0] = native(255, 0, 0)
        s.pixels[1, 0] = native(0, 0, 255, 128)
        s.pixels[2, 0] = 0
        let path = "/tmp/pane-png-\(getpid()).png"
        try PNG.write(s, to: path)
        defer { unlink(path) }
        let back = try PNG.decode(contentsOf: path)
        #expect(pixels(back) == pixels(s))
        try PNG.write(s, to: path, opaque: true)
        let opaque = try PNG.decode(contentsOf: path)
        #expect(opaque[1, 0] == 0xFF00_0080, "opaque drops alpha and keeps the premultiplied colour, as a panel shows it")
    }
}
