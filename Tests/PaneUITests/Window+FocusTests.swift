import Testing
import PaneGeometry
import PaneInput
@testable import PaneUI

/// The focus engine: reading order, Tab and shift-Tab, arrows, preferred environments, the
/// ring, activation, and the first responder following focus.
@MainActor
@Suite struct WindowFocusTests {
    final class Item: View {
        var focusable = true
        var activations = 0
        var takesKeys = false
        override var canBecomeFocused: Bool { focusable }
        override var canBecomeFirstResponder: Bool { takesKeys }
        override func activateFromKeyboard() -> Bool { activations += 1; return true }
    }

    final class Container: View {
        var preferred: [View] = []
        override var preferredFocusEnvironments: [View] { preferred }
    }

    /// A 3x2 grid of items, rows 100 pt apart, the second row's items a little higher or lower
    /// (still one row), added in scrambled order; names are "row,column".
    func grid() -> (Window, [String: Item]) {
        let window = Window(size: Size(width: 800, height: 480))
        var items: [String: Item] = [:]
        let places: [(String, Double, Double)] = [("1,2", 300, 100), ("0,1", 150, 0), ("1,0", 0, 96), ("0,0", 0, 0),
                                                  ("1,1", 150, 104), ("0,2", 300, 0)]
        for (name, x, y) in places {
            let item = Item(frame: Rect(x: x, y: y, width: 100, height: 40))
            items[name] = item
            window.addSubview(item)
        }
        return (window, items)
    }

    func name(_ view: View?, _ items: [String: Item]) -> String? { items.first { $0.value === view }?.key }

    @Test func readingOrderIsRowsFromTheTopEachFromTheLeft() {
        let (window, items) = grid()
        #expect(window.focusItemsInReadingOrder.map { name($0, items)! } == ["0,0", "0,1", "0,2", "1,0", "1,1", "1,2"])
        items["0,1"]!.isHidden = true
        items["1,0"]!.focusable = false
        #expect(window.focusItemsInReadingOrder.map { name($0, items)! } == ["0,0", "0,2", "1,1", "1,2"])
    }

    @Test func tabAndShiftTabWalkTheOrderAndWrap() {
        let (window, items) = grid()
        var visited: [String] = []
        for _ in 0..<7 { window.moveFocus(.next); visited.append(name(window.focusedItem, items)!) }
        #expect(visited == ["0,0", "0,1", "0,2", "1,0", "1,1", "1,2", "0,0"])
        window.moveFocus(.previous)
        #expect(name(window.focusedItem, items) == "1,2")
    }

    @Test func arrowsGoToTheNearestItemThatWay() {
        let (window, items) = grid()
        window.setFocusedItem(items["0,1"])
        window.moveFocus(.down)
        #expect(name(window.focusedItem, items) == "1,1")
        window.moveFocus(.right)
        #expect(name(window.focusedItem, items) == "1,2")
        window.moveFocus(.up)
        #expect(name(window.focusedItem, items) == "0,2")
        #expect(!window.moveFocus(.up) && name(window.focusedItem, items) == "0,2")   // nothing above
        window.moveFocus(.left)
        #expect(name(window.focusedItem, items) == "0,1")
    }

    @Test func firstMoveStartsAtThePreferredEnvironment() {
        let window = Window(size: Size(width: 800, height: 480))
        let container = Container(frame: Rect(x: 0, y: 200, width: 800, height: 200))
        let top = Item(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        let inner = Item(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(top)
        window.addSubview(container)
        container.addSubview(inner)
        container.preferred = [inner]
        // The window itself prefers nothing: the first in reading order.
        window.moveFocus(.next)
        #expect(window.focusedItem === top)
        window.setFocusedItem(nil)
        // Through keys: Tab with a preferred chain window → container → inner is not the
        // window's own preference, so the reading order still wins; a container's preference is
        // followed when the window names the container.
        final class PreferringWindow: Window {
            var preferred: [View] = []
            override var preferredFocusEnvironments: [View] { preferred }
        }
        let w2 = PreferringWindow(size: Size(width: 800, height: 480))
        let c2 = Container(frame: Rect(x: 0, y: 200, width: 800, height: 200))
        let t2 = Item(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        let i2 = Item(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        w2.addSubview(t2); w2.addSubview(c2); c2.addSubview(i2)
        c2.preferred = [i2]
        w2.preferred = [c2]
        w2.moveFocus(.next)
        #expect(w2.focusedItem === i2)
    }

    /// Keys drive it: Tab, shift-Tab, enter and space through the window's press handling.
    @Test func keysMoveFocusAndActivate() throws {
        let (window, items) = grid()
        let state = KeyboardState(keymap: try Keymap(.us))
        var t = 0.0
        func press(_ code: UInt16) {
            t += 0.01
            if let k = state.key(code: code, direction: .down) { window.handleKey(k, .down, at: InputTime(seconds: t)) }
            if let k = state.key(code: code, direction: .up) { window.handleKey(k, .up, at: InputTime(seconds: t)) }
        }
        press(15); press(15)   // Tab, Tab
        #expect(name(window.focusedItem, items) == "0,1")
        if let k = state.key(code: 42, direction: .down) { window.handleKey(k, .down, at: .zero) }   // shift
        press(15)
        if let k = state.key(code: 42, direction: .up) { window.handleKey(k, .up, at: .zero) }
        #expect(name(window.focusedItem, items) == "0,0")
        press(28); press(57)   // enter, space
        #expect(items["0,0"]!.activations == 2)
        press(108)   // down arrow
        #expect(name(window.focusedItem, items) == "1,0")
    }

    /// The ring: a subview of the focused view, 3 pt outside it, in the window's colour; it moves with focus.
    @Test func theRingFollowsFocus() {
        let (window, items) = grid()
        window.setFocusedItem(items["0,0"])
        #expect(window.focusRing.superview === items["0,0"] && window.focusRing.frame == Rect(x: -3, y: -3, width: 106, height: 46))
        #expect(window.focusRing.borderColor == window.focusRingColor && window.focusRing.borderWidth == 2)
        window.setFocusedItem(items["1,1"])
        #expect(window.focusRing.superview === items["1,1"])
        window.setFocusedItem(nil)
        #expect(window.focusRing.superview == nil)
    }

    /// A view that takes keys becomes the first responder when focused, and resigns when focus leaves.
    @Test func firstResponderFollowsFocus() {
        let (window, items) = grid()
        items["0,1"]!.takesKeys = true
        window.setFocusedItem(items["0,1"])
        #expect(window.firstResponder === items["0,1"])
        window.setFocusedItem(items["0,2"])
        #expect(window.firstResponder == nil)
    }
}
