/// Which parts of a view's frame stretch when its superview's size changes (UIKit's
/// `UIView.AutoresizingMask`). An empty mask (the default) keeps the frame as it is; a view
/// that fills its superview takes `[.flexibleWidth, .flexibleHeight]`, a bar along the bottom
/// `[.flexibleWidth, .flexibleTopMargin]`. See `View.autoresizingMask`.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    /// A mask from its bits, as `OptionSet` requires.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The distance from the superview's left edge changes.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width changes.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance from the superview's right edge changes.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance from the superview's top edge changes.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height changes.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance from the superview's bottom edge changes.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
