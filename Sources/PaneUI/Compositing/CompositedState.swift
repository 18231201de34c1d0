internal import PaneGeometry

/// What the compositor drew of one view in the last frame, kept on the view so that the next
/// frame can tell what changed without the views reporting every change.
struct CompositedState: Equatable {
    /// Screen pixels the view itself painted (background and content), clipped; `.zero` when
    /// it painted nothing.
    var paintRect: PixelRect = .zero
    /// The bounds-to-screen mapping, which moves the content even when `paintRect` does not.
    var toScreen: Transform = .identity
    var alpha: Double = 0
    var contentVersion: UInt64 = 0
    /// The bounds origin, to notice scrolling.
    var boundsOrigin: Point = .zero
    /// The bounds on screen in pixels, unclipped: it stays put while the view scrolls.
    var screenRect: PixelRect = .zero
}
