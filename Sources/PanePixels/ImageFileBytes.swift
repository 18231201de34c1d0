/// A whole file's bytes, for tools and tests that need raw data (reference images, fixtures).
public enum ImageFileBytes {
    /// Every byte of the file at `path`; throws an `ImageError` (`io`, or `tooLarge` over the file size
    /// limit) when it cannot be read.
    public static func read(_ path: String) throws(ImageError) -> [UInt8] {
        let bytes = try FileBytes(path: path)
        defer { bytes.free() }
        return Array(bytes.buffer)
    }
}
