/// The little JSON that traces and touch-replay print, one line at a time: objects, arrays,
/// strings and numbers, without Foundation.
public struct JSONWriter {
    /// The JSON written so far.
    public private(set) var text = ""

    /// A writer with nothing written.
    public init() {}
    private var needsComma = [false]

    /// Opens an object (`{`), as a value in the current context.
    public mutating func beginObject() { separate(); text += "{"; needsComma.append(false) }
    /// Closes the object opened last (`}`).
    public mutating func endObject() { text += "}"; needsComma.removeLast() }
    /// Opens an array (`[`), as a value in the current context.
    public mutating func beginArray() { separate(); text += "["; needsComma.append(false) }
    /// Closes the array opened last (`]`).
    public mutating func endArray() { text += "]"; needsComma.removeLast() }

    /// Starts a member of the current object; follow it with a value.
    public mutating func key(_ name: String) {
        separate()
        text += Self.quoted(name) + ": "
        needsComma[needsComma.count - 1] = false
    }

    /// Writes `s` as a JSON string, escaped (`quoted(_:)`).
    public mutating func value(_ s: String) { separate(); text += Self.quoted(s) }
    /// Writes the integer `n`.
    public mutating func value(_ n: Int) { separate(); text += String(n) }
    /// `x` rounded to `decimals` places (3 by default), trailing zeros dropped.
    public mutating func value(_ x: Double, decimals: Int = 3) { separate(); text += Self.number(x, decimals: decimals) }
    /// Writes `true` or `false`.
    public mutating func value(_ b: Bool) { separate(); text += b ? "true" : "false" }

    private mutating func separate() {
        if needsComma[needsComma.count - 1] { text += ", " }
        needsComma[needsComma.count - 1] = true
    }

    /// `x` rounded to `decimals` places (at most 9) with trailing zeros dropped: 12, 12.5, 0.125,
    /// -3.001. Not a number or infinity, which JSON cannot carry, print as `null`. Numbers too
    /// large to round that finely print whole and exact when they are integers below 2^63
    /// (`12345678901234567`), else in Swift's shortest round-trip form (`1e+300`), valid JSON.
    public static func number(_ x: Double, decimals: Int = 3) -> String {
        let places = min(9, max(0, decimals))
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        guard x.isFinite else { return "null" }
        guard abs(x) * Double(scale) < 9e15 else {
            // Past 2^53 every Double is an integer; below it, one that is whole prints exactly too.
            if x == x.rounded(), abs(x) < 9_223_372_036_854_775_808.0 { return String(Int64(x)) }
            return x.description
        }
        let units = Int64((x * Double(scale)).rounded())
        let sign = units < 0 ? "-" : ""
        let m = units.magnitude
        var out = sign + String(m / UInt64(scale))
        var frac = m % UInt64(scale)
        if frac != 0 {
            var digits = places
            while frac % 10 == 0 { frac /= 10; digits -= 1 }
            let f = String(frac)
            out += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return out
    }

    /// `s` as a JSON string literal: quotes, backslashes and control characters escaped.
    public static func quoted(_ s: String) -> String {
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
