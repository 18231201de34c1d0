public import PaneUI

/// What one screen of a `NavigationStack` shows in the navigation bar while it is on top, and
/// what its back button says while it is the screen underneath (UIKit's `UINavigationItem`).
///
/// Changing a property of the top item (or of the one under it) updates the bar at once: a
/// pager's title can follow its page, a list's title its count.
///
/// ```swift
/// let item = NavigationItem(title: "Menu · 12")
/// item.backButtonTitle = "Menu"          // the next screen's back button
/// item.rightView = searchField           // UIKit's rightBarButtonItem(customView:)
/// let nav = NavigationStack(root: menu, navigationItem: item)
/// ```
@MainActor
public final class NavigationItem {
    /// Shown in the middle of the bar.
    public var title: String { didSet { if title != oldValue { didChange() } } }
    /// What the back button says on the screen above this one; `nil`: this item's `title`
    /// (shortened to "Back" when too long, as the bar does).
    public var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { didChange() } } }
    /// A view at the right end of the bar, at its own `frame.size`, centred in the bar's row
    /// (UIKit's `rightBarButtonItem` made with `customView:`; Pane has no bar button items, so
    /// any view goes here: a `Button`, a `TextField`). It is in the bar only while its screen
    /// is on top.
    public var rightView: View? { didSet { if rightView !== oldValue { didChange() } } }

    /// The stack showing this item, told of changes.
    weak var stack: NavigationStack?

    /// An item with `title` and no back-button title or right view.
    public init(title: String) {
        self.title = title
    }

    private func didChange() { stack?.navigationItemDidChange(self) }
}
