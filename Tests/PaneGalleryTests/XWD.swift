#if canImport(Glibc)
import Glibc
#endif
import Pane
import PaneTestSupport

/// X Window Dump files, as `xwd` writes them: a header of 25 big-endian 32-bit fields (X11's
/// XWDFile.h, `XWDFileHeader`), the window's name, `ncolors` colour entries of 12 bytes, then the
/// pixels in ZPixmap format, `bytes_per_line` bytes a row. Only the true-colour layouts an X
/// server at depth 24 writes are read: 24 or 32 bits a pixel, least significant byte first.
enum XWD {
    static func decode(contentsOf path: String) throws -> Surface {
        let text = AppProcess.readBytes(path)
        func field(_ i: Int) -> Int {
            guard text.count >= 100 else { return 0 }
            return text[4 * i..<4 * i + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let headerSize = field(0), format = field(2), width = field(4), height = field(5), byteOrder = field(7)
        let bitsPerPixel = field(11), bytesPerLine = field(12), colors = field(19)
        guard text.count >= 100, format == 2, byteOrder == 0, bitsPerPixel == 24 || bitsPerPixel == 32,
              field(14) == 0xFF0000, field(15) == 0xFF00, field(16) == 0xFF else {
            throw XvfbError("\(path): not a 24-bit true-colour ZPixmap dump")
        }
        let start = headerSize + colors * 12, bytes = bitsPerPixel / 8
        guard text.count >= start + bytesPerLine * height else { throw XvfbError("\(path): truncated") }
        let surface = Surface(width: width, height: height)
        for y in 0..<height {
            let row = start + y * bytesPerLine
            for x in 0..<width {
                let p = row + x * bytes
                surface.pixels[x, y] = 0xFF00_0000 | UInt32(text[p + 2]) << 16 | UInt32(text[p + 1]) << 8 | UInt32(text[p])
            }
        }
        return surface
    }
}

extension AppProcess {
    /// A whole file's bytes; empty when it cannot be read.
    static func readBytes(_ path: String) -> [UInt8] {
        var bytes: [UInt8] = []
        guard let file = fopen(path, "r") else { return bytes }
        defer { fclose(file) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return bytes
    }
}
