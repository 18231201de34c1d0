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
    public var bodySize: Int {
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53][Self.allCases.firstIndex(of: self)!]
    }

    /// Footnotes and segment titles (13 at `large`).
    public var footnoteSize: Int {
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44][Self.allCases.firstIndex(of: self)!]
    }

    /// Whether it is one of the five accessibility sizes (UIKit's `isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
