import Glibc

/// A failed system or library call in the input layer: which call, on what, and the errno.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The call that failed, e.g. `"open"` or `"libevdev_new_from_fd"`.
    public var call: String
    /// The path or device the call was about, when there is one.
    public var subject: String?
    public var errno: Int32

    public init(call: String, subject: String? = nil, errno: Int32) {
        self.call = call
        self.subject = subject
        self.errno = errno
    }

    public var description: String {
        let message = strerror(errno).map { String(cString: $0) } ?? "error"
        let on = subject.map { "(\($0))" } ?? ""
        return "\(call)\(on): \(message) (errno \(errno))"
    }
}
