import Glibc
public import Pane

/// The photos a gallery shows: the PNG and JPEG files of one folder, sorted by name, narrowed
/// by a filter text.
///
/// Only names are kept; pixels are decoded on demand by the image loader, so a folder of ten
/// thousand photos costs ten thousand short strings.
public final class PhotoLibrary {
    /// Every photo, sorted by file name.
    public let all: [Photo]
    /// The photos whose names contain `filter` (case-insensitive); all of them when it is empty.
    public private(set) var photos: [Photo]
    public var filter = "" { didSet { if filter != oldValue { applyFilter() } } }

    public struct Photo: Hashable, Sendable {
        /// The file, byte for byte as the directory lists it (`FilePath`): a Latin-1 name opens.
        public var path: FilePath
        /// The name for people and the filter: the file name as text, with bytes that are not
        /// UTF-8 shown as `\xNN`.
        public var name: String

        public init(path: FilePath, name: String) {
            self.path = path
            self.name = name
        }

        public init(path: String, name: String) {
            self.init(path: FilePath(path), name: name)
        }
    }

    public init(photos: [Photo]) {
        all = photos.sorted { $0.name < $1.name }
        self.photos = all
    }

    /// The image files (by extension: png, jpg, jpeg) in `directory`; an error when it cannot be
    /// read.
    /// Names are read as bytes and kept so (`Photo.path`); only `Photo.name` is text.
    public convenience init(directory: String) throws(InputError) {
        try self.init(directory: FilePath(directory))
    }

    /// The image files in the folder `directory`, a name that need not be UTF-8 (issue 28 item 9:
    /// `--photos` naming a Latin-1 folder).
    public convenience init(directory folder: FilePath) throws(InputError) {
        guard let dir = folder.withCString({ opendir($0) }) else {
            // The path as FilePath shows it (bytes that are not UTF-8 as \xNN, control characters
            // escaped), not escaped a second time as `subject` would be.
            let e = errno
            throw InputError(call: "opendir", errno: e, message: "opendir(\(folder)): \(String(cString: strerror(e))) (errno \(e))")
        }
        defer { closedir(dir) }
        var found: [Photo] = []
        while let entry = readdir(dir) {
            let file = withUnsafeBytes(of: entry.pointee.d_name) { FilePath(bytes: $0) }
            guard file.bytes.first != UInt8(ascii: ".") else { continue }
            // The extension is ASCII, so the test reads bytes: a non-UTF-8 name still qualifies.
            let lower = String(decoding: file.bytes.suffix(5), as: UTF8.self).lowercased()
            if lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") {
                found.append(Photo(path: folder.appending(file), name: file.description))
            }
        }
        self.init(photos: found)
    }

    private func applyFilter() {
        let needle = filter.lowercased()
        photos = needle.isEmpty ? all : all.filter { $0.name.lowercased().contains(needle) }
    }
}
