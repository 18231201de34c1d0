/// A file's path as the kernel knows it: bytes, not text. Linux file names need not be UTF-8
/// (a photo copied from an old camera card may be `caf\xE9.jpg` in Latin-1); a `String` made
/// from such a name replaces the byte with U+FFFD and the path no longer opens. Paths read from
/// a directory stay `FilePath`s until `open`.
///
/// Make one from a `String` (its UTF-8) or from `bytes` (`readdir`'s `d_name`); `description`
/// is for people and logs: valid UTF-8 as text, other bytes as `\xNN`, control characters
/// escaped (`\n`), so a name can neither break nor forge a log line.
public struct FilePath: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path's bytes, without a terminating NUL (and with none inside).
    public let bytes: [UInt8]

    /// The UTF-8 bytes of `string`, cut at its first NUL if it has one (the kernel would stop there).
    public init(_ string: String) {
        bytes = Array(string.utf8.prefix { $0 != 0 })
    }

    /// `bytes` up to the first NUL, if any.
    public init(bytes: some Sequence<UInt8>) {
        self.bytes = Array(bytes.prefix { $0 != 0 })
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// `self + "/" + name`.
    public func appending(_ name: FilePath) -> FilePath {
        FilePath(bytes: bytes + [UInt8(ascii: "/")] + name.bytes)
    }

    /// The last component (after the last `/`).
    public var lastComponent: FilePath {
        FilePath(bytes: bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).last ?? [])
    }

    /// Calls `body` with the path as a NUL-terminated C string, for `open` and `stat`.
    public func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// The path as text when it is valid UTF-8 (then `FilePath(string)` gives it back), else `nil`.
    public var string: String? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var out = String.UnicodeScalarView()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): out.append(Unicode.UTF8.decode(encoded))
            case .error: return nil
            case .emptyInput: return String(out)
            }
        }
    }

    public var description: String {
        var out = ""
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                offset += encoded.count
                switch scalar {
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                default:
                    if scalar.value < 0x20 || scalar.value == 0x7F { out += Self.hex(UInt8(scalar.value)) }
                    else { out.unicodeScalars.append(scalar) }
                }
            case .error(let length):
                for byte in bytes[offset..<(offset + length)] { out += Self.hex(byte) }
                offset += length
            case .emptyInput:
                break loop
            }
        }
        return out
    }

    public static func < (a: FilePath, b: FilePath) -> Bool { a.bytes.lexicographicallyPrecedes(b.bytes) }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "\\x" + (digits.count == 1 ? "0" : "") + digits
    }
}
