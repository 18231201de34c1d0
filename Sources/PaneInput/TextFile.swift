import Glibc
public import PaneSystem

/// Reads a whole file as UTF-8 text with `open`/`read` (core targets do without Foundation).
/// Recordings, board profiles and touch scripts are read this way.
///
/// A file (or device: `/dev/zero`, a FIFO) longer than `limit` bytes fails with `EFBIG` and a
/// message saying so, after reading at most `limit + 1` bytes: a wrong path cannot fill the memory.
public func readTextFile(_ path: String, limit: Int = 16 << 20) throws(InputError) -> String {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw InputError(call: "open", subject: path, errno: errno) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = chunk.withUnsafeMutableBytes { buffer in retryingOnInterrupt { read(fd, buffer.baseAddress, buffer.count) } }
        if n == 0 { break }
        if n < 0 { throw InputError(call: "read", subject: path, errno: errno) }
        bytes += chunk[0..<n]
        if bytes.count > limit {
            throw InputError(call: "read", subject: path, errno: EFBIG,
                             message: "longer than the limit of \(limitText(limit)); is it the right file?")
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// `16 MiB`, `512 KiB` or `100 bytes`.
func limitText(_ bytes: Int) -> String {
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
}
