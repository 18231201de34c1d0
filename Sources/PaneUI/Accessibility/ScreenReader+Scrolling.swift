/// The reader and scroll views, as VoiceOver does it: the cursor is always on something the
/// screen shows, and moving on past the last element a scroll view shows scrolls it.
///
/// - An element a scroll view shows less than half of is not read: a collection view keeps
///   cells beyond its edges (`TiledContent.overscan`), and a row scrolled up under a bar
///   (`adjustedContentInset`) would otherwise come before the bar in reading order.
/// - Moving onto an element (a key, a flick) scrolls each scroll view around it the least
///   distance that shows it whole (`ScrollView.scrollRectToVisible(_:animated:)`, without
///   animation). A finger exploring the screen scrolls nothing: the element stays under it.
/// - A move that would leave a scroll view which has more content that way (down past a list's
///   last visible row) scrolls it by the current element's size and goes to the element that
///   came into view next; at the content's end the move leaves the scroll view as usual.
/// - Where a finger scrolled the cursor's element out of sight, the reader stays quiet, and the
///   next move goes to the first element the scroll view shows (the last, going back).
extension ScreenReader {
    /// `window`'s elements in reading order, less those scrolled out of sight.
    func readableElements() -> [View] {
        window.accessibilityElementsInReadingOrder.filter { isShownByItsScrollViews($0) }
    }

    /// Whether every scroll view around `element` shows some of it.
    private func isShownByItsScrollViews(_ element: View) -> Bool {
        var view = element.superview
        while let container = view {
            if let scroll = container as? ScrollView, scroll.clipsToBounds {
                let frame = element.convert(element.bounds, to: scroll)
                let shown = scroll.bounds.inset(by: scroll.adjustedContentInset)
                let part = frame.intersection(shown)
                // Half of it at least, or all the scroll view shows (an element taller than it).
                let enough = part.width * part.height * 2 >= frame.width * frame.height || part == shown
                if part.isEmpty || !enough { return false }
            }
            view = container.superview
        }
        return true
    }

    /// Scrolls `element` into view (`scrollIntoView(_:)`), then lands on it and speaks it.
    @discardableResult
    func landScrolling(on element: View) -> Bool {
        scrollIntoView(element)
        return land(on: element)
    }

    /// Scrolls every scroll view that holds `element`, innermost first, so the element shows;
    /// without animation, so the cursor's ring is over it in the next frame.
    func scrollIntoView(_ element: View) {
        var view = element.superview
        while let container = view {
            if let scroll = container as? ScrollView {
                // `convert(_:to:)` answers in the scroll view's bounds: its content coordinates.
                scroll.scrollRectToVisible(element.convert(element.bounds, to: scroll), animated: false)
            }
            view = container.superview
        }
    }

    /// Where a move from `current` goes when the next element in reading order (`all`) is
    /// outside the scroll view holding `current` and that scroll view can scroll further that
    /// way: it scrolls, and the element after `current` that came into view is the answer.
    /// `nil` for an ordinary move (the caller takes the next element of `all`).
    /// When a finger scrolled `current` out of sight, the answer is the first element (or, going
    /// back, the last) that its scroll view shows now.
    func elementScrolledIn(after current: View, forward: Bool, among all: [View]) -> View? {
        guard let scroll = enclosingScrollView(of: current) else { return nil }
        guard let index = all.firstIndex(where: { $0 === current }) else {
            let shown = all.filter { $0.isDescendant(of: scroll) }
            return forward ? shown.first : shown.last
        }
        let neighbour = forward ? index + 1 : index - 1
        if all.indices.contains(neighbour), all[neighbour].isDescendant(of: scroll) { return nil }
        var target = current.convert(current.bounds, to: scroll)
        let step = forward ? 1.0 : -1.0
        if scroll.contentSize.height > scroll.bounds.height {
            target.origin.y += step * target.height
        } else if scroll.contentSize.width > scroll.bounds.width {
            target.origin.x += step * target.width
        } else {
            return nil
        }
        let before = scroll.bounds.origin
        scroll.scrollRectToVisible(target, animated: false)
        guard scroll.bounds.origin != before else { return nil }
        window.layoutIfNeeded()   // the cells that scrolled into view
        let now = readableElements()
        guard let i = now.firstIndex(where: { $0 === current }) else { return nil }
        let next = forward ? i + 1 : i - 1
        guard now.indices.contains(next), now[next].isDescendant(of: scroll) else { return nil }
        return now[next]
    }

    /// The innermost scroll view holding `view`.
    private func enclosingScrollView(of view: View) -> ScrollView? {
        var container = view.superview
        while let v = container {
            if let scroll = v as? ScrollView { return scroll }
            container = v.superview
        }
        return nil
    }
}
