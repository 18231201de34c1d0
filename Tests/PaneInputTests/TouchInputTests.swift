import Glibc
import Testing
import PaneGeometry
@testable import PaneInput

/// `TouchInput` without a kernel: an empty or bogus `/dev/input` must leave it waiting, not failing.
@Suite struct TouchInputTests {
    static func temporaryDirectory() throws -> String {
        var template = Array("/tmp/pane-input-XXXXXX".utf8CString)
        let dir = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) }
        guard let dir else { throw InputError(call: "mkdtemp", errno: errno) }
        return dir
    }

    @Test("with no device it polls only the hot-plug watch and yields nothing")
    func noDevice() throws {
        let dir = try Self.temporaryDirectory()
        defer { rmdir(dir) }
        let input = TouchInput(configuration: .init(displaySize: Size(width: 800, height: 480), directory: dir))
        #expect(input.device == nil)
        #expect(input.fileDescriptors.count == 1 && input.fileDescriptors.first == input.hotplug?.fileDescriptor)
        #expect(input.readFrames(now: InputTime(seconds: 1)).isEmpty)
        #expect(input.watchdogDeadline == nil)
    }

    @Test("a node that is no input device is skipped on hot-plug, and the error kept for the log")
    func bogusNode() throws {
        let dir = try Self.temporaryDirectory()
        defer { rmdir(dir) }
        let input = TouchInput(configuration: .init(selection: .init(path: dir + "/event0"), displaySize: Size(width: 800, height: 480),
                                                    directory: dir))
        let fd = open(dir + "/event0", O_CREAT | O_WRONLY, 0o600)
        close(fd)
        defer { unlink(dir + "/event0") }
        #expect(input.lastError?.call == "open")  // not there yet at start
        #expect(input.readFrames(now: InputTime(seconds: 2)).isEmpty)
        #expect(input.device == nil)
        // A regular file opens but answers no evdev ioctl.
        #expect(input.lastError?.call == "libevdev_new_from_fd")
    }
}
