import Glibc
import Synchronization
import Testing
@testable import PaneInput

/// The reader thread's life, on a folder with no devices: it starts, follows the folder (a node
/// that is not an input device is not opened), says nothing when nothing was read, and stops
/// and joins at once. Real devices are read through it in the panel VM (KeyboardPanelVMTests).
@Suite struct PeripheralReaderTests {
    @Test func startsFollowsTheFolderAndStops() throws {
        var template = Array("/tmp/pane-peripherals-XXXXXX".utf8CString)
        let dir = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        defer { rmdir(dir) }
        let calls = Mutex(0)
        let reader = try #require(PeripheralReader(input: PeripheralInput(directory: dir)) { calls.withLock { $0 += 1 } })
        // A file named like an event node appears: the watch wakes the thread, which tries it,
        // finds no input device and reads nothing.
        let node = dir + "/event7"
        let fd = open(node, O_CREAT | O_WRONLY, 0o644)
        #expect(fd >= 0)
        close(fd)
        usleep(50_000)
        let batch = reader.take()
        #expect(batch.keys.isEmpty && batch.pointer.isEmpty && batch.devices.isEmpty)
        reader.stop()
        #expect(calls.withLock { $0 } == 0)
        unlink(node)
    }
}
