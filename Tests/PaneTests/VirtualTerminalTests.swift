import Testing
import Glibc
@testable import Pane

/// The console is only taken over when the app was given a VT; anything else is left alone.
/// (Graphics mode, VT switching and the restore run on a real VT in `make test-package`.)
@Suite struct VirtualTerminalTests {
    @Test func aPipeIsNotAVirtualTerminal() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        #expect(VirtualTerminal.onStandardInput(fd: fds[0]) == nil)
    }

    @Test func otherCharacterDevicesAreNotVirtualTerminals() throws {
        let null = open("/dev/null", O_RDWR)
        try #require(null >= 0)
        defer { close(null) }
        #expect(VirtualTerminal.onStandardInput(fd: null) == nil)
    }

    @Test func aClosedDescriptorIsNotAVirtualTerminal() {
        #expect(VirtualTerminal.onStandardInput(fd: 987) == nil)
    }

    @Test func consoleErrorsNameTheCallTheTerminalAndErrno() {
        let error = ConsoleError(call: "KDSETMODE KD_GRAPHICS", tty: 1, errno: EPERM)
        #expect(error.description == "KDSETMODE KD_GRAPHICS on tty1 failed: Operation not permitted (errno 1)")
    }
}
