/// The little JSON touch-replay prints: objects, arrays, strings and numbers, without Foundation.
struct JSONWriter {
    private(set) var text = ""
    private var needsComma = [false]

    mutating func beginObject() { separate(); text += "{"; needsComma.append(false) }
    mutating func endObject() { text += "}"; needsComma.removeLast() }
    mutating func beginArray() { separate(); text += "["; needsComma.append(false) }
    mutating func endArray() { text += "]"; needsComma.removeLast() }

    /// Starts a member of the current object; follow it with a value.
    mutating func key(_ name: String) {
        separate()
        text += Self.quoted(name) + ": "
        needsComma[needsComma.count - 1] = false
    }

    mutating func value(_ s: String) { separate(); text += Self.quoted(s) }
    mutating func value(_ n: Int) { separate(); text += String(n) }
    mutating func value(_ x: Double) { separate(); text += Self.number(x) }

    private mutating func separate() {
        if needsComma[needsComma.count - 1] { text += ", " }
        needsComma[needsComma.count - 1] = true
    }

    /// `x` rounded to 3 decimals with trailing zeros dropped: 12, 12.5, 0.125, -3.001. Not a number
    /// or infinity, which JSON cannot carry, print as 0.
    static func number(_ x: Double) -> String {
        guard x.isFinite, abs(x) < 9e15 else { return "0" }
        let thousandths = Int64((x * 1000).rounded())
        let sign = thousandths < 0 ? "-" : ""
        let m = thousandths.magnitude
        var out = sign + String(m / 1000)
        var frac = m % 1000
        if frac != 0 {
            var digits = 3
            while frac % 10 == 0 { frac /= 10; digits -= 1 }
            let f = String(frac)
            out += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return out
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let h = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
