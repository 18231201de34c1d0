internal import PaneGeometry
internal import PanePixels

/// The properties of a view that the compositor reads every frame, stored together.
///
/// `View`'s public properties (`center`, `bounds`, `alpha`, …) forward here. The storage is
/// internal so that the whole-module optimizer sees every access to it and needs no dynamic
/// exclusivity check, and the compositor copies the whole struct with one read per view.
struct ViewLayer {
    var center: Point = .zero
    var bounds: Rect = .zero
    var transform: Transform = .identity
    var alpha: Double = 1
    var isHidden = false
    var clipsToBounds = false
    var backgroundColor: Color?
    var isOpaque = false
    /// What the view shows besides its background, as CALayer's `contents` (`ImageView.image`).
    var contents: Image?
    /// Where `contents` lands in the bounds (`ImageView.contentMode`, UIView's `contentMode`).
    var contentMode = ImageView.ContentMode.scaleToFill
    /// CALayer's filters, used when the content is drawn larger (magnification) or smaller
    /// (minification, along either axis) than its pixels; `ImageView` exposes them.
    var magnificationFilter = ContentsFilter.linear
    var minificationFilter = ContentsFilter.linear
    /// `bounds` before the change in progress (`View.bounds`'s accessors keep it here).
    var boundsBeforeChange: Rect = .zero
    /// Bumped whenever the view's own pixels change; the compositor compares it.
    var contentVersion: UInt64 = 0

    /// Maps bounds coordinates to the superview's (see `View.transformToSuperview`).
    var transformToSuperview: Transform {
        Transform(scaleX: transform.scaleX, scaleY: transform.scaleY,
                  tx: center.x + transform.tx - bounds.midX * transform.scaleX,
                  ty: center.y + transform.ty - bounds.midY * transform.scaleY)
    }
}
