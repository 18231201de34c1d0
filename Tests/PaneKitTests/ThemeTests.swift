import Testing
import PanePixels
@testable import PaneUI
@testable import PaneKit

@MainActor
@Suite(.serialized) struct ThemeTests {
    @Test("light and dark carry Apple's system colours") func colours() {
        #expect(Theme.light.tintColor == Color(rgb: 0x007AFF) && Theme.dark.tintColor == Color(rgb: 0x0A84FF))
        #expect(Theme.light.backgroundColor == .white && Theme.dark.backgroundColor == .black)
        #expect(Theme.light.textColor == .black && Theme.dark.textColor == .white)
        #expect(Theme.light.secondaryBackgroundColor == Color(rgb: 0xF2F2F7))
        #expect(Theme.dark.secondaryBackgroundColor == Color(rgb: 0x1C1C1E))
        #expect(Theme.light.destructiveColor == Color(rgb: 0xFF3B30) && Theme.dark.destructiveColor == Color(rgb: 0xFF453A))
        // systemFill: #787880 at 20 % (light), 36 % (dark), premultiplied.
        #expect(Theme.light.fillColor == Color(premultipliedARGB: 0x3318_181A))
        #expect(Theme.dark.fillColor.alpha == 0x5C)
        #expect(Theme.light.spacing == 8 && Theme.light.cornerRadius == 8)
    }

    @Test("controls take Theme.current when they are made") func current() {
        let saved = Theme.current
        defer { Theme.current = saved }
        #expect(Button(image: nil).theme.tintColor == Theme.light.tintColor)
        Theme.current = .dark
        let b = Button(title: "x", style: .plain)
        #expect(b.theme.tintColor == Theme.dark.tintColor && b.titleLabel.textColor == Theme.dark.tintColor)
        b.theme = .light
        #expect(b.titleLabel.textColor == Theme.light.tintColor)
    }
}
