public import PaneGeometry
public import PaneGestures

/// Views host recognizers: points convert through the view tree (window coordinates are the
/// root's), and the view's `gestureRecognizerShouldBegin(_:)` is the host's veto.
extension View: GestureHost {
    public func convertFromWindow(_ point: Point) -> Point { convert(point, from: nil) }
    public func convertToWindow(_ point: Point) -> Point { convert(point, to: nil) }
}

extension View {
    /// Attaches `recognizer`: from now on it sees the touches that begin on this view or its
    /// subviews (through the window's `TouchDispatcher`). A recognizer has one view; adding it
    /// to another takes it off the first.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let old = recognizer.view, old !== self { old.removeGestureRecognizer(recognizer) }
        guard !gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        gestureRecognizers.append(recognizer)
        recognizer.host = self
    }

    /// Detaches `recognizer`; one that is tracking touches is cancelled (or failed) at once.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let i = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizers.remove(at: i)
        recognizer.arena?.interrupt(recognizer)
        recognizer.host = nil
    }
}

extension GestureRecognizer {
    /// The view the recognizer is attached to (UIKit's `view`).
    public var view: View? { host as? View }
}
