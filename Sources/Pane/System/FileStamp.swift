import Glibc
public import PanePixels

/// What tells one version of a file from the next without reading it: device, inode, size and
/// modification time (`stat`). A file replaced (a new inode), rewritten (a new mtime) or
/// resized gets a different stamp; a missing file has none.
public struct FileStamp: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64

    /// The stamp of the file at `path` now, or `nil` when it cannot be `stat`ed.
    public init?(path: FilePath) {
        var st = stat()
        guard path.withCString({ stat($0, &st) }) == 0 else { return nil }
        device = UInt64(st.st_dev)
        inode = UInt64(st.st_ino)
        size = Int64(st.st_size)
        modifiedSeconds = Int64(st.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(st.st_mtim.tv_nsec)
    }
}
