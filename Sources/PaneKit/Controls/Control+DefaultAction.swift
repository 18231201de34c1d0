public import PaneGeometry
public import PaneGestures
public import PaneUI

/// The gestures UIKit lets a control keep from its superviews' recognizers ("Event Handling
/// Guide for iOS", "Interacting with Other User Interface Controls", iOS 6 and later): a single
/// finger's single tap on a button, switch, stepper, segmented control or page control; a single
/// finger's swipe or pan along a slider or a switch that starts on its thumb. Controls use these
/// in `defaultActionOverlaps(_:)`; a double tap, a two-finger tap or a drag across still go to
/// the superview.
extension GestureRecognizer {
    /// A `TapGestureRecognizer` that wants one tap of one finger.
    public var isSingleFingerSingleTap: Bool {
        guard let tap = self as? TapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// A `PanGestureRecognizer` following one finger that went down inside `rect` (in `view`'s
    /// coordinates) and has moved more along the given axis of `view` than across it. Asked
    /// while the pan is about to begin, so its translation is the finger's travel so far.
    public func isSingleFingerPan(startingIn rect: Rect, of view: View, horizontal: Bool) -> Bool {
        guard let pan = self as? PanGestureRecognizer, pan.numberOfTouches == 1 else { return false }
        let travel = pan.rawTranslation
        let start = view.convert(pan.locationInWindow - travel, from: nil)
        guard rect.contains(start) else { return false }
        let v = view.convert(travel, from: nil) - view.convert(Point.zero, from: nil)
        return horizontal ? abs(v.x) > abs(v.y) : abs(v.y) > abs(v.x)
    }
}
