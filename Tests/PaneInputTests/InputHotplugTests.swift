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

    @Test("a missing directory is waited for: once created, the nodes in it are reported")
    func waitsForTheDirectory() throws {
        var template = Array("/tmp/pane-hotplug-XXXXXX".utf8CString)
        let parent = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        let dir = parent + "/input"
        defer { unlink(dir + "/event3"); unlink(dir + "/event4"); rmdir(dir); rmdir(parent) }
        let hotplug = try InputHotplug(directory: dir)
        #expect(!hotplug.isWatchingDirectory)
        #expect(hotplug.readChanges().isEmpty)
        // The directory and a node appear together, before anyone reads: the node is listed.
        #expect(mkdir(dir, 0o755) == 0)
        close(open(dir + "/event3", O_CREAT | O_WRONLY, 0o600))
        #expect(hotplug.readChanges() == [.appeared(dir + "/event3")])
        #expect(hotplug.isWatchingDirectory)
        // From now on the directory's own watch reports.
        close(open(dir + "/event4", O_CREAT | O_WRONLY, 0o600))
        #expect(hotplug.readChanges().contains(.appeared(dir + "/event4")))
    }

    @Test("neither the directory nor its parent: a clear error")
    func missingParent() {
        #expect(throws: InputError.self) { try InputHotplug(directory: "/nonexistent-pane/input") }
    }
}
