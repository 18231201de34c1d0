import Testing
import PaneGeometry
@testable import PaneUI
@testable import PaneKit

@MainActor
@Suite struct NavigationBarTests {
    @Test("44 pt plus the top inset; the title centred in the row below the inset; a hairline at the bottom") func layout() throws {
        let theme = ownTheme()
        let bar = NavigationBar(theme: theme)
        bar.topInset = 20
        bar.title = "Menu"
        bar.frame = Rect(x: 0, y: 0, width: 400, height: 64)
        bar.layoutIfNeeded()
        let font = try #require(theme.headlineFont)
        let w = Double(font.width(of: "Menu")), h = Double(font.lineHeight)
        #expect(bar.intrinsicContentSize == Size(width: -1, height: 64))
        #expect(bar.titleLabel.frame == Rect(x: (200 - w / 2).rounded(), y: (42 - h / 2).rounded(), width: w, height: h))
        #expect(bar.hairline.frame == Rect(x: 0, y: 63, width: 400, height: 1))
        #expect(bar.backButton.isHidden)
        bar.backTitle = "Home"
        bar.layoutIfNeeded()
        #expect(!bar.backButton.isHidden && bar.backButton.frame.minY == 20 && bar.backButton.frame.height == 44)
        #expect(bar.backButton.style == .plain && bar.backgroundColor == theme.secondaryBackgroundColor)
    }

    @Test("a right view sits at the row's right end, centred; the title keeps clear of it") func rightView() throws {
        let bar = NavigationBar(theme: ownTheme())
        bar.topInset = 20
        bar.title = "A title far too long for the room left between the two sides"
        let field = View(frame: Rect(x: 0, y: 0, width: 100, height: 30))
        bar.rightView = field
        bar.frame = Rect(x: 0, y: 0, width: 400, height: 64)
        bar.layoutIfNeeded()
        #expect(field.superview === bar && field.frame == Rect(x: 292, y: 27, width: 100, height: 30))
        #expect(bar.titleLabel.frame.width == 400 - 2 * 116, "116 pt a side: the right view and 16")
        #expect(bar.titleLabel.frame.maxX <= field.frame.minX)
        bar.rightView = nil
        #expect(field.superview == nil)
    }
}
