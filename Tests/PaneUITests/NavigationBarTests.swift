import Testing
import PaneGeometry
@testable import PaneUI

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
}
