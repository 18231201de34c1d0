import Testing
@testable import PaneText

/// Text in a script the label's font lacks is shaped in as few runs as it needs (issue 27, item
/// 6): the spaces, digits and punctuation between its words stay in the fallback face that has
/// them instead of going back to the label's font, which cut a 40-word Arabic label into 79 runs.
@Suite struct FallbackRunsTests {
    static let arabicWords = ["مرحبا", "بالعالم", "كتاب", "مدينة", "شمس"]

    /// `count` Arabic words separated by single spaces.
    static func arabic(words count: Int) -> String {
        (0..<count).map { arabicWords[$0 % arabicWords.count] }.joined(separator: " ")
    }

    @Test func fortyArabicWordsAreOneRunInTheFallbackFace() throws {
        let engine = TextEngine()
        let font = try #require(Font.named("sans-serif", size: 18, engine: engine))
        let paragraph = Paragraph(scalars(Self.arabic(words: 40)), font: font, direction: .natural, language: "en")
        #expect(paragraph.runs.count == 1)
        let face = try #require(paragraph.runs.first?.face)
        #expect(face !== font.face)
    }

    @Test func punctuationBetweenArabicWordsStaysInTheirRun() throws {
        let engine = TextEngine()
        let font = try #require(Font.named("sans-serif", size: 18, engine: engine))
        let paragraph = Paragraph(scalars("مرحبا، بالعالم!"), font: font, direction: .natural, language: "en")
        #expect(paragraph.runs.count == 1)
    }

    /// Digits in right-to-left text are a run of their own (bidi level 2), in the same face.
    @Test func digitsInArabicTextKeepTheFace() throws {
        let engine = TextEngine()
        let font = try #require(Font.named("sans-serif", size: 18, engine: engine))
        let paragraph = Paragraph(scalars("مرحبا 123 بالعالم"), font: font, direction: .natural, language: "en")
        #expect(paragraph.runs.map(\.range) == [0..<6, 6..<9, 9..<17])
        #expect(Set(paragraph.runs.map { $0.face.map(ObjectIdentifier.init) }).count == 1)
    }

    /// Latin words around Arabic ones keep the label's font. The space after the Arabic words is
    /// theirs (its script resolves to Arabic) at the paragraph's level: a run of its own.
    @Test func latinAroundArabicKeepsTheLabelsFont() throws {
        let engine = TextEngine()
        let font = try #require(Font.named("sans-serif", size: 18, engine: engine))
        let paragraph = Paragraph(scalars("Hello مرحبا بالعالم world"), font: font, direction: .leftToRight, language: "en")
        #expect(paragraph.runs.map(\.range) == [0..<6, 6..<19, 19..<20, 20..<25])
        let arabic = try #require(paragraph.runs[1].face)
        #expect(paragraph.runs.map { $0.face.map(ObjectIdentifier.init) }
            == [font.face, arabic, arabic, font.face].map { ObjectIdentifier($0) })
    }

    /// An emoji after a word of a fallback script still gets the emoji face, and the space after
    /// the emoji goes back to the script around it.
    @Test func emojiIsNotKeptInTheScriptFace() throws {
        let engine = TextEngine()
        let font = try #require(Font.named("sans-serif", size: 18, engine: engine))
        let paragraph = Paragraph(scalars("مرحبا 😀 بالعالم"), font: font, direction: .natural, language: "en")
        let emojiRun = try #require(paragraph.runs.first { $0.range.contains(6) })
        #expect(emojiRun.range == 6..<7)
        #expect(emojiRun.face?.path.hasSuffix("NotoColorEmoji.ttf") == true)
    }
}
