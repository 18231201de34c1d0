import Testing
import PaneSystem

/// Issue 11 item 5: a file name in a log line stays on that line.
@Suite struct LogTextTests {
    @Test func controlCharactersAreEscaped() {
        #expect(escapedForLog("a\npane: settled") == #"a\npane: settled"#)
        #expect(escapedForLog("tab\there\r\u{1B}[2J\u{7F}") == #"tab\there\r\u{1B}[2J\u{7F}"#)
        #expect(escapedForLog(#"back\slash"#) == #"back\\slash"#)
    }

    @Test func plainTextIsUnchanged() {
        #expect(escapedForLog("photos/été 2024.jpg") == "photos/été 2024.jpg")
    }
}
