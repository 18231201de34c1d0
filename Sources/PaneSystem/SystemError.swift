import Glibc

/// A failed system or library call: which call, on what, and the errno. Every layer that talks
/// to the kernel (input devices, files, the profiler's socket and file, the trace, child
/// processes) throws this one type; PaneInput calls it `InputError`.
public struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The call that failed, e.g. `"open"` or `"libevdev_new_from_fd"`.
    public var call: String
    /// The path or device the call was about, when there is one.
    public var subject: String?
    /// The `errno` the call left, for `strerror`.
    public var errno: Int32
    /// Said instead of `strerror` when Pane, not the system, refused (a file over a size limit).
    public var message: String?

    /// An error for `call` on `subject` with `errno`; `message` replaces the system's words when
    /// Pane, not the system, refused.
    public init(call: String, subject: String? = nil, errno: Int32, message: String? = nil) {
        self.call = call
        self.subject = subject
        self.errno = errno
        self.message = message
    }

    /// `call(subject): strerror text (errno N)`, or `subject: message` when Pane refused.
    public var description: String {
        if let message { return subject.map { "\(escapedForLog($0)): \(message)" } ?? message }
        let text = strerror(errno).map { String(cString: $0) } ?? "error"
        let on = subject.map { "(\(escapedForLog($0)))" } ?? ""
        return "\(call)\(on): \(text) (errno \(errno))"
    }
}
