import Testing
import Glibc
import PanePixels

@Suite struct ImageFileTests {
    static func format(_ bytes: [UInt8]) -> ImageFile.Format? {
        bytes.withUnsafeBytes { ImageFile.format(of: $0) }
    }

    @Test func sniffsByMagicBytes() {
        #expect(Self.format([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == .png)
        #expect(Self.format([0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg && Self.format([0xFF, 0xD8, 0xFF]) == .jpeg)
        #expect(Self.format([0x89, 0x50, 0x4E, 0x47]) == nil, "a PNG signature needs its 8 bytes")
        #expect(Self.format([0xFF, 0xD8]) == nil && Self.format([]) == nil)
        #expect(Self.format(Array("GIF89a".utf8)) == nil && Self.format(Array("RIFF....WEBP".utf8)) == nil)
    }

    @Test func decodesEitherFormatByContent() throws {
        let jpeg = try ImageFile.decode(path: JPEGTests.folder + "/s444.jpg")
        let reference = try JPEGTests.reference("s444.ppm")
        let sameJPEG = jpeg.hasSamePixels(as: reference)
        #expect(sameJPEG)
        let png = try ImageFile.decode(path: PNGTests.fixtures + "/rgb.png")
        let samePNG = png.hasSamePixels(as: try PNG.decode(contentsOf: PNGTests.fixtures + "/rgb.png"))
        #expect(png.width == 4 && samePNG)
        let disguised = "/tmp/pane-disguised-\(getpid()).png"
        defer { unlink(disguised) }
        let fd = open(disguised, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let bytes = try ImageFileBytes.read(JPEGTests.folder + "/s444.jpg")
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let sameDisguised = try ImageFile.decode(path: disguised).hasSamePixels(as: reference)
        #expect(sameDisguised, "a JPEG under a .png name is still a JPEG")
        let scaled = try ImageFile.decode(path: JPEGTests.folder + "/s420.jpg", minimumSize: (12, 8))
        #expect(scaled.width == 12 && scaled.height == 8, "minimumSize reaches the JPEG decoder")
    }

    @Test func errorsSayWhatWentWrong() {
        #expect { _ = try ImageFile.decode(path: JPEGTests.folder + "/make-jpeg-source.py") } throws: {
            ($0 as? ImageError)?.kind == .unsupported
        }
        #expect { _ = try ImageFile.decode(path: "/nonexistent/picture.jpg") } throws: { ($0 as? ImageError)?.kind == .io }
        #expect { _ = try ImageFile.decode(path: PNGTests.fixtures + "/huge-header.png") } throws: {
            ($0 as? ImageError)?.kind == .tooLarge
        }
        #expect { _ = try ImageFile.decode(path: PNGTests.fixtures + "/garbage.png") } throws: { ($0 as? ImageError)?.kind == .corrupt }
        #expect { _ = try ImageFile.decode(path: JPEGTests.folder + "/s444.jpg", maxPixels: 48 * 32 - 1) } throws: {
            ($0 as? ImageError)?.kind == .tooLarge
        }
    }
}
