/// The chunk walk `PNG.decode` makes before libpng reads a file: it keeps the chunks that
/// make the picture and drops the rest, so that no chunk can make libpng allocate more than
/// the file holds (issue 28 item 1).
///
/// Why it is needed: `png_image_begin_read_from_memory` reads every chunk before the first
/// IDAT, and for the text chunks (tEXt, zTXt, iTXt) it allocates the length a chunk *declares*
/// before reading it (a 44-byte file declaring 700 MiB cost 700 MiB), and keeps up to 1,000
/// of them inflated to up to 8 MB each (a 700 KB file of zTXt chunks cost 700 MB). The
/// simplified API would skip those chunks, but only from `png_image_finish_read` on
/// (`png_image_skip_unused_chunks`, libpng 1.6 pngread.c), too late; and it exposes no
/// `png_struct` on which to set `png_set_chunk_malloc_max` or `png_set_keep_unknown_chunks`
/// before the first read. So the chunks it would skip never reach it.
///
/// Kept: every critical chunk (IHDR, PLTE, IDAT, IEND; an unknown critical chunk too, which
/// libpng then refuses) and the ancillary chunks the simplified API reads to decode: the
/// `chunks_to_process` of `png_image_skip_unused_chunks` (bKGD, cHRM, gAMA, iCCP, sBIT, sRGB
/// in libpng 1.6.39; cICP and mDCV in later versions) and tRNS. Every other ancillary chunk
/// (text, time, physical size, EXIF, APNG frames, private chunks) is dropped; libpng
/// ignores them when it decodes anyway, so the pixels do not change.
///
/// A chunk that claims more bytes than the file holds is an error before libpng sees it,
/// except after the image data: libpng stops reading there, so a cut tail is dropped.
enum PNGChunks {
    /// The 8-byte PNG signature (PNG specification, 5.2).
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The ancillary chunk types kept (see the type's comment), as big-endian 32-bit values.
    static let keptAncillary: Set<UInt32> = Set(["tRNS", "bKGD", "cHRM", "cICP", "gAMA", "iCCP", "mDCV", "sBIT", "sRGB"]
        .map { name in name.utf8.reduce(0) { $0 << 8 | UInt32($1) } })

    static let idat: UInt32 = 0x4944_4154

    /// One chunk's place in the file.
    struct Chunk {
        var offset: Int
        var type: UInt32
        /// Length field + type + data + CRC, or what of it the file holds when the tail is cut.
        var size: Int
        var kept: Bool
    }

    /// The chunks of `bytes` in order, with whether each is kept; `nil` when `bytes` does not
    /// start with the PNG signature (then libpng gets them as they are and says why not).
    /// Throws `.corrupt` for a chunk before the image data that runs past the end of the file.
    static func walk(_ bytes: UnsafeRawBufferPointer) throws(ImageError) -> [Chunk]? {
        guard bytes.count >= signature.count, bytes.prefix(signature.count).elementsEqual(signature) else { return nil }
        var chunks: [Chunk] = []
        var offset = signature.count
        var sawImageData = false
        while offset < bytes.count {
            let left = bytes.count - offset
            guard left >= 8 else {
                if sawImageData { break }
                throw ImageError(.corrupt, "PNG: the file ends inside a chunk header at byte \(offset)")
            }
            let length = Int(bigEndian32(bytes, offset))
            let type = bigEndian32(bytes, offset + 4)
            let isCritical = type & 0x2000_0000 == 0    // bit 5 of the first byte: 0 = critical (PNG 5.4)
            let kept = isCritical || keptAncillary.contains(type)
            let whole = 12 + length
            if whole > left {
                // libpng reads no further than the image data: a cut tail after it costs nothing.
                if sawImageData && type != idat { break }
                throw ImageError(.corrupt, "PNG: the \(name(of: type)) chunk at byte \(offset) claims \(length) bytes, "
                                 + "but the file holds \(left - 8) after its header")
            }
            chunks.append(Chunk(offset: offset, type: type, size: whole, kept: kept))
            if type == idat { sawImageData = true }
            offset += whole
        }
        return chunks
    }

    /// Moves the kept chunks of `buffer` to its front, in order; the new length. `buffer` is
    /// returned whole when it is not a PNG file.
    static func compact(_ buffer: UnsafeMutableRawBufferPointer) throws(ImageError) -> Int {
        guard let chunks = try walk(UnsafeRawBufferPointer(buffer)) else { return buffer.count }
        guard let base = buffer.baseAddress else { return 0 }
        var end = signature.count
        for chunk in chunks where chunk.kept {
            // Kept chunks only move towards the front, so copying forward is safe (memmove semantics).
            if chunk.offset != end { (base + end).copyMemory(from: base + chunk.offset, byteCount: chunk.size) }
            end += chunk.size
        }
        return end
    }

    /// Whether `compact` would change `bytes` (some chunk dropped or a cut tail left out).
    static func wouldDrop(_ bytes: UnsafeRawBufferPointer) throws(ImageError) -> Bool {
        guard let chunks = try walk(bytes) else { return false }
        let keptSize = chunks.reduce(signature.count) { $0 + ($1.kept ? $1.size : 0) }
        return keptSize != bytes.count
    }

    /// A chunk type as its four letters, or as hex when they are not letters.
    static func name(of type: UInt32) -> String {
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: type >> (24 - 8 * $0)) }
        if bytes.allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }) {
            return String(decoding: bytes, as: UTF8.self)
        }
        let digits = Array("0123456789abcdef")
        return "0x" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    private static func bigEndian32(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }
}
