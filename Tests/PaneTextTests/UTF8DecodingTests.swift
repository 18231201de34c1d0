import Testing
@testable import PaneText

@Suite struct UTF8DecodingTests {
    @Test func wellFormedTextIsUnchanged() {
        let text = "Grüße, 你好, שלום, 😀"
        #expect(UTF8Decoding.decode(Array(text.utf8)) == text)
        #expect(UTF8Decoding.decode([UInt8]()) == "")
    }

    @Test func eachBadByteBecomesOneReplacementCharacter() {
        #expect(UTF8Decoding.decode([0x41, 0xFF, 0x42]) == "A\u{FFFD}B")
        // A cut-short three-byte sequence: two bytes, two replacement characters.
        #expect(UTF8Decoding.decode([0xE2, 0x82, 0x41]) == "\u{FFFD}\u{FFFD}A")
        // Overlong "/" (C0 AF), a surrogate (ED A0 80), past U+10FFFF (F4 90 80 80), stray continuation.
        #expect(UTF8Decoding.decode([0xC0, 0xAF]) == "\u{FFFD}\u{FFFD}")
        #expect(UTF8Decoding.decode([0xED, 0xA0, 0x80]) == "\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(UTF8Decoding.decode([0xF4, 0x90, 0x80, 0x80]) == "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(UTF8Decoding.decode([0x80, 0xE2, 0x82, 0xAC]) == "\u{FFFD}€")
        #expect(UTF8Decoding.decode([0xF0, 0x9F, 0x98]) == "\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    @Test func everyByteValueAloneDecodesToOneScalar() {
        for b in 0...255 {
            let s = UTF8Decoding.decode([UInt8(b)])
            #expect(s.unicodeScalars.count == 1)
            #expect(b < 0x80 ? s.unicodeScalars.first!.value == UInt32(b) : s == "\u{FFFD}")
        }
    }
}
