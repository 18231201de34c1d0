/// One entry point for picture files: PNG or JPEG, told apart by their first bytes, not by
/// their names.
public enum ImageFile {
    /// The picture formats Pane decodes, as told by a file's signature.
    public enum Format: Sendable {
        /// PNG: the file begins `89 50 4E 47`, the first four bytes of its signature.
        case png
        /// JPEG: the file begins `FF D8 FF`, a start-of-image marker and the next marker.
        case jpeg
    }

    /// The format of `bytes`, or `nil` when it is neither.
    public static func format(of bytes: UnsafeRawBufferPointer) -> Format? {
        if bytes.count >= 8, bytes[0] == 0x89, bytes[1] == 0x50, bytes[2] == 0x4E, bytes[3] == 0x47 { return .png }
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF { return .jpeg }
        return nil
    }

    /// Decodes the file at `path`. `minimumSize` lets JPEG decode at a reduced scale (see
    /// `JPEG.decode`); PNG always decodes whole. Errors: `.io`, `.unsupported`, `.corrupt`,
    /// `.tooLarge`.
    public static func decode(path: String, maxPixels: Int = 64 << 20,
                              minimumSize: (width: Int, height: Int)? = nil) throws(ImageError) -> Surface {
        try decode(path: FilePath(path), maxPixels: maxPixels, minimumSize: minimumSize)
    }

    /// Decodes the file at `path`, a name that need not be UTF-8.
    public static func decode(path: FilePath, maxPixels: Int = 64 << 20,
                              minimumSize: (width: Int, height: Int)? = nil) throws(ImageError) -> Surface {
        let bytes = try FileBytes(path: path)
        defer { bytes.free() }
        switch format(of: bytes.buffer) {
        // The bytes are this call's own (FileBytes allocated them): PNG drops chunks in place.
        case .png: return try PNG.decode(rearranging: UnsafeMutableRawBufferPointer(mutating: bytes.buffer), maxPixels: maxPixels)
        case .jpeg: return try JPEG.decode(bytes.buffer, maxPixels: maxPixels, minimumSize: minimumSize)
        case nil: throw ImageError(.unsupported, "\(path): neither PNG nor JPEG")
        }
    }
}
