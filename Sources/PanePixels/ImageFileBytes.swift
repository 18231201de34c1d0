/// A whole file's bytes, for tools and tests that need raw data (reference images, fixtures).
public enum ImageFileBytes {
    public static func read(_ path: String) throws(ImageError) -> [UInt8] {
        let bytes = try FileBytes(path: path)
        defer { bytes.free() }
        return Array(bytes.buffer)
    }
}
