/// A parsed JSON value: what `TraceReader` reads trace lines into. A small strict parser (RFC 8259)
/// so that tests need no Foundation; numbers are `Double`.
public enum JSONValue: Equatable, Sendable {
    /// JSON's `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Any JSON number, integers included, as a `Double`.
    case number(Double)
    /// A string, with its escapes decoded.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object; a key that appears twice keeps its last value.
    case object([String: JSONValue])

    /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The number, or `nil` for any other kind of value.
    public var double: Double? { if case .number(let n) = self { return n }; return nil }
    /// The string, or `nil` for any other kind of value.
    public var string: String? { if case .string(let s) = self { return s }; return nil }
    /// The elements, or `nil` for any other kind of value.
    public var array: [JSONValue]? { if case .array(let a) = self { return a }; return nil }
    /// The members by key, or `nil` for any other kind of value.
    public var object: [String: JSONValue]? { if case .object(let o) = self { return o }; return nil }

    /// A parse error with the byte offset where it happened.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        /// The byte offset into the text where parsing stopped.
        public var offset: Int
        /// What was expected there, in words.
        public var message: String
        /// A parse error at `offset`.
        public init(offset: Int, message: String) {
            self.offset = offset
            self.message = message
        }
        public var description: String { "byte \(offset): \(message)" }
    }

    /// Parses one JSON text (surrounding white space allowed, nothing else after it).
    public init(parsing text: String) throws(ParseError) {
        var parser = Parser(bytes: Array(text.utf8))
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.at == parser.bytes.count else { throw parser.error("text after the value") }
        self = value
    }

    struct Parser {
        let bytes: [UInt8]
        var at = 0
        /// Deep enough for any trace; a guard against stack exhaustion on hostile input.
        static let maxDepth = 256

        init(bytes: [UInt8]) { self.bytes = bytes }

        func error(_ message: String) -> ParseError { ParseError(offset: at, message: message) }

        mutating func skipSpace() {
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
        }

        mutating func expect(_ literal: String, _ value: JSONValue) throws(ParseError) -> JSONValue {
            for byte in literal.utf8 {
                guard at < bytes.count, bytes[at] == byte else { throw error("expected \(literal)") }
                at += 1
            }
            return value
        }

        mutating func value(depth: Int) throws(ParseError) -> JSONValue {
            guard depth < Self.maxDepth else { throw error("nested deeper than \(Self.maxDepth)") }
            skipSpace()
            guard at < bytes.count else { throw error("unexpected end") }
            switch bytes[at] {
            case UInt8(ascii: "{"):
                at += 1
                var members: [String: JSONValue] = [:]
                skipSpace()
                if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object(members) }
                while true {
                    skipSpace()
                    guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw error("expected a key") }
                    let key = try string()
                    skipSpace()
                    guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { throw error("expected :") }
                    at += 1
                    members[key] = try value(depth: depth + 1)
                    skipSpace()
                    guard at < bytes.count else { throw error("unexpected end") }
                    if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                    if bytes[at] == UInt8(ascii: "}") { at += 1; return .object(members) }
                    throw error("expected , or }")
                }
            case UInt8(ascii: "["):
                at += 1
                var elements: [JSONValue] = []
                skipSpace()
                if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return .array(elements) }
                while true {
                    elements.append(try value(depth: depth + 1))
                    skipSpace()
                    guard at < bytes.count else { throw error("unexpected end") }
                    if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                    if bytes[at] == UInt8(ascii: "]") { at += 1; return .array(elements) }
                    throw error("expected , or ]")
                }
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try expect("true", .bool(true))
            case UInt8(ascii: "f"): return try expect("false", .bool(false))
            case UInt8(ascii: "n"): return try expect("null", .null)
            default: return .number(try number())
            }
        }

        mutating func number() throws(ParseError) -> Double {
            let start = at
            func digits(_ p: inout Parser) -> Int {
                let s = p.at
                while p.at < p.bytes.count, p.bytes[p.at] >= 0x30, p.bytes[p.at] <= 0x39 { p.at += 1 }
                return p.at - s
            }
            if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
            guard digits(&self) > 0 else { throw ParseError(offset: start, message: "expected a value") }
            if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
                at += 1
                guard digits(&self) > 0 else { throw error("expected digits after .") }
            }
            if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
                at += 1
                if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
                guard digits(&self) > 0 else { throw error("expected exponent digits") }
            }
            let text = String(decoding: bytes[start..<at], as: UTF8.self)
            guard let n = Double(text) else { throw ParseError(offset: start, message: "bad number \(text)") }
            return n
        }

        mutating func string() throws(ParseError) -> String {
            at += 1   // the opening quote
            var out: [UInt8] = []
            while at < bytes.count {
                let b = bytes[at]
                at += 1
                switch b {
                case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard at < bytes.count else { throw error("unfinished escape") }
                    let e = bytes[at]
                    at += 1
                    switch e {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        var scalar = try hex4()
                        if scalar >= 0xD800, scalar < 0xDC00, at + 1 < bytes.count,
                           bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") {
                            at += 2
                            let low = try hex4()
                            guard low >= 0xDC00, low < 0xE000 else { throw error("bad surrogate pair") }
                            scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
                        }
                        out.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
                    default: throw error("bad escape")
                    }
                default:
                    guard b >= 0x20 else { throw error("control character in a string") }
                    out.append(b)
                }
            }
            throw error("unfinished string")
        }

        mutating func hex4() throws(ParseError) -> UInt32 {
            guard at + 4 <= bytes.count else { throw error("short \\u escape") }
            var v: UInt32 = 0
            for _ in 0..<4 {
                let b = bytes[at]
                at += 1
                let d: UInt8
                switch b {
                case 0x30...0x39: d = b - 0x30
                case 0x41...0x46: d = b - 0x41 + 10
                case 0x61...0x66: d = b - 0x61 + 10
                default: throw error("bad hex digit in \\u escape")
                }
                v = v << 4 | UInt32(d)
            }
            return v
        }
    }
}
