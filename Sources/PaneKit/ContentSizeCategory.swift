/// How large the kit's text is: UIKit's `UIContentSizeCategory`, the setting behind Dynamic
/// Type, from extra small to the five accessibility sizes. `large` is the default.
///
/// The point sizes are Apple's Dynamic Type table for iOS (Human Interface Guidelines,
/// "Typography", Dynamic Type sizes: the Body and Headline styles share one column, Footnote
/// has its own).
public enum ContentSizeCategory: String, CaseIterable, Sendable, Comparable {
    case extraSmall = "xs"
    case small = "s"
    case medium = "m"
    case large = "l"
    case extraLarge = "xl"
    case extraExtraLarge = "xxl"
    case extraExtraExtraLarge = "xxxl"
    case accessibilityMedium = "ax1"
    case accessibilityLarge = "ax2"
    case accessibilityExtraLarge = "ax3"
    case accessibilityExtraExtraLarge = "ax4"
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
