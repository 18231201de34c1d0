import Testing
@testable import PaneText

/// Line-break opportunities and grapheme clusters from ICU.
@Suite struct BreakOpportunitiesTests {
    @Test func latinBreaksAfterSpacesAndHyphens() {
        #expect(BreakOpportunities.lineBreaks(scalars("a bc well-known")[...], language: nil) == [2, 5, 10, 15])
    }

    @Test func cjkBreaksBetweenCharactersButNotBeforeClosingPunctuation() {
        // 你好。世界: no break before the ideographic full stop (UAX #14 class CL).
        #expect(BreakOpportunities.lineBreaks(scalars("你好。世界")[...], language: nil) == [1, 3, 4, 5])
        #expect(BreakOpportunities.lineBreaks(scalars("こんにちは")[...], language: "ja") == [1, 2, 3, 4, 5])
    }

    @Test func thaiBreaksBetweenWordsByDictionary() {
        // สวัสดี|ชาว|โลก ("hello world"), no spaces.
        #expect(BreakOpportunities.lineBreaks(scalars("สวัสดีชาวโลก")[...], language: "th") == [6, 9, 12])
    }

    @Test func hardBreakAfterNewlineIsAnOpportunity() {
        #expect(BreakOpportunities.lineBreaks(scalars("ab\ncd")[...], language: nil) == [3, 5])
    }

    @Test func graphemeClusters() {
        // e + combining acute, a flag (two regional indicators), a family (ZWJ sequence), Devanagari conjunct pieces.
        #expect(BreakOpportunities.graphemeBreaks(scalars("e\u{301}🇫🇷👩‍👩‍👧x")[...]) == [2, 4, 9, 10])
        #expect(BreakOpportunities.graphemeBreaks(scalars("")[...]) == [])
        #expect(BreakOpportunities.graphemeBreaks(scalars("😀")[...]) == [1])
    }

    @Test func emojiProperties() {
        #expect(BreakOpportunities.isEmojiPresentation(0x1F600))
        #expect(!BreakOpportunities.isEmojiPresentation(0x2764))
        #expect(BreakOpportunities.isDefaultIgnorable(0x200B))
        #expect(!BreakOpportunities.isDefaultIgnorable(0x41))
    }
}
