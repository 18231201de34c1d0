public import PaneGeometry
internal import PanePixels

/// The mouse cursor: a 14 pt white disc with a dark rim, centred on where the pointer points,
/// composited above everything like any view and never hit by touches. `Application` keeps it
/// on top, moves it with the pointer and hides it after `Application.cursorHideDelay` seconds
/// without motion and when the touchscreen is touched.
public final class CursorView: View {
    /// The disc's diameter in points.
    public static let diameter = 14.0

    /// A hidden cursor.
    public override init() {
        super.init(frame: Rect(x: 0, y: 0, width: Self.diameter, height: Self.diameter))
        isUserInteractionEnabled = false
        backgroundColor = .white
        borderColor = Color(red: 28, green: 28, blue: 30)
        borderWidth = 2
        cornerRadius = Self.diameter / 2
        isHidden = true
    }

    /// A hidden cursor (the frame is the cursor's own).
    public convenience override init(frame: Rect) { self.init() }

    /// Centres the cursor on `point` (window coordinates).
    public func move(to point: Point) {
        center = point
    }
}
