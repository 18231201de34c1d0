public import PaneGeometry
public import PaneInput

/// Which way focus moves (UIKit's `UIFocusHeading`).
public enum FocusHeading: Sendable {
    /// The next item in reading order (Tab).
    case next
    /// The previous item in reading order (shift-Tab).
    case previous
    /// The nearest item above (up arrow).
    case up
    /// The nearest item below (down arrow).
    case down
    /// The nearest item to the left (left arrow).
    case left
    /// The nearest item to the right (right arrow).
    case right
}

/// The focus engine (UIKit's `UIFocusSystem`, for a keyboard rather than a remote): which view
/// has focus, and how Tab, shift-Tab and the arrows move it.
///
/// The items are the views that answer `canBecomeFocused`, are in the window, visible and
/// accept touches, inside the topmost presented view when one is presented. Their reading order
/// is rows from the top (views whose centres lie within the first one's height form a row), each
/// row from the left; Tab and shift-Tab walk it and wrap around. An arrow goes to the nearest
/// item whose centre lies that way, distance along the arrow plus twice the distance across it
/// (so the item in line wins over a nearer one off to the side). Where nothing has focus yet, a
/// move starts at the window's `preferredFocusEnvironments` (followed down through each view's
/// own), else at the first item in reading order.
///
/// The focused view shows the focus ring (`View.didUpdateFocus(_:)`). A view that can be the
/// first responder (a `TextField`) becomes it when focused, and the first responder resigns
/// when focus goes elsewhere. Enter or space on the focused view calls its
/// `activateFromKeyboard()` (a control acts as if tapped). A touch clears focus.
extension Window {
    /// The focusable views in reading order.
    public var focusItemsInReadingOrder: [View] {
        var items: [View] = []
        collectFocusItems(in: presentations.last?.view ?? self, into: &items)
        return inReadingOrder(items)
    }

    /// `items` in reading order: rows from the top (views whose centres lie within the first
    /// one's height form a row), each row from the left.
    func inReadingOrder(_ items: [View]) -> [View] {
        let placed = items.map { (view: $0, frame: $0.convert($0.bounds, to: nil)) }.sorted {
            $0.frame.midY != $1.frame.midY ? $0.frame.midY < $1.frame.midY : $0.frame.minX < $1.frame.minX
        }
        var ordered: [View] = []
        var i = 0
        while i < placed.count {
            let top = placed[i].frame
            var row = [placed[i]]
            i += 1
            while i < placed.count, placed[i].frame.midY <= top.maxY { row.append(placed[i]); i += 1 }
            ordered += row.sorted { $0.frame.minX < $1.frame.minX }.map(\.view)
        }
        return ordered
    }

    private func collectFocusItems(in view: View, into items: inout [View]) {
        guard !view.isHidden, view.alpha > 0, view.isUserInteractionEnabled, view !== focusRing else { return }
        if view !== self, view.canBecomeFocused { items.append(view) }
        for s in view.subviews { collectFocusItems(in: s, into: &items) }
    }

    /// Moves focus `heading` from the focused view; returns whether it moved.
    @discardableResult
    public func moveFocus(_ heading: FocusHeading) -> Bool {
        let items = focusItemsInReadingOrder
        guard !items.isEmpty else { return false }
        guard let current = focusedItem, current.window === self, let index = items.firstIndex(where: { $0 === current }) else {
            return setFocusedItem(preferredFocusItem(among: items) ?? items[0])
        }
        switch heading {
        case .next: return setFocusedItem(items[(index + 1) % items.count])
        case .previous: return setFocusedItem(items[(index + items.count - 1) % items.count])
        default:
            let from = current.convert(current.bounds, to: nil)
            var best: (view: View, score: Double)?
            for item in items where item !== current {
                let to = item.convert(item.bounds, to: nil)
                let dx = to.midX - from.midX, dy = to.midY - from.midY
                let along: Double, across: Double
                switch heading {
                case .up: along = -dy; across = abs(dx)
                case .down: along = dy; across = abs(dx)
                case .left: along = -dx; across = abs(dy)
                default: along = dx; across = abs(dy)
                }
                guard along > 0 else { continue }
                let score = along + 2 * across
                if best.map({ score < $0.score }) ?? true { best = (item, score) }
            }
            guard let best else { return false }
            return setFocusedItem(best.view)
        }
    }

    /// The first focusable view reached by following `preferredFocusEnvironments` down from the window.
    private func preferredFocusItem(among items: [View]) -> View? {
        var queue = (presentations.last?.view ?? self).preferredFocusEnvironments
        var seen = 0
        while !queue.isEmpty, seen < 1000 {
            let v = queue.removeFirst()
            seen += 1
            if items.contains(where: { $0 === v }) { return v }
            queue = v.preferredFocusEnvironments + queue
        }
        return nil
    }

    /// Focuses `view` (`nil`: nothing), moving the ring and the first responder; returns
    /// whether focus changed.
    @discardableResult
    public func setFocusedItem(_ view: View?) -> Bool {
        guard view !== focusedItem else { return false }
        let old = focusedItem
        focusedItem = view
        old?.didUpdateFocus(false)
        view?.didUpdateFocus(true)
        if let view, view.canBecomeFirstResponder {
            view.becomeFirstResponder()
        } else if let first = firstResponder, first !== view {
            first.resignFirstResponder()
        }
        return true
    }

    /// What the end of the responder chain does with a key: Tab and shift-Tab, the arrows,
    /// enter and space drive focus; returns whether the key was used.
    func handleFocusKey(_ key: Key) -> Bool {
        let mods = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        switch key.keyCode {
        case .keyboardTab where mods == [] || mods == [.shift]:
            return moveFocus(mods == [.shift] ? .previous : .next) || true
        case .keyboardUpArrow where mods.isEmpty: return moveFocus(.up)
        case .keyboardDownArrow where mods.isEmpty: return moveFocus(.down)
        case .keyboardLeftArrow where mods.isEmpty: return moveFocus(.left)
        case .keyboardRightArrow where mods.isEmpty: return moveFocus(.right)
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar:
            guard scanLine.isEmpty, let item = focusedItem, item.window === self else { return false }
            return item.activateFromKeyboard()
        default:
            return false
        }
    }
}
