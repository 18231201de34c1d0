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
        public var path: String
        public var name: String
    }

    public init(photos: [Photo]) {
        all = photos.sorted { $0.name < $1.name }
        self.photos = all
    }

    /// The image files (by extension: png, jpg, jpeg) in `directory`; an error when it cannot be
    /// read.
    public convenience init(directory: String) throws(InputError) {
        guard let dir = opendir(directory) else { throw InputError(call: "opendir", subject: directory, errno: errno) }
        defer { closedir(dir) }
        var found: [Photo] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            let lower = name.lowercased()
            if lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") {
                found.append(Photo(path: directory + "/" + name, name: name))
            }
        }
        self.init(photos: found)
    }

    private func applyFilter() {
        let needle = filter.lowercased()
        photos = needle.isEmpty ? all : all.filter { $0.name.lowercased().contains(needle) }
    }
}
