import Testing
import PaneGeometry
import PanePixels

@Suite struct ExifOrientationTests {
    /// The start of a JPEG: SOI, optionally an APP0 (JFIF), an APP1 Exif block holding `tiff`,
    /// then a start of scan.
    static func jpeg(tiff: [UInt8], withJFIF: Bool = false, exifLength: Int? = nil) -> [UInt8] {
        var out: [UInt8] = [0xFF, 0xD8]
        if withJFIF { out += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0] }
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = exifLength ?? payload.count + 2
        out += [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return out + [0xFF, 0xDA, 0x00, 0x08, 1, 2, 3, 4, 5, 6]
    }

    /// A TIFF header and IFD0 with `entries` (tag, type, value) in the given byte order.
    static func tiff(bigEndian: Bool, entries: [(tag: Int, value: Int)], ifdOffset: Int = 8) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func u32(_ v: Int) -> [UInt8] { bigEndian ? u16(v >> 16) + u16(v & 0xFFFF) : u16(v & 0xFFFF) + u16(v >> 16) }
        var out: [UInt8] = (bigEndian ? Array("MM".utf8) : Array("II".utf8)) + u16(42) + u32(ifdOffset)
        out += [UInt8](repeating: 0, count: max(0, ifdOffset - 8))
        out += u16(entries.count)
        for e in entries {
            // A SHORT value sits in the first two bytes of the 4-byte value field (TIFF 6.0, p. 15).
            out += u16(e.tag) + u16(3) + u32(1) + u16(e.value) + u16(0)
        }
        return out + u32(0)
    }

    static func read(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBytes { ExifOrientation.read(from: $0).rawValue }
    }

    @Test(arguments: 1...8)
    func readsEveryValueInBothByteOrders(_ value: Int) {
        let tags = [(tag: 0x010F, value: 7), (tag: 0x0112, value: value), (tag: 0x0131, value: 9)]
        #expect(Self.read(Self.jpeg(tiff: Self.tiff(bigEndian: false, entries: tags))) == value)
        #expect(Self.read(Self.jpeg(tiff: Self.tiff(bigEndian: true, entries: tags))) == value)
        #expect(Self.read(Self.jpeg(tiff: Self.tiff(bigEndian: true, entries: tags, ifdOffset: 20), withJFIF: true)) == value,
                "after an APP0, with IFD0 further on")
    }

    @Test func missingOrMalformedExifIsUpright() {
        let good = Self.tiff(bigEndian: false, entries: [(0x0112, 6)])
        #expect(Self.read(Self.jpeg(tiff: good)) == 6)
        #expect(Self.read(Self.jpeg(tiff: Self.tiff(bigEndian: false, entries: [(0x0110, 6)]))) == 1, "no orientation tag")
        #expect(Self.read(Self.jpeg(tiff: Self.tiff(bigEndian: false, entries: [(0x0112, 9)]))) == 1, "out of range")
        #expect(Self.read(Self.jpeg(tiff: Self.tiff(bigEndian: false, entries: [(0x0112, 0)]))) == 1, "out of range")
        var far = good
        far[4] = 0x60   // IFD0 at offset 0xEA60 = 60,000, far beyond the block
        far[5] = 0xEA
        #expect(Self.read(Self.jpeg(tiff: far)) == 1, "IFD0 beyond the block")
        #expect(Self.read(Self.jpeg(tiff: Array(good.prefix(12)))) == 1, "the IFD cut short")
        #expect(Self.read(Self.jpeg(tiff: good, exifLength: 4000)) == 1, "a length beyond the file")
        #expect(Self.read(Self.jpeg(tiff: good, exifLength: 1)) == 1, "a length below 2")
        #expect(Self.read([0xFF, 0xD8]) == 1 && Self.read([]) == 1 && Self.read([0x89, 0x50, 0x4E, 0x47, 0, 0]) == 1)
        // An Orientation tag after the start of scan is image data, not metadata.
        let late: [UInt8] = [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02] + Array(Self.jpeg(tiff: good).dropFirst(2))
        #expect(Self.read(late) == 1)
        // A huge entry count runs off the end of the data without reading past it.
        var many = good
        many[8] = 0xFF
        many[9] = 0xFF
        #expect(Self.read(Self.jpeg(tiff: many)) == 6, "the tag is still the first entry")
        many[10] = 0x10   // first entry now some other tag; the rest is past the end
        #expect(Self.read(Self.jpeg(tiff: many)) == 1)
    }

    /// `apply` moves stored pixel (x, y) of a w x h picture where Exif 2.3 table 4 puts it.
    @Test(arguments: 1...8)
    func applyTurnsAndMirrors(_ value: Int) {
        let w = 3, h = 2
        let stored = numberedSurface(w, h)
        let upright = ExifOrientation(rawValue: value).apply(to: numberedSurface(w, h))
        #expect(ExifOrientation(rawValue: value).swapsAxes == (value >= 5))
        #expect(value >= 5 ? (upright.width == h && upright.height == w) : (upright.width == w && upright.height == h))
        // Where the stored top-left, top-right and bottom-left corners land.
        let corners: [Int: [(Int, Int)]] = [
            1: [(0, 0), (2, 0), (0, 1)], 2: [(2, 0), (0, 0), (2, 1)], 3: [(2, 1), (0, 1), (2, 0)],
            4: [(0, 1), (2, 1), (0, 0)], 5: [(0, 0), (0, 2), (1, 0)], 6: [(1, 0), (1, 2), (0, 0)],
            7: [(1, 2), (1, 0), (0, 2)], 8: [(0, 2), (0, 0), (1, 2)],
        ]
        let c = corners[value] ?? []
        #expect(upright[c[0].0, c[0].1] == stored[0, 0])
        #expect(upright[c[1].0, c[1].1] == stored[w - 1, 0])
        #expect(upright[c[2].0, c[2].1] == stored[0, h - 1])
        #expect(Set(allPixels(upright)) == Set(allPixels(stored)), "every pixel kept once")
    }

    @Test func invalidRawValuesMeanUpright() {
        #expect(ExifOrientation(rawValue: 0) == .upright && ExifOrientation(rawValue: 9) == .upright)
        #expect(ExifOrientation(rawValue: 6).rawValue == 6)
    }
}
