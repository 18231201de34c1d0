extension EvemuRecording {
    /// Parses evemu text. Throws an `EvemuError` naming the first line that is not valid evemu
    /// (an unknown line kind, a missing or malformed field, a number out of range).
    public init(parsing text: String) throws(EvemuError) {
        self.init(description: nil, version: (1, 0))
        var builder = DescriptionBuilder()
        var lineNumber = 0
        var sawVersion = false
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = Substring(rawLine)
            if line.last == "\r" { line = line.dropLast() }
            if !sawVersion, let v = Self.versionLine(line) {
                guard v.major == 1 else {
                    throw EvemuError(line: lineNumber, message: "unsupported evemu version \(v.major).\(v.minor)")
                }
                version = v
                sawVersion = true
                continue
            }
            guard let kind = line.first, kind != "#" else { continue }
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            guard line.count >= 2, line[line.index(after: line.startIndex)] == ":" else {
                throw EvemuError(line: lineNumber, message: "expected '<letter>: …', got '\(Self.excerpt(line))'")
            }
            let rest = line.dropFirst(2)
            if kind == "N" {
                // The name line keeps '#': it may be part of the name (EVEMU-FORMAT.md, Comments).
                builder.name = String(rest.drop { $0 == " " })
                builder.seen = true
                continue
            }
            let fields = Self.fields(of: rest)
            switch kind {
            case "E": try appendEvent(fields, line: lineNumber)
            case "I", "P", "B", "A", "L", "S":
                try builder.add(kind: kind, fields: fields, line: lineNumber)
            default:
                throw EvemuError(line: lineNumber, message: "unknown line kind '\(kind):'")
            }
        }
        description = builder.seen ? builder.description : nil
    }

    /// Throws unless the last event is a `SYN_REPORT`: a recording cut off inside a frame.
    public func checkEndsWithReport() throws(EvemuError) {
        guard let last = events.last else { return }
        if !last.isReport {
            throw EvemuError(line: eventLines.last ?? 0,
                             message: "recording ends inside a frame: no SYN_REPORT after this event (truncated?)")
        }
    }

    private mutating func appendEvent(_ f: [Substring], line: Int) throws(EvemuError) {
        guard f.count == 4 else {
            throw EvemuError(line: line, message: "expected 'E: <sec>.<usec> <type> <code> <value>', got \(f.count) fields")
        }
        let time = try Self.parseTime(f[0], line: line)
        guard let type = UInt16(f[1], radix: 16) else { throw EvemuError(line: line, message: "bad event type '\(f[1])'") }
        guard let code = UInt16(f[2], radix: 16) else { throw EvemuError(line: line, message: "bad event code '\(f[2])'") }
        guard let value = Int32(f[3]) else { throw EvemuError(line: line, message: "bad event value '\(f[3])'") }
        events.append(InputEvent(time: time, type: type, code: code, value: value))
        eventLines.append(line)
    }

    /// `<sec>.<usec>`: the fraction is microseconds, normally six digits.
    static func parseTime(_ s: Substring, line: Int) throws(EvemuError) -> InputTime {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let sec = Int64(parts[0]), sec >= 0, !parts[1].isEmpty, parts[1].count <= 6,
              parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), var usec = Int64(parts[1]) else {
            throw EvemuError(line: line, message: "bad time '\(s)', expected <sec>.<usec>")
        }
        for _ in parts[1].count..<6 { usec *= 10 }
        guard sec < Int64.max / 1_000_000_000 - 1 else { throw EvemuError(line: line, message: "time '\(s)' out of range") }
        return InputTime(seconds: sec, microseconds: usec)
    }

    /// `# EVEMU 1.3` → (1, 3).
    static func versionLine(_ line: Substring) -> (major: Int, minor: Int)? {
        let f = fields(of: line.drop { $0 == "#" })
        guard f.count >= 2, f[0] == "EVEMU" else { return nil }
        let v = f[1].split(separator: ".")
        guard v.count == 2, let major = Int(v[0]), let minor = Int(v[1]) else { return nil }
        return (major, minor)
    }

    /// Whitespace-separated fields before any `#` comment.
    static func fields(of s: Substring) -> [Substring] {
        let data = s.prefix { $0 != "#" }
        return data.split { $0 == " " || $0 == "\t" }
    }

    static func excerpt(_ s: Substring) -> Substring { s.prefix(40) }
}

