import Testing
import Glibc
import PaneSystem

@Suite struct RetryingOnInterruptTests {
    @Test("a call that fails with EINTR is made again until it answers") func retriesEINTR() {
        var calls = 0
        let n = retryingOnInterrupt { () -> Int in
            calls += 1
            if calls < 3 {
                errno = EINTR
                return -1
            }
            return 5
        }
        #expect(n == 5 && calls == 3)
    }

    @Test("any other failure comes back at once, errno kept") func otherErrors() {
        var calls = 0
        let n = retryingOnInterrupt { () -> Int32 in
            calls += 1
            errno = EBADF
            return -1
        }
        #expect(n == -1 && calls == 1 && errno == EBADF)
    }

    @Test("a negative result other than -1 is not a failure to retry, even with errno EINTR") func onlyMinusOne() {
        var calls = 0
        errno = EINTR
        let n = retryingOnInterrupt { () -> Int in
            calls += 1
            return -4
        }
        #expect(n == -4 && calls == 1)
    }

    @Test("a real read of a closed descriptor: -1 and EBADF") func realCall() {
        var byte: UInt8 = 0
        let n = retryingOnInterrupt { read(-1, &byte, 1) }
        #expect(n == -1 && errno == EBADF)
    }
}
