/// Why an `ImageLoader` could not start: the system call that failed and its errno.
public struct ImageLoaderError: Error, CustomStringConvertible, Sendable {
    /// The failing call, e.g. `"eventfd"` or `"pthread_create"`.
    public var call: String
    /// The `errno` the call left.
    public var errno: Int32

    /// An error for `call` with `errno`.
    public init(call: String, errno: Int32) {
        self.call = call
        self.errno = errno
    }

    public var description: String { "ImageLoader: \(call) failed: errno \(errno)" }
}