/// Collects the description lines.
private struct DescriptionBuilder {
    var seen = false
    var name = ""
    var id = DeviceDescription.ID()
    var propertyBytes: [UInt8] = []
    var bitBytes: [UInt16: [UInt8]] = [:]
    var absInfo: [UInt16: AbsInfo] = [:]
    var leds: [UInt16: Int32] = [:]
    var switches: [UInt16: Int32] = [:]

    mutating func add(kind: Character, fields f: [Substring], line: Int) throws(EvemuError) {
        seen = true
        switch kind {
        case "I":
            guard f.count == 4, let bus = UInt16(f[0], radix: 16), let vendor = UInt16(f[1], radix: 16),
                  let product = UInt16(f[2], radix: 16), let version = UInt16(f[3], radix: 16) else {
                throw EvemuError(line: line, message: "expected 'I: <bus> <vendor> <product> <version>' in hex")
            }
            id = .init(bustype: bus, vendor: vendor, product: product, version: version)
        case "P":
            propertyBytes += try bytes(f[...], line: line)
        case "B":
            guard f.count >= 2, let type = UInt16(f[0], radix: 16), type <= EventType.max else {
                throw EvemuError(line: line, message: "expected 'B: <type> <bytes…>' with a type up to 1f")
            }
            bitBytes[type, default: []] += try bytes(f[1...], line: line)
        case "A":
            guard f.count == 5 || f.count == 6, let code = UInt16(f[0], radix: 16), code <= AbsCode.max else {
                throw EvemuError(line: line, message: "expected 'A: <code> <min> <max> <fuzz> <flat> [<resolution>]'")
            }
            var n: [Int32] = []
            for field in f.dropFirst() {
                guard let v = Int32(field) else { throw EvemuError(line: line, message: "bad number '\(field)'") }
                n.append(v)
            }
            absInfo[code] = AbsInfo(minimum: n[0], maximum: n[1], fuzz: n[2], flat: n[3], resolution: n.count > 4 ? n[4] : 0)
        case "L", "S":
            guard f.count == 2, let code = UInt16(f[0], radix: 16), let state = Int32(f[1]) else {
                throw EvemuError(line: line, message: "expected '\(kind): <code> <state>'")
            }
            if kind == "L" { leds[code] = state } else { switches[code] = state }
        default:
            break
        }
    }

    private func bytes(_ f: ArraySlice<Substring>, line: Int) throws(EvemuError) -> [UInt8] {
        var out: [UInt8] = []
        for field in f {
            guard let b = UInt8(field, radix: 16) else { throw EvemuError(line: line, message: "bad hex byte '\(field)'") }
            out.append(b)
        }
        return out
    }

    var description: DeviceDescription {
        var d = DeviceDescription(name: name, id: id, ledStates: leds, switchStates: switches)
        d.properties = Set(Self.bits(propertyBytes))
        for type in Self.bits(bitBytes[EventType.syn] ?? []) where type != EventType.syn && type <= EventType.max {
            d.codes[type] = d.codes[type] ?? []
        }
        for (type, bytes) in bitBytes where type != EventType.syn {
            let set = Self.bits(bytes)
            if !set.isEmpty { d.codes[type, default: []].formUnion(set) }
        }
        for (code, info) in absInfo {
            d.absInfo[code] = info
            d.codes[EventType.abs, default: []].insert(code)
        }
        return d
    }

    static func bits(_ bytes: [UInt8]) -> [UInt16] {
        var out: [UInt16] = []
        for (i, b) in bytes.enumerated() where b != 0 && i < 8192 {
            for bit in 0..<8 where b & (1 << bit) != 0 { out.append(UInt16(i * 8 + bit)) }
        }
        return out
    }
}
