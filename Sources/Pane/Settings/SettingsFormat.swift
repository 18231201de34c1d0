/// The text of a settings file, both ways. One header line, one line per setting, one end line:
///
///     pane-settings 1
///     bool<TAB>dimmed<TAB>false
///     data<TAB>token<TAB>00ff7f
///     double<TAB>brightness<TAB>0.75
///     integer<TAB>volume<TAB>7
///     string<TAB>greeting<TAB>Hello,\nworld
///     end 5
///
/// Each entry line is its kind, its key and its value, separated by one tab and ended by a
/// newline. Keys and string values are UTF-8 where a backslash is `\\`, a tab `\t`, a newline
/// `\n`, a carriage return `\r`, and every other byte below 0x20 (NUL included) and 0x7F is
/// `\xHH`; no raw control byte appears in a line. Integers are decimal, doubles Swift's
/// shortest text that reads back to the same number (`nan`, `inf`, `-inf` too), Booleans
/// `true` or `false`, data lowercase hexadecimal. The end line counts the entries, so a file cut
/// at a line boundary is seen as cut. Entries are sorted by key, so the same settings always make
/// the same bytes.
enum SettingsFormat {
    /// The first line of every file this version writes.
    static let header = "pane-settings 1"

    /// Why a file cannot be read: the line (1-based), or `nil` for the file as a whole.
    struct Damage: Error, Equatable, CustomStringConvertible {
        var line: Int?
        var reason: String
        var description: String { line.map { "line \($0): \(reason)" } ?? reason }
    }

    // MARK: Writing

