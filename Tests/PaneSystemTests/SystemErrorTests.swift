import Testing
import Glibc
import PaneSystem

@Suite struct SystemErrorTests {
    @Test("the call, its subject and strerror's text with the errno") func describesCall() {
        let e = SystemError(call: "open", subject: "/dev/input/event3", errno: ENOENT)
        #expect(e.description == "open(/dev/input/event3): No such file or directory (errno 2)")
        #expect(SystemError(call: "poll", errno: EINTR).description == "poll: Interrupted system call (errno 4)")
    }

    @Test("Pane's own refusal is said instead of strerror; the subject is escaped for one log line") func message() {
        let e = SystemError(call: "read", subject: "a\nb", errno: EFBIG, message: "over 1 MiB")
        #expect(e.description == "a\\nb: over 1 MiB")
        #expect(SystemError(call: "read", errno: EFBIG, message: "too big").description == "too big")
    }
}
