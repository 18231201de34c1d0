import Testing
@testable import PanePixels

/// The header walk that tells how much memory libjpeg will hold before it holds it.
@Suite struct JPEGHeaderTests {
    static func header(_ name: String) throws -> JPEGHeader? {
        let bytes = try JPEGTests.readFile("\(JPEGTests.folder)/\(name)")
        return bytes.withUnsafeBytes { JPEGHeader($0) }
    }

    /// Fixtures/jpeg/make-bomb.c: a 615-byte progressive 4:2:0 file claiming 30000x30000.
    /// Luma: 3750x3750 blocks; each chroma plane 1875x1875; 128 bytes a block:
    /// 1,800,000,000 + 2 × 450,000,000 bytes, the 2.7 GB the gallery reached.
    @Test func progressiveBombNeedsTheWholeImageBuffer() throws {
        let h = try #require(try Self.header("bomb-progressive.jpg"))
        #expect(h.width == 30000 && h.height == 30000 && h.isProgressive)
        #expect(h.components == [.init(horizontal: 2, vertical: 2), .init(horizontal: 1, vertical: 1),
                                 .init(horizontal: 1, vertical: 1)])
        #expect(h.wholeImageBufferBytes == 2_700_000_000)
    }

    /// The same claim in a baseline, interleaved frame: libjpeg decodes it an MCU row at a time.
    @Test func baselineNeedsNoWholeImageBuffer() throws {
        let h = try #require(try Self.header("bomb-baseline.jpg"))
        #expect(h.width == 30000 && !h.isProgressive && !h.firstScanIsPartial)
        #expect(h.wholeImageBufferBytes == 0)
    }

    /// 16x16 at 4:2:0: 4 luma blocks and one per chroma plane, 6 × 128 bytes.
    @Test func smallProgressiveFile() throws {
        let h = try #require(try Self.header("progressive-16x16.jpg"))
        #expect(h.wholeImageBufferBytes == 768)
    }

    /// A non-interleaved first scan (one component of three) makes libjpeg buffer everything
    /// too; partial MCUs round up (a 17-pixel-wide 4:4:4 plane is 3 blocks).
    @Test func partialFirstScanCountsAndBlocksRoundUp() {
        let frame: [UInt8] = [0xFF, 0xD8,
                              0xFF, 0xC0, 0x00, 0x11, 8, 0x00, 0x08, 0x00, 0x11, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0,
                              0xFF, 0xDA, 0x00, 0x08, 1, 1, 0x00, 0, 63, 0]
        let h = frame.withUnsafeBytes { JPEGHeader($0) }
        #expect(h?.firstScanIsPartial == true)
        #expect(h?.wholeImageBufferBytes == 3 * (3 * 1 * 128))
    }

    /// Cut, lying or foreign data gives no header and never reads past the end.
    @Test func malformedInputGivesNothing() {
        let cases: [[UInt8]] = [
            [], [0xFF], [0xFF, 0xD8], [0x89, 0x50, 0x4E, 0x47],
            [0xFF, 0xD8, 0xFF, 0xC2, 0xFF, 0xFF],                      // length past the end
            [0xFF, 0xD8, 0xFF, 0xC2, 0x00, 0x08, 8, 0, 1, 0, 1, 9],    // 9 components in 6 bytes
            [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 8, 0, 1, 0, 1, 1, 1, 0x51, 0],  // H = 5
            [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x03, 1],                   // a scan before any frame
            [0xFF, 0xD8, 0x00, 0x00],                                  // not a marker
        ]
        for bytes in cases {
            #expect(bytes.withUnsafeBytes { JPEGHeader($0) } == nil, "\(bytes)")
        }
    }
}
