public import PaneGeometry

/// How much room a screen has along one axis (UIKit's `UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Sendable, Hashable, CaseIterable {
    /// Not known: a view that is in no window.
    case unspecified
    /// Little room along the axis: a panel in portrait is compact in width, one in landscape
    /// 480 pt tall compact in height.
    case compact
    /// Room for a second column (in width) or a generous layout (in height).
    case regular
}

/// The environment a view lays itself out for (UIKit's `UITraitCollection`): the window's size
/// classes and the view's layout direction. A view reads `traitCollection`; when it changes
/// (the window was resized or turned, the app's direction changed) the view hears it once in
/// `traitCollectionDidChange(_:)`.
///
/// Size classes follow from the window's size in points (`init(windowSize:layoutDirection:)`):
/// the width is compact below `compactWidthLimit` (600 pt), the height compact below
/// `compactHeightLimit` (500 pt). Pane's thresholds, chosen so that the common panels come out
/// as UIKit's phones and tablets do: 480x800 portrait is compact width and regular height (an
/// iPhone in portrait), 800x480 landscape regular width and compact height (a large iPhone in
/// landscape), 1024x600 and 1280x800 regular in both (an iPad). 600 sits between the widest
/// portrait panel (480) and the narrowest landscape one (800); 500 keeps a 480-pt-tall panel
/// compact, as a phone held sideways is, and a 600-pt-tall one regular.
public struct TraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// Compact or regular width; `.unspecified` outside a window.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// Compact or regular height; `.unspecified` outside a window.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The view's `effectiveUserInterfaceLayoutDirection`.
    public var layoutDirection: UserInterfaceLayoutDirection

    /// A window narrower than this (in points) has a compact width.
    public static let compactWidthLimit = 600.0
    /// A window shorter than this (in points) has a compact height.
    public static let compactHeightLimit = 500.0

    /// A trait collection with the given values, stored as given.
    public init(horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass,
                layoutDirection: UserInterfaceLayoutDirection) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
    }

    /// The traits of a window of `windowSize` points: compact below the limits, regular at or above.
    public init(windowSize: Size, layoutDirection: UserInterfaceLayoutDirection) {
        self.init(horizontalSizeClass: windowSize.width < Self.compactWidthLimit ? .compact : .regular,
                  verticalSizeClass: windowSize.height < Self.compactHeightLimit ? .compact : .regular,
                  layoutDirection: layoutDirection)
    }

    public var description: String {
        "(width \(horizontalSizeClass), height \(verticalSizeClass), \(layoutDirection.rawValue))"
    }
}
