import Testing
import Pane

/// The "Loading data" section of the WritingAnApp article shows `HoursKiosk.load()` as it is: a
/// change to the example that the article does not follow fails here.
@Suite struct ArticleTests {
    static let article = Fixtures.example + "/../../Sources/Pane/Pane.docc/Articles/WritingAnApp.md"
    static let kiosk = Fixtures.example + "/Sources/OpeningHours/HoursKiosk.swift"

    @Test("the article's load() is the example's, one indentation level out")
    func loadIsTheExamples() throws {
        let article = try readTextFile(Self.article)
        let section = try #require(article.range(of: "## Loading data\n")).upperBound
        let start = try #require(article.range(of: "```swift\n", range: section..<article.endIndex)).upperBound
        let end = try #require(article.range(of: "```\n", range: start..<article.endIndex)).lowerBound
        let shown = String(article[start..<end])
        let source = try readTextFile(Self.kiosk).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
        #expect(shown.hasPrefix("public func load() {\n") && shown.hasSuffix("\n}\n"))
        #expect(source.contains(shown))
    }
}
