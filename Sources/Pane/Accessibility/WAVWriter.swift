import Glibc

/// A growing WAV file of 16-bit mono PCM (`--speech-out`): the RIFF header first, then the
/// samples as they come; `finishUtterance()` writes the true sizes into the header, so the file
/// is whole after every utterance even if the app is killed later. Used by one thread only.
final class WAVWriter {
    let sampleRate: Int
    private let fd: Int32
    private let path: String
    private var dataBytes = 0
    /// The first failed write, said once in the log.
    private(set) var writeError: SystemError?

    /// Creates (or truncates) `path` and writes a header for no samples yet.
    init(path: String, sampleRate: Int) throws(SystemError) {
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SystemError(call: "open", subject: path, errno: errno) }
        self.path = path
        self.sampleRate = sampleRate
        put(header(), at: 0)
    }

    deinit { close(fd) }

    /// Appends `samples` (little-endian, as the machine's are on x86-64 and arm64).
    func append(_ samples: UnsafeBufferPointer<Int16>) {
        guard let base = samples.baseAddress, !samples.isEmpty else { return }
        let bytes = UnsafeRawBufferPointer(start: base, count: samples.count * 2)
        put(Array(bytes), at: 44 + dataBytes)
        dataBytes += bytes.count
    }

    /// Writes the sizes into the header.
    func finishUtterance() { put(header(), at: 0) }

    /// The 44-byte RIFF/WAVE header of 16-bit mono PCM at `sampleRate` with `dataBytes` of
    /// samples (the canonical layout: RIFF, fmt with PCM format 1, data).
    private func header() -> [UInt8] {
        var h: [UInt8] = []
        func text(_ s: String) { h += Array(s.utf8) }
        func u32(_ v: Int) { for i in 0..<4 { h.append(UInt8((v >> (8 * i)) & 0xFF)) } }
        func u16(_ v: Int) { for i in 0..<2 { h.append(UInt8((v >> (8 * i)) & 0xFF)) } }
        text("RIFF"); u32(36 + dataBytes); text("WAVE")
        text("fmt "); u32(16); u16(1); u16(1); u32(sampleRate); u32(sampleRate * 2); u16(2); u16(16)
        text("data"); u32(dataBytes)
        return h
    }

    private func put(_ bytes: [UInt8], at offset: Int) {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress! + done, $0.count - done, off_t(offset + done)) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                if writeError == nil {
                    let error = SystemError(call: "write", subject: path, errno: errno)
                    writeError = error
                    AppLauncher.log("pane: --speech-out: \(error); the file ends here")
                }
                return
            }
            done += n
        }
    }
}
