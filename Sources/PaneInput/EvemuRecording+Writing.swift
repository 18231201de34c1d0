extension EvemuRecording {
    /// The whole recording as evemu 1.3 text: description first (when there is one), then events
    /// with times relative to the first event, as evemu-record 2 writes them.
    public var evemuText: String {
        var out = description.map { Self.header(for: $0) } ?? "# EVEMU 1.3\n"
        let start = events.first?.time ?? .zero
        for event in events { out += Self.line(for: event, since: start) }
        return out
    }

    /// The version line and description lines for `d`. `touch-replay --record` writes this
    /// first and `line(for:since:)` per event after it.
    public static func header(for d: DeviceDescription) -> String {
        var out = "# EVEMU 1.3\n"
        out += "# Input device name: \"\(d.name)\"\n"
        out += "N: \(d.name)\n"
        out += "I: \(hex(d.id.bustype, 4)) \(hex(d.id.vendor, 4)) \(hex(d.id.product, 4)) \(hex(d.id.version, 4))\n"
        for chunk in chunks(bytes(of: d.properties, maxCode: InputProperty.max)) {
            out += "P: \(chunk)\n"
        }
        let types = d.eventTypes
        for chunk in chunks(bytes(of: Set(types), maxCode: EventType.max)) {
            out += "B: 00 \(chunk)\n"
        }
        for type in types where type != EventType.syn {
            guard let maxCode = EventType.maxCode(of: type) else { continue }
            for chunk in chunks(bytes(of: d.codes[type] ?? [], maxCode: maxCode)) {
                out += "B: \(hex(type, 2)) \(chunk)\n"
            }
        }
        for code in d.absInfo.keys.sorted() where d.has(type: EventType.abs, code: code) {
            if let a = d.absInfo[code] {
                out += "A: \(hex(code, 2)) \(a.minimum) \(a.maximum) \(a.fuzz) \(a.flat) \(a.resolution)\n"
            }
        }
        for code in d.ledStates.keys.sorted() { out += "L: \(hex(code, 2)) \(d.ledStates[code] ?? 0)\n" }
        for code in d.switchStates.keys.sorted() { out += "S: \(hex(code, 2)) \(d.switchStates[code] ?? 0)\n" }
        return out
    }

    /// One `E:` line, evemu's `E: %lu.%06u %04x %04x %04d`, time measured from `start`.
    public static func line(for event: InputEvent, since start: InputTime) -> String {
        let ns = Swift.max(0, event.time.nanoseconds &- start.nanoseconds)
        let sec = ns / 1_000_000_000, usec = (ns % 1_000_000_000) / 1000
        var usecText = String(usec)
        usecText = String(repeating: "0", count: Swift.max(0, 6 - usecText.count)) + usecText
        let v = event.value
        var valueText = String(v.magnitude)
        valueText = String(repeating: "0", count: Swift.max(0, (v < 0 ? 3 : 4) - valueText.count)) + valueText
        if v < 0 { valueText = "-" + valueText }
        return "E: \(sec).\(usecText) \(hex(event.type, 4)) \(hex(event.code, 4)) \(valueText)\n"
    }

    static func hex<T: BinaryInteger>(_ v: T, _ width: Int) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: Swift.max(0, width - s.count)) + s
    }

    /// The bitmask of `codes`, long enough for `maxCode` and padded to whole 8-byte lines.
    static func bytes(of codes: Set<UInt16>, maxCode: UInt16) -> [UInt8] {
        let needed = (Int(Swift.max(maxCode, codes.max() ?? 0)) + 8) / 8
        var b = [UInt8](repeating: 0, count: (needed + 7) / 8 * 8)
        for c in codes { b[Int(c) / 8] |= 1 << (c % 8) }
        return b
    }

    static func chunks(_ bytes: [UInt8]) -> [String] {
        stride(from: 0, to: bytes.count, by: 8).map { i in
            bytes[i..<Swift.min(i + 8, bytes.count)].map { hex($0, 2) }.joined(separator: " ")
        }
    }
}
