extension Settings {
    /// One stored setting: the five kinds `UserDefaults` keeps for an app's preferences (its
    /// arrays, dictionaries and dates are left out). Literals make registering defaults short:
    /// `settings.register(defaults: ["volume": 7, "name": "Lobby", "dimmed": false])`.
    public enum Value: Hashable, Sendable {
        /// Any Unicode text, newlines, tabs and NULs included.
        case string(String)
        /// A whole number (`Int`, 64 bits).
        case integer(Int)
        /// A floating-point number; infinities and NaN are kept (a NaN's payload bits are not).
        case double(Double)
        /// A Boolean.
        case bool(Bool)
        /// Raw bytes (UserDefaults' `Data`).
        case data([UInt8])
    }
}

extension Settings.Value: ExpressibleByStringLiteral {
    /// `.string(value)`.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension Settings.Value: ExpressibleByIntegerLiteral {
    /// `.integer(value)`.
    public init(integerLiteral value: Int) { self = .integer(value) }
}

extension Settings.Value: ExpressibleByFloatLiteral {
    /// `.double(value)`.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension Settings.Value: ExpressibleByBooleanLiteral {
    /// `.bool(value)`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

// The conversions between kinds follow what Apple documents for UserDefaults' getters
// (developer.apple.com/documentation/foundation/userdefaults: string(forKey:), integer(forKey:),
// double(forKey:), bool(forKey:)); where the documentation is silent, the choice is Pane's and is
// said in the getter's comment.
extension Settings.Value {
    /// The text `string(forKey:)` returns: a string itself, a number in decimal, a Boolean as
    /// `"1"` or `"0"` (NSNumber's `stringValue`); `nil` for data.
    var stringValue: String? {
        switch self {
        case .string(let s): return s
        case .integer(let i): return String(i)
        case .double(let d): return d.description
        case .bool(let b): return b ? "1" : "0"
        case .data: return nil
        }
    }

    /// The number `integer(forKey:)` returns: `true` is 1, a double is rounded down (2.67 is 2),
    /// a string holding a number is that number rounded down; anything else, and a number
    /// outside `Int`'s range or not finite, is 0.
    var integerValue: Int {
        switch self {
        case .integer(let i): return i
        case .bool(let b): return b ? 1 : 0
        case .double(let d): return Self.roundedDown(d)
        case .string(let s):
            let text = s.trimmingSpaces
            if let i = Int(text) { return i }
            return Double(text).map(Self.roundedDown) ?? 0
        case .data: return 0
        }
    }

    /// The number `double(forKey:)` returns: an integer or a Boolean (1 or 0) as a double, a
    /// string holding a number as that number; 0 otherwise.
    var doubleValue: Double {
        switch self {
        case .double(let d): return d
        case .integer(let i): return Double(i)
        case .bool(let b): return b ? 1 : 0
        case .string(let s): return Double(s.trimmingSpaces) ?? 0
        case .data: return 0
        }
    }

    /// The answer `bool(forKey:)` gives: a number is `true` when it is not 0; the strings
    /// "true", "yes" and "1" (any case) are `true`, every other string is `false`; data is `false`.
    var boolValue: Bool {
        switch self {
        case .bool(let b): return b
        case .integer(let i): return i != 0
        case .double(let d): return d != 0 && !d.isNaN
        case .string(let s):
            switch s.trimmingSpaces.lowercased() {
            case "true", "yes", "1": return true
            default: return false
            }
        case .data: return false
        }
    }

    /// `d` rounded toward minus infinity, or 0 when that is not an `Int`.
    private static func roundedDown(_ d: Double) -> Int {
        let floor = d.rounded(.down)
        // Int.max as a Double is 2^63, one past the largest Int.
        guard floor.isFinite, floor >= -9_223_372_036_854_775_808.0, floor < 9_223_372_036_854_775_808.0 else { return 0 }
        return Int(floor)
    }
}

private extension String {
    /// The text without the spaces and tabs at either end (a number typed into a text field).
    var trimmingSpaces: Substring {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return s
    }
}
