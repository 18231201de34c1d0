import Testing
@testable import PaneText

/// The fallback font for a character and language is the one `fc-match` names for the same
/// family, language and character set.
@Suite struct FontMatcherTests {
    struct Case: Sendable, CustomStringConvertible {
        var family: String
        var language: String?
        var scalar: UInt32
        var description: String { "\(family) \(language ?? "-") U+\(String(scalar, radix: 16))" }
    }

    static let cases: [Case] = [
        Case(family: "sans-serif", language: "ja", scalar: 0x3042),
        Case(family: "sans-serif", language: "zh-cn", scalar: 0x4E2D),
        Case(family: "sans-serif", language: "ja", scalar: 0x4E2D),
        Case(family: "sans-serif", language: "ko", scalar: 0xD55C),
        Case(family: "sans-serif", language: "ar", scalar: 0x0627),
        Case(family: "sans-serif", language: "he", scalar: 0x05D0),
        Case(family: "sans-serif", language: "th", scalar: 0x0E01),
        Case(family: "sans-serif", language: "hi", scalar: 0x0915),
        Case(family: "sans-serif", language: nil, scalar: 0x0041),
        Case(family: "serif", language: nil, scalar: 0x0041),
        Case(family: "emoji", language: nil, scalar: 0x1F600),
    ]

    @Test(arguments: cases) func fallbackIsWhatFcMatchChooses(_ c: Case) throws {
        let matcher = FontMatcher()
        let found = try #require(matcher.font(for: [c.scalar], .init(family: c.family, bold: false, language: c.language)))
        let lang = c.language.map { ":lang=\($0)" } ?? ""
        let expected = shell("fc-match -f '%{file}:%{index}' '\(c.family)\(lang):charset=\(String(c.scalar, radix: 16))'")
        #expect("\(found.path):\(found.index)" == expected)
    }

    @Test func noFontHasAnUnassignedCharacter() {
        let matcher = FontMatcher()
        #expect(matcher.font(for: [0x10FFFD], .init(family: "sans-serif", bold: false, language: nil)) == nil)
        let best = matcher.best(.init(family: "sans-serif", bold: false, language: nil))
        #expect(best.map { "\($0.path):\($0.index)" } == shell("fc-match -f '%{file}:%{index}' sans-serif"))
    }
}
