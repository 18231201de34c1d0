public import PaneUI

/// A screen that brings its own bar item, as a `UIViewController` has its `navigationItem`:
/// `NavigationStack(root:)` and `push(_:animated:)` show it without being told a title.
///
/// ```swift
/// final class DetailScreen: View, NavigationItemProviding {
///     let navigationItem = NavigationItem(title: "Flat white")
/// }
/// nav.push(DetailScreen())      // the bar says "Flat white"
/// ```
@MainActor
public protocol NavigationItemProviding: AnyObject {
    /// The item the bar shows while this screen is on top.
    var navigationItem: NavigationItem { get }
}

extension NavigationStack {
    /// A stack whose root screen is `root`, with the screen's own item when it provides one
    /// (`NavigationItemProviding`), else an item with no title (a title is optional, as in UIKit).
    public convenience init(root: View, theme: Theme = Theme.current) {
        self.init(root: root, navigationItem: NavigationStack.item(of: root), theme: theme)
    }

    /// Puts `view` on top with the screen's own item (`NavigationItemProviding`), else an item
    /// with no title, sliding in from the right when `animated`.
    public func push(_ view: View, animated: Bool = true) {
        push(view, navigationItem: NavigationStack.item(of: view), animated: animated)
    }

    /// `view`'s own item, or a new one without a title.
    static func item(of view: View) -> NavigationItem {
        (view as? NavigationItemProviding)?.navigationItem ?? NavigationItem(title: "")
    }
}
