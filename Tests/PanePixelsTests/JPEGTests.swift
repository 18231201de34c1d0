import Testing
import PaneGeometry
import PanePixels

/// JPEG through TurboJPEG equals libjpeg-turbo's own `djpeg` pixel for pixel (references made
/// by Fixtures/jpeg/make-jpeg-fixtures.sh), for each chroma subsampling, grayscale, reduced
/// scales and all eight Exif orientations.
@Suite struct JPEGTests {
    static let folder = PNGTests.fixtures + "/jpeg"

    /// A binary PPM (P6) or PGM (P5) as opaque native pixels.
    static func reference(_ name: String) throws -> Surface {
        let bytes = Array(try readFile("\(folder)/\(name)"))
        var fields: [String] = [], i = 0
        while fields.count < 4 {
            while bytes[i] == 0x20 || bytes[i] == 0x0A { i += 1 }
            var word = ""
            while bytes[i] != 0x20 && bytes[i] != 0x0A { word.append(Character(UnicodeScalar(bytes[i]))); i += 1 }
            fields.append(word)
        }
        i += 1
        let gray = fields[0] == "P5", w = Int(fields[1])!, h = Int(fields[2])!
        let s = Surface(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let o = i + (y * w + x) * (gray ? 1 : 3)
                let (r, g, b) = gray ? (bytes[o], bytes[o], bytes[o]) : (bytes[o], bytes[o + 1], bytes[o + 2])
                s.pixels[x, y] = 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
            }
        }
        return s
    }

    static func readFile(_ path: String) throws -> [UInt8] {
        let text = try ImageFileBytes.read(path)
        return text
    }

    @Test("every subsampling and grayscale equal djpeg", arguments: [("s444.jpg", "s444.ppm"), ("s422.jpg", "s422.ppm"),
                                                                     ("s420.jpg", "s420.ppm"), ("gray.jpg", "gray.pgm")])
    func decodesLikeDjpeg(_ pair: (String, String)) throws {
        let ours = try JPEG.decode(contentsOf: "\(Self.folder)/\(pair.0)")
        let reference = try Self.reference(pair.1)
        let same = ours.hasSamePixels(as: reference)
        #expect(ours.width == 48 && ours.height == 32 && same)
    }

    @Test func scaledDecodingPicksTheSmallestFactorThatStillCovers() throws {
        let half = try JPEG.decode(contentsOf: "\(Self.folder)/s420.jpg", minimumSize: (20, 16))
        let halfReference = try Self.reference("s420-half.ppm")
        let sameHalf = half.hasSamePixels(as: halfReference)
        #expect(half.width == 24 && half.height == 16 && sameHalf)
        let quarter = try JPEG.decode(contentsOf: "\(Self.folder)/s420.jpg", minimumSize: (12, 8))
        let quarterReference = try Self.reference("s420-quarter.ppm")
        let sameQuarter = quarter.hasSamePixels(as: quarterReference)
        #expect(quarter.width == 12 && quarter.height == 8 && sameQuarter)
        let whole = try JPEG.decode(contentsOf: "\(Self.folder)/s420.jpg", minimumSize: (40, 30))
        #expect(whole.width == 48, "1/2 would leave 24x16, smaller than asked")
    }

    /// Orientation n turns the reference as Exif 2.3 table 4 says; the white mark at the stored
    /// top-left must land at the expected corner.
    @Test(arguments: 1...8)
    func exifOrientation(_ value: Int) throws {
        let turned = try JPEG.decode(contentsOf: "\(Self.folder)/orient-\(value).jpg")
        let plain = try Self.reference("s444.ppm")
        let (w, h) = (plain.width, plain.height)
        #expect(value >= 5 ? (turned.width == h && turned.height == w) : (turned.width == w && turned.height == h))
        var mismatches = 0
        for y in 0..<h {
            for x in 0..<w {
                let (tx, ty): (Int, Int)
                switch value {
                case 1: (tx, ty) = (x, y)
                case 2: (tx, ty) = (w - 1 - x, y)
                case 3: (tx, ty) = (w - 1 - x, h - 1 - y)
                case 4: (tx, ty) = (x, h - 1 - y)
                case 5: (tx, ty) = (y, x)
                case 6: (tx, ty) = (h - 1 - y, x)
                case 7: (tx, ty) = (h - 1 - y, w - 1 - x)
                default: (tx, ty) = (y, w - 1 - x)
                }
                if turned[tx, ty] != plain[x, y] { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        let mark = [1: (0, 0), 2: (47, 0), 3: (47, 31), 4: (0, 31), 5: (0, 0), 6: (31, 0), 7: (31, 47), 8: (0, 47)][value]!
        #expect(turned[mark.0, mark.1] >> 16 & 0xFF > 0xF0, "the white mark")
    }

    /// A CMYK JPEG as Photoshop writes them (Fixtures/jpeg/make-cmyk.c): libjpeg-turbo decodes
    /// it to CMYK only, and Pane's inverted-CMYK conversion equals the reference the fixture
    /// program computed from libjpeg-turbo's own CMYK decode.
    @Test func cmykAsAdobeWritesIt() throws {
        let s = try JPEG.decode(contentsOf: "\(Self.folder)/cmyk.jpg")
        let reference = try Self.reference("cmyk.ppm")
        let same = s.hasSamePixels(as: reference)
        #expect(s.width == 16 && s.height == 8 && same)
        // No ink at the top-left corner (C, M stored near 255, K 255): nearly white but for yellow.
        #expect(s[0, 0] >> 16 & 0xFF > 0xF0 && s[0, 0] & 0xFF < 0xD0)
    }

    /// A file cut inside its scan decodes with a warning, the missing blocks filled as libjpeg
    /// fills them: exactly what djpeg writes for it (which also warns).
    @Test func fileCutInTheScanShowsWhatArrived() throws {
        let s = try JPEG.decode(contentsOf: "\(Self.folder)/truncated-scan.jpg")
        let reference = try Self.reference("truncated-scan.ppm")
        let same = s.hasSamePixels(as: reference)
        #expect(s.width == 48 && s.height == 32 && same)
        let whole = try Self.reference("s420.ppm")
        let differs = !s.hasSamePixels(as: whole)
        #expect(differs, "the cut loses the bottom of the picture")
    }

    /// A file cut before its first scan (600 of 868 bytes; the scan starts at 609) has no
    /// picture: djpeg fails on it too ("missing SOS marker").
    @Test func fileCutBeforeTheScanIsCorrupt() {
        #expect { _ = try JPEG.decode(contentsOf: "\(Self.folder)/truncated.jpg") } throws: {
            ($0 as? ImageError)?.kind == .corrupt
        }
    }

    @Test func garbageAndBudget() throws {
        #expect { _ = try JPEG.decode(contentsOf: PNGTests.fixtures + "/rgb.png") } throws: { ($0 as? ImageError)?.kind == .corrupt }
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xD9]
        #expect { try bytes.withUnsafeBytes { _ = try JPEG.decode($0) } } throws: { ($0 as? ImageError)?.kind == .corrupt }
        #expect { try [UInt8]().withUnsafeBytes { _ = try JPEG.decode($0) } } throws: { ($0 as? ImageError)?.kind == .corrupt }
        #expect { _ = try JPEG.decode(contentsOf: "\(Self.folder)/s444.jpg", maxPixels: 48 * 32 - 1) } throws: {
            ($0 as? ImageError)?.kind == .tooLarge
        }
        let exact = try JPEG.decode(contentsOf: "\(Self.folder)/s444.jpg", maxPixels: 48 * 32)
        #expect(exact.width == 48, "the budget is inclusive")
        // The budget counts the scaled picture: a 1/2-scale decode of 24x16 fits in 384 pixels.
        let small = try JPEG.decode(contentsOf: "\(Self.folder)/s444.jpg", maxPixels: 24 * 16, minimumSize: (20, 10))
        #expect(small.width == 24 && small.height == 16)
    }

    /// Issue 11: a 615-byte progressive file claiming 30000x30000 (Fixtures/jpeg/make-bomb.c)
    /// asked for as a thumbnail scales to 3750x3750, inside the gallery's 40-megapixel budget,
    /// but libjpeg would first allocate 2.7 GB of coefficients: refused before decoding.
    @Test func progressiveBombIsRefusedBeforeDecoding() {
        #expect {
            _ = try JPEG.decode(contentsOf: "\(Self.folder)/bomb-progressive.jpg", maxPixels: 40_000_000,
                                minimumSize: (200, 200))
        } throws: { error in
            let e = error as? ImageError
            return e?.kind == .tooLarge && e?.message == "JPEG: a multi-scan (progressive) 30000x30000 picture needs "
                + "2574 MiB of decoder memory, over the budget of 152 MiB"
        }
    }

    /// The whole-image buffer counts with the output: 768 bytes of coefficients and 1024 of
    /// pixels make 448 pixels' worth (4 bytes each) for the 16x16 progressive file.
    @Test func progressiveBudgetCountsTheCoefficients() throws {
        let exact = try JPEG.decode(contentsOf: "\(Self.folder)/progressive-16x16.jpg", maxPixels: 448)
        #expect(exact.width == 16 && exact.height == 16)
        #expect { _ = try JPEG.decode(contentsOf: "\(Self.folder)/progressive-16x16.jpg", maxPixels: 447) } throws: {
            ($0 as? ImageError)?.kind == .tooLarge
        }
    }

    /// The same claim in a baseline frame costs only its output: at 1/8 it is 3750x3750, which a
    /// budget one pixel smaller refuses by pixel count, not by decoder memory.
    @Test func baselineClaimIsJudgedByItsOutput() {
        #expect {
            _ = try JPEG.decode(contentsOf: "\(Self.folder)/bomb-baseline.jpg", maxPixels: 3750 * 3750 - 1,
                                minimumSize: (200, 200))
        } throws: { ($0 as? ImageError)?.message == "JPEG: 3750x3750 is over the budget of 14062499 pixels" }
    }
}
