import Testing
import PaneGeometry
import PaneTestSupport
@testable import PaneUI
@testable import PaneKit

/// The kit's views when the window turns (issue 26, item 2): the navigation bar spans the new
/// width, an alert stays centred, the on-screen keyboard moves to the new bottom edge and lays
/// its keys out for the new width.
@MainActor
@Suite struct RotationTests {
    @Test func theNavigationBarSpansTheNewWidth() {
        let w = Window(size: Size(width: 800, height: 480))
        w.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let root = View()
        let nav = NavigationStack(root: root, title: "Menu")
        nav.frame = w.bounds
        nav.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        w.addSubview(nav)
        w.layoutIfNeeded()
        #expect(nav.navigationBar.frame == Rect(x: 0, y: 0, width: 800, height: NavigationBar.height + 20))
        // Turned the other way: the strip that was on top now runs down the right.
        w.rotate(by: .clockwise270)
        w.layoutIfNeeded()
        #expect(nav.navigationBar.frame == Rect(x: 0, y: 0, width: 480, height: NavigationBar.height))
        #expect(root.frame == Rect(x: 0, y: NavigationBar.height, width: 480, height: 800 - NavigationBar.height))
        #expect(root.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 20))
    }

    @Test func anAlertStaysCentred() {
        let w = Window(size: Size(width: 800, height: 480))
        let alert = Alert(title: "Order placed", message: "Number 12", theme: .light)
        alert.addAction(Alert.Action(title: "OK"))
        w.present(alert, style: .alert, animated: false, theme: .light)
        let size = alert.bounds.size
        #expect(alert.center == Point(x: 400, y: 240))
        w.rotate(by: .clockwise90)
        #expect(alert.center == Point(x: 240, y: 400))
        #expect(alert.bounds.size == size)
    }

    @Test func theKeyboardMovesToTheNewBottomAndRelaysItsKeys() throws {
        let w = Window(size: Size(width: 800, height: 480))
        let keyboard = KeyboardView(frame: .zero)
        keyboard.show(in: w, animated: false)
        w.layoutIfNeeded()
        #expect(keyboard.frame == Rect(x: 0, y: 260, width: 800, height: 220))
        let q = try #require(keyboard.keys.first { $0.label.text == "q" })
        let wide = q.frame
        w.rotate(by: .clockwise90)
        w.layoutIfNeeded()
        #expect(keyboard.frame == Rect(x: 0, y: 580, width: 480, height: 220))
        #expect(w.keyboardFrame == Rect(x: 0, y: 580, width: 480, height: 220))
        let narrow = q.frame
        // Ten keys to a row across the new width, 6 pt apart.
        let narrowWidth: Double = (480 - 6) / 10 - 6, wideWidth: Double = (800 - 6) / 10 - 6
        #expect(narrow.width == narrowWidth)
        #expect(wide.width == wideWidth)
        #expect(narrow.minY == wide.minY)
        let inWindow = try #require(keyboard.keyFrame(for: "q"))
        #expect(inWindow.minY == narrow.minY + 580)
    }
}
