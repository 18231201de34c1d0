import Testing
import PanePixels

/// Issue 11 item 5: paths are bytes end to end; their text form is for people and logs.
@Suite struct FilePathTests {
    static let latin1: FilePath = FilePath(bytes: Array("/photos/caf".utf8) + [0xE9] + Array(".jpg".utf8))

    @Test func bytesAreKeptExactly() {
        #expect(Self.latin1.bytes.count == 16 && Self.latin1.bytes[11] == 0xE9)
        #expect(Self.latin1.string == nil, "not UTF-8")
        #expect(FilePath("/photos/été.jpg").string == "/photos/été.jpg")
        #expect(FilePath(bytes: [0x61, 0, 0x62]).bytes == [0x61], "a NUL ends a C path")
    }

    @Test func descriptionEscapesWhatIsNotText() {
        #expect(Self.latin1.description == #"/photos/caf\xE9.jpg"#)
        #expect(FilePath("a\npane: settled.png").description == #"a\npane: settled.png"#)
        #expect(FilePath("tab\there\u{1B}").description == #"tab\there\x1B"#)
        #expect(FilePath("/photos/été.jpg").description == "/photos/été.jpg")
        // A lone continuation byte and a truncated sequence each show byte by byte.
        #expect(FilePath(bytes: [0x80, 0x41, 0xE2, 0x82]).description == #"\x80A\xE2\x82"#)
    }

    @Test func componentsAndOrder() {
        #expect(FilePath("/photos").appending(FilePath("a.png")) == FilePath("/photos/a.png"))
        #expect(Self.latin1.lastComponent.bytes == Array("caf".utf8) + [0xE9] + Array(".jpg".utf8))
        #expect(FilePath("a") < FilePath("b") && !(FilePath("b") < FilePath("a")))
        let c = FilePath("/tmp/x").withCString { String(cString: $0) }
        #expect(c == "/tmp/x")
    }
}
