import Glibc

/// Reads a whole file as UTF-8 text with `open`/`read` (core targets do without Foundation).
/// Recordings, board profiles and touch scripts are read this way.
public func readTextFile(_ path: String) throws(InputError) -> String {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw InputError(call: "open", subject: path, errno: errno) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n == 0 { break }
        if n < 0 {
            if errno == EINTR { continue }
            throw InputError(call: "read", subject: path, errno: errno)
        }
        bytes += chunk[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
}
