import Testing
import PaneGeometry
@testable import PaneUI
@testable import PaneKit
import PaneTestSupport

/// `NavigationStack(root:)` and `push(_:animated:)` without a title (issue 27 item 5): the bar
/// shows the screen's own item when it provides one, else no title, as UIKit's does.
@MainActor
@Suite struct NavigationItemProvidingTests {
    final class TitledScreen: View, NavigationItemProviding {
        let navigationItem: NavigationItem
        init(_ title: String) {
            navigationItem = NavigationItem(title: title)
            super.init(frame: .zero)
        }
    }

    @Test("a root without an item of its own has no title; a pushed screen's own item titles the bar")
    func titlesComeFromTheScreens() {
        let root = View()
        let nav = NavigationStack(root: root, theme: ownTheme())
        #expect(nav.navigationBar.title == "")
        #expect(nav.topItem?.title == "")
        let detail = TitledScreen("Flat white")
        nav.push(detail, animated: false)
        #expect(nav.topView === detail)
        #expect(nav.topItem === detail.navigationItem)
        #expect(nav.navigationBar.title == "Flat white")
        // The screen's item stays live: changing it changes the bar.
        detail.navigationItem.title = "Flat white · 2"
        #expect(nav.navigationBar.title == "Flat white · 2")
        nav.pop(animated: false)
        #expect(nav.topView === root && nav.navigationBar.title == "")
    }

    @Test("a root that provides its item is titled by it")
    func rootWithItsOwnItem() {
        let root = TitledScreen("Menu")
        let nav = NavigationStack(root: root, theme: ownTheme())
        #expect(nav.navigationBar.title == "Menu")
        nav.push(View(), animated: false)
        #expect(nav.navigationBar.title == "")
        #expect(nav.navigationBar.backButton.title == "‹ Menu")   // the chevron, then the root's title
    }
}
