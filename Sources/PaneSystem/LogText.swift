/// `text` made safe for one log line: control characters (a newline, a carriage return, an
/// escape sequence) are written as `\n`, `\r`, `\t` or `\u{1B}`, and a backslash as `\\`, so a
/// file name cannot end the line and print one of its own (such as `pane: settled`, which
/// tests and supervisors wait for).
public func escapedForLog(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }) else { return text }
    var out = ""
    for u in text.unicodeScalars {
        switch u {
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\\": out += "\\\\"
        default:
            if u.value < 0x20 || u.value == 0x7F {
                out += "\\u{" + String(u.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(u)
            }
        }
    }
    return out
}
