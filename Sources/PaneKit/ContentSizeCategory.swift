public import PaneText

/// How large the kit's text is: UIKit's `UIContentSizeCategory`, the setting behind Dynamic
/// Type, from extra small to the five accessibility sizes. `large` is the default.
///
/// The point sizes are Apple's Dynamic Type table for iOS (Human Interface Guidelines,
/// "Typography", Dynamic Type sizes: the Body and Headline styles share one column, Footnote
/// has its own).
public enum ContentSizeCategory: String, CaseIterable, Sendable, Comparable {
    /// `xs`: body text 14 px, footnotes 12.
    case extraSmall = "xs"
    /// `s`: 15 and 12.
    case small = "s"
    /// `m`: 16 and 12.
    case medium = "m"
    /// `l`, the default: 17 and 13.
    case large = "l"
    /// `xl`: 19 and 15.
    case extraLarge = "xl"
    /// `xxl`: 21 and 17.
    case extraExtraLarge = "xxl"
    /// `xxxl`, the largest of the standard sizes: 23 and 19.
    case extraExtraExtraLarge = "xxxl"
    /// `ax1`, the first accessibility size: 28 and 23.
    case accessibilityMedium = "ax1"
    /// `ax2`: 33 and 27.
    case accessibilityLarge = "ax2"
    /// `ax3`: 40 and 33.
    case accessibilityExtraLarge = "ax3"
    /// `ax4`: 47 and 38.
    case accessibilityExtraExtraLarge = "ax4"
    /// `ax5`, the largest: 53 and 44.
    case accessibilityExtraExtraExtraLarge = "ax5"

    /// Body text and headlines (17 at `large`).
    public var bodySize: Int { pointSize(for: .body) }

    /// Footnotes and segment titles (13 at `large`).
    public var footnoteSize: Int { pointSize(for: .footnote) }

    /// The point size of `style`'s text at this size.
    public func pointSize(for style: Font.TextStyle) -> Int {
        Self.pointSizes[style]![Self.allCases.firstIndex(of: self)!]
    }

    /// Apple's Dynamic Type sizes for iOS (Human Interface Guidelines, "Typography", the
    /// Dynamic Type sizes tables): each style's points from `xs` to `ax5`.
    static let pointSizes: [Font.TextStyle: [Int]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// Whether it is one of the five accessibility sizes (UIKit's `isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
