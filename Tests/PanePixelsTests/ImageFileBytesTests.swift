import Testing
import Glibc
import PanePixels

/// `ImageFileBytes.read` and, through it, `FileBytes`.
@Suite struct ImageFileBytesTests {
    @Test func readsWholeFiles() throws {
        let path = "/tmp/pane-bytes-\(getpid())"
        defer { unlink(path) }
        let content = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(fd >= 0)
        _ = content.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        #expect(try ImageFileBytes.read(path) == content)
        let empty = open(path, O_WRONLY | O_TRUNC)
        close(empty)
        #expect(try ImageFileBytes.read(path) == [])
    }

    @Test func missingFilesAndNonRegularFilesAreIOErrors() {
        #expect { _ = try ImageFileBytes.read("/nonexistent/file") } throws: { ($0 as? ImageError)?.kind == .io }
        #expect { _ = try ImageFileBytes.read("/tmp") } throws: { ($0 as? ImageError)?.kind == .io }
        #expect { _ = try ImageFileBytes.read("/dev/zero") } throws: { ($0 as? ImageError)?.kind == .io }
        let fifo = "/tmp/pane-fifo-\(getpid())"
        mkfifo(fifo, 0o600)
        defer { unlink(fifo) }
        #expect { _ = try ImageFileBytes.read(fifo) } throws: { ($0 as? ImageError)?.kind == .io }
    }
}
