import Glibc
import Testing
@testable import PaneInput

/// inotify records (inotify(7): a 16-byte header, then a NUL-padded name).
@Suite struct InputHotplugTests {
    static func record(mask: Int32, name: String, padTo: Int = 16) -> [UInt8] {
        var bytes: [UInt8] = []
        func u32(_ v: UInt32) { withUnsafeBytes(of: v) { bytes += $0 } }
        var nameBytes = Array(name.utf8) + [0]
        while nameBytes.count % padTo != 0 { nameBytes.append(0) }
        u32(1); u32(UInt32(mask)); u32(0); u32(UInt32(nameBytes.count))
        return bytes + nameBytes
    }

    @Test("event nodes that appear, change permissions or go away; other names are ignored")
    func parse() {
        let bytes = Self.record(mask: Int32(IN_CREATE), name: "event5") + Self.record(mask: Int32(IN_CREATE), name: "mouse0")
            + Self.record(mask: Int32(IN_ATTRIB), name: "event5") + Self.record(mask: Int32(IN_DELETE), name: "event2")
        #expect(InputHotplug.parse(bytes[...], directory: "/dev/input") == [
            .appeared("/dev/input/event5"), .appeared("/dev/input/event5"), .disappeared("/dev/input/event2"),
        ])
    }

    @Test("a truncated record is dropped, not read past")
    func truncated() {
        let bytes = Self.record(mask: Int32(IN_CREATE), name: "event1") + Array(Self.record(mask: Int32(IN_CREATE), name: "event2").prefix(20))
        #expect(InputHotplug.parse(bytes[...], directory: "/d") == [.appeared("/d/event1")])
    }

    @Test("a watch on a real directory reports a created node")
    func watchesDirectory() throws {
        var template = Array("/tmp/pane-hotplug-XXXXXX".utf8CString)
        let dir = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        defer { rmdir(dir) }
        let hotplug = try InputHotplug(directory: dir)
        #expect(hotplug.readChanges().isEmpty)
        let fd = open(dir + "/event9", O_CREAT | O_WRONLY, 0o600)
        close(fd)
        defer { unlink(dir + "/event9") }
        #expect(hotplug.readChanges().contains(.appeared(dir + "/event9")))
        #expect(TouchDeviceSelection.eventNodes(in: dir) == [dir + "/event9"])
    }
}
