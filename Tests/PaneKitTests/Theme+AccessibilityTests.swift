import Testing
import PanePixels
import PaneGeometry
import PaneText
@testable import PaneUI
@testable import PaneKit

/// Text sizes (`ContentSizeCategory`, `Theme.sized(for:)`), more contrast
/// (`Theme.withIncreasedContrast()`) and `Window.adjustThemes(_:)` changing a screen's themes.
@MainActor
@Suite(.serialized) struct ThemeAccessibilityTests {
    @Test func theSizesAreDynamicTypes() {
        #expect(ContentSizeCategory.allCases.map(\.bodySize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(ContentSizeCategory.allCases.map(\.footnoteSize) == [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44])
        #expect(ContentSizeCategory.allCases.map(\.rawValue) == ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"])
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
        #expect(ContentSizeCategory.large < .extraLarge && !ContentSizeCategory.large.isAccessibilityCategory)
    }

    @Test func everyTextStyleHasApplesSizes() {
        let l = Font.TextStyle.allCases.map { ContentSizeCategory.large.pointSize(for: $0) }
        #expect(l == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        let ax5 = Font.TextStyle.allCases.map { ContentSizeCategory.accessibilityExtraExtraExtraLarge.pointSize(for: $0) }
        #expect(ax5 == [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40])
        let xs = Font.TextStyle.allCases.map { ContentSizeCategory.extraSmall.pointSize(for: $0) }
        #expect(xs == [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11])
        // Every style grows (or stays) from each size to the next.
        for style in Font.TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { $0.pointSize(for: style) }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
    }

    @Test func preferredFontsFollowTheThemesTextSize() throws {
        let saved = Theme.current
        defer { Theme.current = saved }
        Theme.current = Theme.light
        let body = try #require(Font.preferredFont(forTextStyle: .body))
        #expect(body.size == 17 && body.textStyle == .body && !body.isBold)
        #expect(Font.preferredFont(forTextStyle: .headline)?.isBold == true)
        #expect(Font.preferredFont(forTextStyle: .title1, compatibleWith: .accessibilityLarge)?.size == 43)
        Theme.current = Theme.light.sized(for: .extraLarge)
        #expect(Theme.current.contentSizeCategory == .extraLarge)
        #expect(Font.preferredFont(forTextStyle: .caption2)?.size == 13)
        // withSize keeps the style, a font of its own has none.
        #expect(body.withSize(40).textStyle == .body)
        #expect(Font.system(size: 17)?.textStyle == nil)
    }

    @Test func labelsThatAdjustTakeTheirStylesNewSizeOthersKeepTheirFont() throws {
        let saved = Theme.current
        defer { Theme.current = saved }
        Theme.current = Theme.light
        let window = Window(size: Size(width: 800, height: 480))
        let adjusting = Label(text: "Opening hours", font: Font.preferredFont(forTextStyle: .title2))
        adjusting.adjustsFontForContentSizeCategory = true
        let fixedStyle = Label(text: "Today", font: Font.preferredFont(forTextStyle: .body))
        let ownFont = Label(text: "9-17", font: Font.system(size: 20))
        ownFont.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixedStyle, ownFont] { window.addSubview(label) }
        let before = adjusting.intrinsicContentSize
        window.adjustThemes { $0.sized(for: .accessibilityExtraLarge) }
        #expect(adjusting.font?.size == 44 && adjusting.font?.textStyle == .title2)
        #expect(adjusting.intrinsicContentSize.height > before.height * 1.5)
        #expect(fixedStyle.font?.size == 17)
        #expect(ownFont.font?.size == 20)
        window.adjustThemes { $0.sized(for: .extraSmall) }
        #expect(adjusting.font?.size == 19)
    }

    @Test func aSizedThemeKeepsItsFacesAndColours() {
        let base = ownTheme()
        let big = base.sized(for: .accessibilityExtraLarge)
        #expect(big.font?.size == 40 && big.headlineFont?.size == 40 && big.footnoteFont?.size == 33)
        #expect(big.headlineFont?.isBold == true && big.font?.isBold == false)
        #expect(big.font?.family == base.font?.family)
        #expect(big.tintColor == base.tintColor && big.spacing == base.spacing)
        let back = big.sized(for: .large)
        #expect(back.font?.size == 17 && back.footnoteFont?.size == 13)
    }

    @Test func moreContrastTakesTheAccessibleSystemColours() {
        let light = Theme.light.withIncreasedContrast()
        #expect(light.tintColor == Color(rgb: 0x0040DD) && light.destructiveColor == Color(rgb: 0xD70015) && light.onColor == Color(rgb: 0x248A3D))
        #expect(light.secondaryTextColor == Color(red: 0, green: 0, blue: 0, alpha: 0xD9))
        #expect(light.backgroundColor == .white && light.textColor == .black)
        let dark = Theme.dark.withIncreasedContrast()
        #expect(dark.tintColor == Color(rgb: 0x409CFF) && dark.destructiveColor == Color(rgb: 0xFF6961))
        #expect(dark.secondaryTextColor == Color(red: 255, green: 255, blue: 255, alpha: 0xD9))
        // Once is enough: the same again changes nothing; a tint the app chose stays.
        #expect(light.withIncreasedContrast().tintColor == light.tintColor)
        var purple = Theme.light
        purple.tintColor = Color(rgb: 0x8E44AD)
        #expect(purple.withIncreasedContrast().tintColor == Color(rgb: 0x8E44AD))
        // Secondary text reads darker than the standard theme's on white.
        #expect(light.secondaryTextColor.alpha > Theme.light.secondaryTextColor.alpha)
    }

    @Test func adjustingThemesReachesEveryThemedViewAndLaysOutAgain() {
        let saved = Theme.current
        defer { Theme.current = saved }
        let base = ownTheme()
        Theme.current = base
        let window = Window(size: Size(width: 800, height: 480))
        let stack = StackView(arrangedSubviews: [])
        stack.axis = .vertical
        stack.frame = Rect(x: 20, y: 20, width: 400, height: 400)
        let button = Button(title: "Coffee", theme: base)
        let field = TextField(frame: Rect(x: 0, y: 0, width: 300, height: 44))
        let segments = SegmentedControl(items: ["Small", "Large"], theme: base)
        stack.addArrangedSubview(button)
        stack.addArrangedSubview(segments)
        window.addSubview(stack)
        window.addSubview(field)
        window.layoutIfNeeded()
        let before = button.intrinsicContentSize
        var ownTint = base
        ownTint.tintColor = Color(rgb: 0x8E44AD)
        let tinted = Button(title: "Own", theme: ownTint)
        window.addSubview(tinted)
        window.adjustThemes { $0.sized(for: .accessibilityMedium).withIncreasedContrast() }
        // Its own tint stays (the accessible blue is for the system's), the size reaches it.
        #expect(tinted.theme.font?.size == 28 && tinted.theme.tintColor == Color(rgb: 0x8E44AD))
        #expect(Theme.current.font?.size == 28)
        #expect(button.theme.font?.size == 28 && button.titleLabel.font?.size == 28)
        #expect(button.theme.tintColor == Color(rgb: 0x0040DD))
        #expect(field.font?.size == 28 && segments.theme.footnoteFont?.size == 23)
        #expect(button.intrinsicContentSize.width > before.width && button.intrinsicContentSize.height >= before.height)
        // A control made afterwards takes it too.
        #expect(Button(title: "Tea").theme.font?.size == 28)
    }
}
