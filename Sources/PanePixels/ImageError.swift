/// Why an image could not be loaded or saved. The gallery shows a broken-image placeholder and
/// logs `description` for any of these; none of them is fatal.
public struct ImageError: Error, CustomStringConvertible, Sendable {
    /// The kind of failure, for a caller that treats them differently (a placeholder for `corrupt`, a log
    /// line for `io`).
    public enum Kind: Sendable {
        /// Not a valid image of its format, or cut short.
        case corrupt
        /// Valid, but over the pixel budget.
        case tooLarge
        /// Neither PNG nor JPEG.
        case unsupported
        /// The file could not be read or written.
        case io
    }

    /// What kind of failure it was.
    public var kind: Kind
    /// What went wrong and with which file, in words for a log line.
    public var message: String

    /// An error of `kind` with `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
