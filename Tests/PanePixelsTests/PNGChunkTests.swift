import Testing
import Glibc
@testable import PanePixels

/// Issue 28 item 1: chunks that claim more than the file holds, or inflate far beyond it, never
/// reach libpng (`PNGChunks`). Fixtures: Fixtures/hostile/make-hostile.py. How much memory a
/// decode of them takes is measured in a process of its own: `GalleryMemoryTests`.
@Suite struct PNGChunkTests {
    static let folder = PNGTests.fixtures + "/hostile"

    /// The pixels of rgb.png, which every hostile picture carries.
    static let rgb: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFF0C_2238, 0xFFFF_FFFF, 0xFF00_0000, 0xFFC8_6432, 0xFF01_0203]

    static func bytes(_ name: String) throws -> [UInt8] { try ImageFileBytes.read("\(folder)/\(name)") }

    /// The chunks of `bytes`, as (type, kept) pairs.
    static func chunks(_ bytes: [UInt8]) throws -> [(String, Bool)] {
        let walked = try bytes.withUnsafeBytes { raw throws(ImageError) in try PNGChunks.walk(raw) }
        return (walked ?? []).map { (PNGChunks.name(of: $0.type), $0.kept) }
    }

    @Test("a chunk header declaring 700 MiB in a 44-byte file is refused before libpng reads it",
          arguments: ["tEXt", "zTXt", "iTXt", "iCCP", "prVt"])
    func declaredLengthBomb(_ kind: String) throws {
        let path = "\(Self.folder)/\(kind.lowercased())-length.png"
        #expect { _ = try PNG.decode(contentsOf: path) } throws: { error in
            let e = error as? ImageError
            return e?.kind == .corrupt
                && e?.message == "PNG: the \(kind) chunk at byte 33 claims 734003200 bytes, but the file holds 3 after its header"
        }
        // The same through the gallery's entry point, and from bytes the caller keeps.
        #expect { _ = try ImageFile.decode(path: path) } throws: { ($0 as? ImageError)?.kind == .corrupt }
        let whole = try Self.bytes("\(kind.lowercased())-length.png")
        #expect { try whole.withUnsafeBytes { _ = try PNG.decode($0) } } throws: { ($0 as? ImageError)?.kind == .corrupt }
        #expect(try Self.bytes("\(kind.lowercased())-length.png") == whole, "the caller's bytes are left as they were")
    }

    /// 60 copies of a 7 KB zTXt (or iTXt) chunk that inflates to 7 MB: libpng kept them all,
    /// 420 MB. They are dropped; the picture decodes as rgb.png.
    @Test(arguments: ["ztxt-inflate.png", "itxt-inflate.png"])
    func inflatingTextIsDropped(_ name: String) throws {
        let many = Self.repeatingSecondChunk(try Self.bytes(name), times: 60)
        let walked = try Self.chunks(many)
        #expect(walked.map(\.0) == ["IHDR"] + Array(repeating: name.hasPrefix("z") ? "zTXt" : "iTXt", count: 60) + ["IDAT", "IEND"])
        #expect(walked.filter(\.1).map(\.0) == ["IHDR", "IDAT", "IEND"])
        let pixels = try many.withUnsafeBytes { allPixels(try PNG.decode($0)) }
        #expect(pixels == Self.rgb)
    }

    @Test func manyTextChunksAreDroppedAndThePictureIsKept() throws {
        let whole = try Self.bytes("many-text.png")
        let walked = try Self.chunks(whole)
        #expect(walked.count == 1 + 1200 + 1 + 10 + 1)
        #expect(walked.filter(\.1).map(\.0) == ["IHDR", "IDAT", "IEND"])
        #expect(allPixels(try PNG.decode(contentsOf: "\(Self.folder)/many-text.png")) == Self.rgb)
        // In place: what is left is the signature and the three chunks, byte for byte.
        var copy = whole
        let kept = try copy.withUnsafeMutableBytes { raw throws(ImageError) in try PNGChunks.compact(raw) }
        let rgbFile = try ImageFileBytes.read(PNGTests.fixtures + "/rgb.png")
        #expect(Array(copy.prefix(kept)) == rgbFile, "rgb.png is the same picture without the text")
    }

    /// libpng stops reading at the end of the image data: a cut chunk after it is left out, not an error.
    @Test func aCutChunkAfterTheImageDataIsLeftOut() throws {
        #expect(allPixels(try PNG.decode(contentsOf: "\(Self.folder)/tail-text-length.png")) == Self.rgb)
        #expect(try Self.chunks(try Self.bytes("tail-text-length.png")).map(\.0) == ["IHDR", "IDAT"])
    }

    @Test func theChunksThatMakeThePictureAreKept() throws {
        // Every well-formed fixture of PNGTests holds only chunks libpng decodes with: nothing to drop.
        for name in ["gray.png", "gray-trns.png", "rgb-trns.png", "palette-trns.png", "palette4.png", "rgb-interlaced.png", "rgba16.png"] {
            let whole = try ImageFileBytes.read("\(PNGTests.fixtures)/\(name)")
            #expect(try whole.withUnsafeBytes { raw throws(ImageError) in try PNGChunks.wouldDrop(raw) } == false, "\(name)")
        }
        #expect(try Self.chunks(try ImageFileBytes.read("\(PNGTests.fixtures)/palette-trns.png")).map(\.0)
                == ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"])
        // The colour chunks stay; so does an unknown critical chunk (libpng refuses it).
        var file = Array(PNGChunks.signature)
        for type in ["IHDR", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "bKGD", "cICP", "mDCV", "pHYs", "tIME", "eXIf", "QUUX", "IDAT", "IEND"] {
            file += [0, 0, 0, 1] + Array(type.utf8) + [7, 0, 0, 0, 0]
        }
        #expect(try Self.chunks(file).filter { !$0.1 }.map(\.0) == ["pHYs", "tIME", "eXIf"])
    }

    @Test func whatIsNotAPNGIsLeftToLibpng() throws {
        let garbage: [UInt8] = Array("not a png at all".utf8)
        #expect(try garbage.withUnsafeBytes { raw throws(ImageError) in try PNGChunks.walk(raw) } == nil)
        #expect { try garbage.withUnsafeBytes { _ = try PNG.decode($0) } } throws: { ($0 as? ImageError)?.kind == .corrupt }
    }

    @Test func aHeaderCutBeforeTheImageDataIsAnError() throws {
        let whole = try ImageFileBytes.read(PNGTests.fixtures + "/rgb.png")
        let cut = Array(whole.prefix(8 + 25 + 5))   // five bytes into the IDAT header
        #expect { try cut.withUnsafeBytes { _ = try PNG.decode($0) } } throws: {
            ($0 as? ImageError)?.message == "PNG: the file ends inside a chunk header at byte 33"
        }
    }

    @Test func chunkNamesThatAreNotLettersShowAsHex() {
        #expect(PNGChunks.name(of: 0x7445_5874) == "tEXt")
        #expect(PNGChunks.name(of: 0x0001_FF41) == "0x0001ff41")
    }

    /// `bytes` with its second chunk (the one after IHDR) repeated `times` times in all.
    static func repeatingSecondChunk(_ bytes: [UInt8], times: Int) -> [UInt8] {
        let start = 8 + 25
        let length = Int(bytes[start]) << 24 | Int(bytes[start + 1]) << 16 | Int(bytes[start + 2]) << 8 | Int(bytes[start + 3])
        let chunk = bytes[start..<(start + 12 + length)]
        var out = Array(bytes[..<start])
        for _ in 0..<times { out += chunk }
        out += bytes[(start + 12 + length)...]
        return out
    }
}
