extension Window {
    /// The accessibility elements a screen reader walks, in the focus engine's reading order
    /// (`focusItemsInReadingOrder`): views that are elements, shown and not transparent, not
    /// inside an element or a view whose `accessibilityElementsHidden` is set. Inside the
    /// topmost presented view when one is presented, and inside the last shown view whose
    /// `accessibilityViewIsModal` is set when there is one (a modal traps the walk).
    public var accessibilityElementsInReadingOrder: [View] {
        var root: View = presentations.last?.view ?? self
        if let modal = lastModal(in: root) { root = modal }
        var items: [View] = []
        collectAccessibilityElements(in: root, into: &items)
        return inReadingOrder(items)
    }

    /// The last shown view (in drawing order) under `view` whose `accessibilityViewIsModal` is set.
    private func lastModal(in view: View) -> View? {
        guard !view.isHidden, view.alpha > 0 else { return nil }
        for s in view.subviews.reversed() {
            if let m = lastModal(in: s) { return m }
        }
        return view !== self && view.accessibilityViewIsModal ? view : nil
    }

    private func collectAccessibilityElements(in view: View, into items: inout [View]) {
        guard !view.isHidden, view.alpha > 0, view !== focusRing, !(view is AccessibilityCursorView) else { return }
        if view !== self, view.isAccessibilityElement {
            items.append(view)
            return
        }
        guard !view.accessibilityElementsHidden else { return }
        for s in view.subviews { collectAccessibilityElements(in: s, into: &items) }
    }
}

/// The screen reader's cursor: a ring over the current element that touches nothing.
final class AccessibilityCursorView: View {}