    /// The whole file for `values`.
    static func encode(_ values: [String: Settings.Value]) -> [UInt8] {
        var out = Array(header.utf8)
        out.append(0x0A)
        for key in values.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            appendEntry(key: key, value: values[key]!, to: &out)
        }
        out += Array("end \(values.count)\n".utf8)
        return out
    }

    /// The bytes of one entry line, its newline included.
    static func appendEntry(key: String, value: Settings.Value, to out: inout [UInt8]) {
        out += Array(kindName(value).utf8)
        out.append(0x09)
        appendEscaped(key.utf8, to: &out)
        out.append(0x09)
        switch value {
        case .string(let s): appendEscaped(s.utf8, to: &out)
        case .integer(let i): out += Array(String(i).utf8)
        case .double(let d): out += Array(d.description.utf8)
        case .bool(let b): out += Array((b ? "true" : "false").utf8)
        case .data(let bytes):
            out.reserveCapacity(out.count + bytes.count * 2 + 1)
            for b in bytes { out.append(hexDigit(b >> 4)); out.append(hexDigit(b & 0xF)) }
        }
        out.append(0x0A)
    }

    static func kindName(_ value: Settings.Value) -> String {
        switch value {
        case .string: return "string"
        case .integer: return "integer"
        case .double: return "double"
        case .bool: return "bool"
        case .data: return "data"
        }
    }

    private static func appendEscaped(_ bytes: some Sequence<UInt8>, to out: inout [UInt8]) {
        for b in bytes {
            switch b {
            case 0x5C: out += [0x5C, 0x5C]               // \\
            case 0x09: out += [0x5C, 0x74]               // \t
            case 0x0A: out += [0x5C, 0x6E]               // \n
            case 0x0D: out += [0x5C, 0x72]               // \r
            case 0..<0x20, 0x7F: out += [0x5C, 0x78, hexDigit(b >> 4), hexDigit(b & 0xF)]   // \xHH
            default: out.append(b)
            }
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10
    }

    // MARK: Reading

    /// The settings in `bytes`, a whole file, or the first thing wrong with it.
    static func decode(_ bytes: [UInt8]) throws(Damage) -> [String: Settings.Value] {
        if bytes.isEmpty { throw Damage(line: nil, reason: "the file is empty") }
        guard bytes.last == 0x0A else {
            throw Damage(line: nil, reason: "the file ends inside a line (cut short?)")
        }
        var values: [String: Settings.Value] = [:]
        var lineNumber = 0
        var ended = false
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A)!
            let line = bytes[start..<end]
            start = end + 1
            lineNumber += 1
            if ended { throw Damage(line: lineNumber, reason: "text after the end line") }
            if lineNumber == 1 {
                try checkHeader(line)
                continue
            }
            if line.starts(with: Array("end ".utf8)) {
                let count = String(decoding: line.dropFirst(4), as: UTF8.self)
                guard let n = Int(count), n >= 0, String(n) == count else {
                    throw Damage(line: lineNumber, reason: "the end line's count is not a number")
                }
                guard n == values.count else {
                    throw Damage(line: lineNumber, reason: "the end line counts \(n) entries, the file has \(values.count)")
                }
                ended = true
                continue
            }
            let (key, value) = try entry(line, lineNumber: lineNumber)
            guard values.updateValue(value, forKey: key) == nil else {
                throw Damage(line: lineNumber, reason: "the key '\(escapedForLog(key))' appears twice")
            }
        }
        if !ended { throw Damage(line: nil, reason: "the file has no end line (cut short?)") }
        return values
    }

    private static func checkHeader(_ line: ArraySlice<UInt8>) throws(Damage) {
        if line.elementsEqual(header.utf8) { return }
        let prefix = Array("pane-settings ".utf8)
        if line.starts(with: prefix) {
            let version = String(decoding: line.dropFirst(prefix.count).prefix(20), as: UTF8.self)
            throw Damage(line: 1, reason: "version '\(escapedForLog(version))' is not one this Pane reads (it reads 1)")
        }
        throw Damage(line: 1, reason: "not a Pane settings file (the first line is not '\(header)')")
    }

    private static func entry(_ line: ArraySlice<UInt8>, lineNumber: Int) throws(Damage) -> (String, Settings.Value) {
        let fields = line.split(separator: 0x09, maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 3 else {
            throw Damage(line: lineNumber, reason: "expected a kind, a key and a value separated by tabs")
        }
        let kind = String(decoding: fields[0].prefix(20), as: UTF8.self)
        let key = try text(fields[1], what: "key", limit: Settings.maximumKeySize, lineNumber: lineNumber)
        let raw = fields[2]
        let value: Settings.Value
        switch kind {
        case "string":
            value = .string(try text(raw, what: "value", limit: Settings.maximumValueSize, lineNumber: lineNumber))
        case "integer":
            guard raw.count <= 20, let i = Int(String(decoding: raw, as: UTF8.self)) else {
                throw Damage(line: lineNumber, reason: "'\(shown(raw))' is not an integer")
            }
            value = .integer(i)
        case "double":
            guard raw.count <= 40, let d = Double(String(decoding: raw, as: UTF8.self)) else {
                throw Damage(line: lineNumber, reason: "'\(shown(raw))' is not a double")
            }
            value = .double(d)
        case "bool":
            switch String(decoding: raw.prefix(6), as: UTF8.self) {
            case "true" where raw.count == 4: value = .bool(true)
            case "false" where raw.count == 5: value = .bool(false)
            default: throw Damage(line: lineNumber, reason: "'\(shown(raw))' is not true or false")
            }
        case "data":
            value = .data(try hexBytes(raw, lineNumber: lineNumber))
        default:
            throw Damage(line: lineNumber, reason: "unknown kind '\(escapedForLog(kind))'")
        }
        return (key, value)
    }

    /// An escaped key or string value, checked: escapes known, no raw control byte, UTF-8, at
    /// most `limit` bytes once unescaped.
    private static func text(_ field: ArraySlice<UInt8>, what: String, limit: Int, lineNumber: Int) throws(Damage) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(field.count, limit))
        var i = field.startIndex
        while i < field.endIndex {
            let b = field[i]
            if b < 0x20 || b == 0x7F {
                throw Damage(line: lineNumber, reason: "a raw control byte 0x\(hex(b)) in the \(what)")
            }
            if b != 0x5C {
                bytes.append(b)
                i += 1
            } else {
                guard i + 1 < field.endIndex else { throw Damage(line: lineNumber, reason: "the \(what) ends with a lone backslash") }
                switch field[i + 1] {
                case 0x5C: bytes.append(0x5C); i += 2
                case 0x74: bytes.append(0x09); i += 2
                case 0x6E: bytes.append(0x0A); i += 2
                case 0x72: bytes.append(0x0D); i += 2
                case 0x78:
                    guard i + 3 < field.endIndex, let hi = nibble(field[i + 2]), let lo = nibble(field[i + 3]) else {
                        throw Damage(line: lineNumber, reason: "a bad escape '\\x' in the \(what) (two hex digits must follow)")
                    }
                    bytes.append(hi << 4 | lo)
                    i += 4
                default:
                    let c = field[i + 1]
                    let shownEscape = c >= 0x20 && c < 0x7F ? String(UnicodeScalar(c)) : "\\x" + hex(c)
                    throw Damage(line: lineNumber, reason: "a bad escape '\\\(shownEscape)' in the \(what)")
                }
            }
            if bytes.count > limit {
                throw Damage(line: lineNumber, reason: "the \(what) is longer than the limit of \(limit) bytes")
            }
        }
        guard let s = String(validating: bytes, as: UTF8.self) else {
            throw Damage(line: lineNumber, reason: "the \(what) is not UTF-8")
        }
        return s
    }

    private static func hexBytes(_ field: ArraySlice<UInt8>, lineNumber: Int) throws(Damage) -> [UInt8] {
        guard field.count % 2 == 0 else { throw Damage(line: lineNumber, reason: "the data has an odd number of hex digits") }
        guard field.count / 2 <= Settings.maximumValueSize else {
            throw Damage(line: lineNumber, reason: "the value is longer than the limit of \(Settings.maximumValueSize) bytes")
        }
        var out: [UInt8] = []
        out.reserveCapacity(field.count / 2)
        var i = field.startIndex
        while i < field.endIndex {
            // Only lowercase, as written: one spelling per value.
            guard let hi = nibble(field[i], lowercaseOnly: true), let lo = nibble(field[i + 1], lowercaseOnly: true) else {
                throw Damage(line: lineNumber, reason: "the data is not lowercase hexadecimal")
            }
            out.append(hi << 4 | lo)
            i += 2
        }
        return out
    }

    private static func nibble(_ c: UInt8, lowercaseOnly: Bool = false) -> UInt8? {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x61...0x66: return c - 0x61 + 10
        case 0x41...0x46 where !lowercaseOnly: return c - 0x41 + 10
        default: return nil
        }
    }

    private static func hex(_ b: UInt8) -> String {
        String(decoding: [hexDigit(b >> 4), hexDigit(b & 0xF)], as: UTF8.self)
    }

    /// A field for a message: its first 40 bytes, made printable.
    private static func shown(_ field: ArraySlice<UInt8>) -> String {
        escapedForLog(String(decoding: field.prefix(40), as: UTF8.self))
    }
}
