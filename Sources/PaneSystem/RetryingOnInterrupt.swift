import Glibc

/// Runs `call`, a system call that reports failure as -1 with `errno` set (`read`, `write`,
/// `send`, `poll`, `waitpid`, `sem_wait`), again for as long as it fails with `EINTR`: a signal
/// arrived before it did anything, so it is simply retried (signal(7), "Interruption of system
/// calls and library functions by signal handlers"). Returns the first other result; on -1,
/// `errno` still holds that call's error.
///
/// ```swift
/// let n = retryingOnInterrupt { read(fd, buffer, count) }
/// if n < 0 { throw SystemError(call: "read", subject: path, errno: errno) }
/// ```
@inlinable
public func retryingOnInterrupt<Result: FixedWidthInteger>(_ call: () -> Result) -> Result {
    while true {
        let result = call()
        if result == -1 && errno == EINTR { continue }
        return result
    }
}
