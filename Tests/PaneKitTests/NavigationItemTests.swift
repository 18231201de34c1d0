import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI
@testable import PaneKit
import PaneTestSupport

@MainActor
@Suite struct NavigationItemTests {
    /// A 400×300 window holding a stack whose root item has a back-button title and a right view.
    @MainActor
    final class Scene {
        let window = Window(size: Size(width: 400, height: 300))
        let root = View(), detail = View()
        let rootItem = NavigationItem(title: "Photos · 12")
        let detailItem = NavigationItem(title: "one")
        let right = View(frame: Rect(x: 0, y: 0, width: 100, height: 30))
        let nav: NavigationStack
        var frame = 0

        init() {
            rootItem.backButtonTitle = "Photos"
            rootItem.rightView = right
            nav = NavigationStack(root: root, navigationItem: rootItem, theme: ownTheme())
            nav.frame = window.bounds
            window.addSubview(nav)
            window.layoutIfNeeded()
        }

        func run(to seconds: Double) {
            while Double(frame) / 60 < seconds - 1e-9 {
                frame += 1
                window.stepAnimations(to: InputTime(seconds: Double(frame) / 60))
                window.layoutIfNeeded()
            }
        }
    }

    @Test("the top item's right view sits at the bar's right end; it leaves with its screen and fades back in on the pop") func rightView() {
        let s = Scene()
        let bar = s.nav.navigationBar
        #expect(bar.rightView === s.right && s.right.superview === bar)
        #expect(s.right.frame == Rect(x: 400 - 8 - 100, y: 7, width: 100, height: 30))
        s.nav.push(s.detail, navigationItem: s.detailItem)
        #expect(bar.rightView == nil && s.right.superview == nil)
        s.run(to: 0.4)
        s.nav.pop()
        #expect(s.right.superview === bar && s.right.alpha == 0)
        s.run(to: 0.4 + 0.175)
        #expect(s.right.alpha > 0 && s.right.alpha < 1)
        s.run(to: 0.8)
        #expect(s.right.alpha == 1 && s.nav.topItem === s.rootItem)
    }

    @Test("backButtonTitle names the back button; changes to shown items update the bar, others do not") func liveChanges() {
        let s = Scene()
        let bar = s.nav.navigationBar
        s.nav.push(s.detail, navigationItem: s.detailItem, animated: false)
        #expect(bar.backButton.title == "‹ Photos" && bar.title == "one")
        s.detailItem.title = "two"
        #expect(bar.title == "two")
        s.rootItem.backButtonTitle = nil
        #expect(bar.backButton.title == "‹ Photos · 12")
        s.rootItem.title = "Photos · 4"
        #expect(bar.backButton.title == "‹ Photos · 4")
        #expect(s.nav.navigationItem(for: s.detail) === s.detailItem && s.nav.navigationItem(for: View()) == nil)
        s.nav.pop(animated: false)
        s.detailItem.title = "three"                       // popped: no longer the bar's
        #expect(bar.title == "Photos · 4" && bar.rightView === s.right)
    }

    @Test("under a translucent bar screens fill the stack") func translucent() {
        let s = Scene()
        #expect(s.root.frame == Rect(x: 0, y: 44, width: 400, height: 256))
        s.nav.navigationBar.isTranslucent = true
        s.window.layoutIfNeeded()
        #expect(s.nav.contentFrame == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(s.root.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        s.nav.push(s.detail, navigationItem: s.detailItem, animated: false)
        #expect(s.detail.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(s.nav.subviews.last === s.nav.navigationBar, "the bar stays in front of the screens")
    }
}
