/// UTF-8 bytes from outside (files, sockets, other processes) made into text without losing the
/// rest of the string to one bad byte.
public enum UTF8Decoding {
    /// Decodes `bytes`, putting one U+FFFD REPLACEMENT CHARACTER for each byte that does not begin
    /// a well-formed sequence (a stray continuation byte, an overlong form, a surrogate, a value past
    /// U+10FFFF, a sequence cut short), then going on at the next byte. Linear in the byte count.
    public static func decode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let array = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var i = 0
        let n = array.count
        while i < n {
            let (scalar, length) = sequence(in: array, at: i)
            scalars.append(scalar ?? "\u{FFFD}")
            i += length
        }
        return String(scalars)
    }

    /// The scalar encoded at `i` and its length, or `nil` and 1 when the byte at `i` does not begin
    /// a well-formed sequence. The ranges are those of the Unicode Standard, Table 3-7.
    static func sequence(in b: [UInt8], at i: Int) -> (Unicode.Scalar?, Int) {
        let b0 = b[i]
        if b0 < 0x80 { return (Unicode.Scalar(b0), 1) }
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch b0 {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return (nil, 1)
        }
        guard i + length <= b.count, secondRange.contains(b[i + 1]) else { return (nil, 1) }
        var value = UInt32(b0) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length {
            let c = b[i + k]
            guard c & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(c & 0x3F)
        }
        return (Unicode.Scalar(value), length)
    }
}
