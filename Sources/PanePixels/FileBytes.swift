#if canImport(Glibc)
import Glibc
#endif

/// A whole file read into memory with `open`/`read`, since core targets do without Foundation.
struct FileBytes {
    let buffer: UnsafeRawBufferPointer

    /// Files over `limit` bytes are refused before they are read.
    init(path: String, limit: Int = 256 << 20) throws(ImageError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ImageError(.io, "cannot open \(path): errno \(errno)") }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw ImageError(.io, "cannot stat \(path): errno \(errno)") }
        let size = Int(st.st_size)
        guard size <= limit else { throw ImageError(.tooLarge, "\(path) is \(size) bytes, over \(limit)") }
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(1, size), alignment: 16)
        var done = 0
        while done < size {
            let n = read(fd, memory + done, size - done)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                memory.deallocate()
                throw ImageError(.io, "cannot read \(path): errno \(errno)")
            }
            done += n
        }
        buffer = UnsafeRawBufferPointer(start: memory, count: size)
    }

    func free() { buffer.baseAddress.map { UnsafeMutableRawPointer(mutating: $0).deallocate() } }
}
