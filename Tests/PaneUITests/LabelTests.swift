import Testing
import PaneGeometry
import PanePixels
import PaneText
@testable import PaneUI
import PaneTestSupport

@MainActor
@Suite struct LabelTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test func sizeThatFitsIsTheLaidOutText() throws {
        let font = try Font(path: Self.dejaVu, size: 18)
        let label = Label(text: "one two three", font: font)
        #expect(label.sizeThatFits(.zero) == Size(width: Double(font.width(of: "one two three")), height: Double(font.lineHeight)))
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        let narrow = label.sizeThatFits(Size(width: Double(font.width(of: "one two")), height: 0))
        #expect(narrow == Size(width: Double(font.width(of: "one two")), height: Double(2 * font.lineHeight)))
        label.lineSpacing = 6
        #expect(label.sizeThatFits(Size(width: Double(font.width(of: "three")), height: 0)).height == Double(3 * font.lineHeight + 12))
        label.numberOfLines = 2
        #expect(label.sizeThatFits(Size(width: Double(font.width(of: "three")), height: 0)).height == Double(2 * font.lineHeight + 6))
    }

    @Test func intrinsicContentSizeWrapsAtThePreferredWidth() throws {
        let font = try Font(path: Self.dejaVu, size: 18)
        let label = Label(text: "one two three", font: font)
        #expect(label.intrinsicContentSize.height == Double(font.lineHeight))
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = Double(font.width(of: "one two"))
        #expect(label.intrinsicContentSize.height == Double(2 * font.lineHeight))
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func aLabelThatOnlyMovesIsNeitherShapedNorRasterizedAgain() throws {
        let engine = TextEngine()
        let font = try Font(path: Self.dejaVu, size: 18, engine: engine)
        let scene = Scene(width: 300, height: 100)
        let label = Label(text: "Hello 你好 שלום 😀", frame: Rect(x: 0, y: 0, width: 250, height: 30), font: font)
        scene.window.addSubview(label)
        scene.render()
        let drawn = engine.statistics
        #expect(drawn.layouts == 1 && drawn.shapedRuns > 0 && drawn.rasterizedGlyphs > 0)
        for step in 1...10 {
            label.frame = Rect(x: Double(step * 3), y: Double(step * 5), width: 250, height: 30)
            scene.render()
        }
        #expect(engine.statistics == drawn)
        // Redrawn with the same text (a colour change): the layout and glyphs come from the caches.
        label.textColor = .red
        scene.render()
        #expect(engine.statistics == drawn)
        // A second label with the same text and width: nothing new either.
        let twin = Label(text: label.text, frame: Rect(x: 0, y: 60, width: 250, height: 30), font: font)
        scene.window.addSubview(twin)
        scene.render()
        #expect(engine.statistics == drawn)
    }

    @Test func naturalAlignmentFollowsTheParagraphDirection() throws {
        let font = try Font(path: Self.dejaVu, size: 18)
        let hebrew = Label(text: "שלום", frame: Rect(x: 0, y: 0, width: 200, height: 30), font: font)
        let layout = try #require(hebrew.layout)
        #expect(layout.lines[0].isRightToLeft)
        #expect(abs(layout.lines[0].minX + layout.lines[0].width - 200) <= 1)
        hebrew.baseWritingDirection = .leftToRight
        #expect(hebrew.layout?.lines[0].minX == 0)
    }
}
