/// Why an input method cannot start: its library or its data is not installed. The message is
/// the one line to log, naming the Debian packages to install.
public struct InputMethodError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The engine that failed (`hangul`, `pinyin`).
    public var engine: String
    /// What went wrong, from the engine's loader.
    public var message: String

    /// An error for `engine` saying `message`.
    public init(engine: String, message: String) {
        self.engine = engine
        self.message = message
    }

    public var description: String { "\(engine) input method: \(message)" }
}

/// A NUL-terminated UCS-4 string from a C library, as a String (empty for NULL).
func stringFromUCS4(_ pointer: UnsafePointer<UInt32>?) -> String {
    guard var p = pointer else { return "" }
    var text = String.UnicodeScalarView()
    while p.pointee != 0 {
        if let scalar = Unicode.Scalar(p.pointee) { text.append(scalar) }
        p += 1
    }
    return String(text)
}
