internal import PaneGeometry
internal import PanePixels

/// One view as the compositor paints it this frame: where, clipped how, with what. Built
/// afresh each frame into a reused array, in painting order (back to front).
struct DrawItem {
    /// Unowned and unchecked: the view tree holds the view for the frame the item lives.
    unowned(unsafe) let view: View
    var state: CompositedState
    /// Union of the clip rectangles of the clipping ancestors, in screen pixels.
    var clip: PixelRect
    /// The view's bounds on screen, rounded to pixels (not clipped).
    var boundsPixels: PixelRect
    var background: Color?
    /// Held by the view (its image or raster) for the frame.
    unowned(unsafe) var content: Image?
    var contentPixels: PixelRect
    /// The filter for content drawn at another size than its pixels.
    var filter: ScaleFilter
    /// Where content may land: the clip, narrowed to the bounds when the view clips.
    var contentClip: PixelRect
    /// Pixels this item covers with opaque paint (`.zero` when none): it hides what lies behind.
    var opaquePixels: PixelRect
    /// Whether its pixels differ from last frame's.
    var changed: Bool
    var oldPaintRect: PixelRect

    var alpha8: UInt8 { UInt8((state.alpha * 255).rounded()) }
}
