public import PaneGeometry

/// What a recognizer is attached to: in an app, a `View` of PaneUI.
///
/// Recognizers keep every point in window coordinates (the display's points, as touches arrive)
/// and convert through their host only when asked, so that this layer needs no view tree. A
/// vector (a translation, a velocity) converts as the difference of two converted points, so a
/// host that scrolls (moves its bounds) does not change it, and a host that is scaled does.
@MainActor
public protocol GestureHost: AnyObject {
    /// `point`, given in window coordinates, in the host's own coordinates.
    func convertFromWindow(_ point: Point) -> Point
    /// `point`, given in the host's own coordinates, in window coordinates.
    func convertToWindow(_ point: Point) -> Point
    /// The host's veto on one of its recognizers leaving `possible` (UIKit's
    /// `UIView.gestureRecognizerShouldBegin(_:)`); a scroll view uses it to keep a pan from
    /// cancelling a control's touches (spec §8.2).
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
}

extension GestureHost {
    /// `vector`, a difference of window points, as a difference of host points.
    func convertVectorFromWindow(_ vector: Point) -> Point {
        convertFromWindow(vector) - convertFromWindow(.zero)
    }

    /// `vector`, a difference of host points, as a difference of window points.
    func convertVectorToWindow(_ vector: Point) -> Point {
        convertToWindow(vector) - convertToWindow(.zero)
    }
}
