public import PaneText

extension Font {
    /// The system font for `style` at `category`'s size (`nil`: the current theme's,
    /// `Theme.current.contentSizeCategory`), bold for headlines; UIKit's
    /// `preferredFont(forTextStyle:compatibleWith:)`. Give it to a label with
    /// `adjustsFontForContentSizeCategory` and the label follows later changes of the text size.
    /// `nil` when no font is installed.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith category: ContentSizeCategory? = nil) -> Font? {
        let size = (category ?? Theme.current.contentSizeCategory).pointSize(for: style)
        return Font.system(size: size, bold: style == .headline)?.withTextStyle(style)
    }
}
