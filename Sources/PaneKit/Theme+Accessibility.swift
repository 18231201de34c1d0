public import PanePixels
public import PaneText

extension Theme {
    /// This theme with its fonts at `category`'s sizes (body and headline, footnote), the
    /// typeface kept; colours and metrics unchanged.
    public func sized(for category: ContentSizeCategory) -> Theme {
        var t = self
        t.contentSizeCategory = category
        t.font = font.map { $0.withSize(category.bodySize) } ?? Font.system(size: category.bodySize)
        t.headlineFont = headlineFont.map { $0.withSize(category.bodySize) } ?? Font.system(size: category.bodySize, bold: true)
        t.footnoteFont = footnoteFont.map { $0.withSize(category.footnoteSize) } ?? Font.system(size: category.footnoteSize)
        return t
    }

    /// This theme with more contrast, as iOS's Increase Contrast: a tint, red and green that are
    /// the system's become Apple's accessible variants of systemBlue, systemRed and systemGreen
    /// (darker on light backgrounds, lighter on dark; Human Interface Guidelines, "Color"; a
    /// colour the app chose stays), and the
    /// secondary and disabled text, separators and fills made opaque enough to read (Pane's
    /// choice: the text colour at 85 %, 60 % and 50 %, fills at 45 %; the light theme's are 60 %,
    /// 30 %, 29 % and 20 %).
    public func withIncreasedContrast() -> Theme {
        var t = self
        let dark = backgroundColor.red < 128
        // The system colours become their accessible variants; a colour the app chose stays.
        func accessible(_ color: Color, _ standard: [Color], light: Color, dark darkVariant: Color) -> Color {
            standard.contains(color) ? (dark ? darkVariant : light) : color
        }
        t.tintColor = accessible(tintColor, [Color(rgb: 0x007AFF), Color(rgb: 0x0A84FF)], light: Color(rgb: 0x0040DD), dark: Color(rgb: 0x409CFF))
        t.destructiveColor = accessible(destructiveColor, [Color(rgb: 0xFF3B30), Color(rgb: 0xFF453A)],
                                        light: Color(rgb: 0xD70015), dark: Color(rgb: 0xFF6961))
        t.onColor = accessible(onColor, [Color(rgb: 0x34C759), Color(rgb: 0x30D158)], light: Color(rgb: 0x248A3D), dark: Color(rgb: 0x30DB5B))
        let text = textColor
        t.secondaryTextColor = Color(red: text.red, green: text.green, blue: text.blue, alpha: 0xD9)
        t.disabledTextColor = Color(red: text.red, green: text.green, blue: text.blue, alpha: 0x99)
        t.separatorColor = Color(red: text.red, green: text.green, blue: text.blue, alpha: 0x80)
        t.fillColor = Color(red: 0x78, green: 0x78, blue: 0x80, alpha: 0x73)
        return t
    }
}
