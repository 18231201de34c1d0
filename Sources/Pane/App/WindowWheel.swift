/// The scroll wheel in the desktop window: it scrolls the innermost scroll view under the
/// pointer that can move that way, as a trackpad scrolls a `UIScrollView` on Mac Catalyst. A
/// notch moves `pointsPerNotch` (a panel mouse's detent, `Application.wheelStep`), animated,
/// clamped to the content; a paging scroll view moves a page per notch, so it comes to rest on
/// a page as a swipe would leave it.
@MainActor
enum WindowWheel {
    /// Points a wheel notch scrolls.
    static var pointsPerNotch: Double { Application.wheelStep }

    /// Scrolls for a wheel turn of `dx`, `dy` notches (positive: right, away from the user) over
    /// `location` in `window`. Returns whether something scrolled.
    @discardableResult
    static func scroll(_ window: Window, at location: Point, dx: Double, dy: Double) -> Bool {
        var view = window.hitTest(location)
        while let v = view {
            if let scroll = v as? ScrollView, scroll.isScrollEnabled, let target = target(for: scroll, dx: dx, dy: dy) {
                scroll.setContentOffset(target, animated: true)
                return true
            }
            view = v.superview
        }
        return false
    }

    /// Where `scroll` goes for the turn, or `nil` when it cannot move that way.
    static func target(for scroll: ScrollView, dx: Double, dy: Double) -> Point? {
        let limits = scroll.offsetLimits, current = scroll.contentOffset
        var step = Point(x: dx * pointsPerNotch, y: -dy * pointsPerNotch)
        if scroll.isPagingEnabled {
            step = Point(x: dx == 0 ? 0 : (dx > 0 ? 1 : -1) * scroll.bounds.width,
                         y: dy == 0 ? 0 : (dy > 0 ? -1 : 1) * scroll.bounds.height)
        }
        let target = limits.clamp(Point(x: current.x + step.x, y: current.y + step.y))
        return target == current ? nil : target
    }
}
