#if canImport(Glibc)
import Glibc
#endif
internal import PaneSystem

/// A whole file read into memory with `open`/`read`, since core targets do without Foundation.
struct FileBytes {
    let buffer: UnsafeRawBufferPointer

    /// Files over `limit` bytes are refused before they are read. Only regular files are
    /// read: a directory, device or FIFO is an `.io` error (opened non-blocking, so a FIFO
    /// without a writer does not hang the caller).
    init(path: String, limit: Int = 256 << 20) throws(ImageError) {
        try self.init(path: FilePath(path), limit: limit)
    }

    /// Reads the file whose path is `path`'s bytes, exactly (file names need not be UTF-8).
    /// Messages show the path as `FilePath.description` does.
    init(path: FilePath, limit: Int = 256 << 20) throws(ImageError) {
        let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard fd >= 0 else { throw ImageError(.io, "cannot open \(path): open: errno \(errno)") }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw ImageError(.io, "cannot stat \(path): fstat: errno \(errno)") }
        guard st.st_mode & S_IFMT == S_IFREG else { throw ImageError(.io, "\(path) is not a regular file") }
        let size = Int(st.st_size)
        guard size <= limit else { throw ImageError(.tooLarge, "\(path) is \(size) bytes, over \(limit)") }
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(1, size), alignment: 16)
        var done = 0
        while done < size {
            let n = retryingOnInterrupt { read(fd, memory + done, size - done) }
            guard n > 0 else {
                memory.deallocate()
                throw ImageError(.io, n == 0 ? "\(path) ended before its \(size) bytes"
                                            : "cannot read \(path): read: errno \(errno)")
            }
            done += n
        }
        buffer = UnsafeRawBufferPointer(start: memory, count: size)
    }

    func free() { buffer.baseAddress.map { UnsafeMutableRawPointer(mutating: $0).deallocate() } }
}
