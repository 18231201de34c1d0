import Testing
import Glibc
import Synchronization
@testable import Pane

/// A new empty folder under /tmp for one settings test (`mkdtemp`), removed with everything in
/// it (subfolders too) when the test is done.
final class SettingsTestFolder {
    let path: String

    init() throws {
        var template = Array("/tmp/pane-settings-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        path = try #require(made.map { String(cString: $0) })
    }

    deinit { Self.remove(path) }

    /// Removes `path` and, for a folder, everything below it.
    static func remove(_ path: String) {
        var st = stat()
        guard lstat(path, &st) == 0 else { return }
        if st.st_mode & S_IFMT == S_IFDIR {
            chmod(path, 0o700)
            for name in names(in: path) { remove(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// The names in folder `path`, sorted, without `.` and `..`.
    static func names(in path: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The names in this folder.
    var names: [String] { Self.names(in: path) }

    /// Writes `bytes` to `name` in this folder, replacing it.
    func write(_ name: String, _ bytes: [UInt8]) throws {
        let fd = open(path + "/" + name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        try #require(fd >= 0)
        defer { close(fd) }
        try #require(bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == bytes.count)
    }

    /// Writes `text` to `name` in this folder.
    func write(_ name: String, _ text: String) throws { try write(name, Array(text.utf8)) }

    /// The bytes of `name` in this folder, or `nil` when it cannot be read.
    func read(_ name: String) -> [UInt8]? {
        let fd = open(path + "/" + name, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var out: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = Glibc.read(fd, &buffer, buffer.count)
            if n <= 0 { return n == 0 ? out : nil }
            out += buffer[0..<n]
        }
    }

    /// The text of `name` in this folder (empty when it cannot be read).
    func text(_ name: String) -> String { String(decoding: read(name) ?? [], as: UTF8.self) }
}

/// The lines a `Settings` logged, for tests to check.
final class SettingsLog: Sendable {
    private let storage = Mutex<[String]>([])
    /// Every line so far.
    var lines: [String] { storage.withLock { $0 } }
    /// The `log` to give a `Settings`.
    var log: @Sendable (String) -> Void { { line in self.storage.withLock { $0.append(line) } } }
}
