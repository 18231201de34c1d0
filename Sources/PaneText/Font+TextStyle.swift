extension Font {
    /// The kinds of text Dynamic Type sizes, UIKit's `UIFont.TextStyle`: each has its own point
    /// size at every text size (`ContentSizeCategory.pointSize(for:)` in PaneKit).
    public enum TextStyle: String, CaseIterable, Sendable {
        /// The largest title, 34 at the default size.
        case largeTitle
        /// A first-level title, 28.
        case title1
        /// A second-level title, 22.
        case title2
        /// A third-level title, 20.
        case title3
        /// A heading, 17 bold.
        case headline
        /// Body text, 17.
        case body
        /// A callout, 16.
        case callout
        /// A subheading, 15.
        case subheadline
        /// A footnote, 13.
        case footnote
        /// A caption, 12.
        case caption1
        /// A smaller caption, 11.
        case caption2
    }
}
