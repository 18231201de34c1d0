public import PaneGeometry

/// What the desktop window reports to the app's loop, already mapped from window pixels to
/// picture points (the letterbox and `WindowScale` undone), stamped in `CLOCK_MONOTONIC`
/// nanoseconds.
public enum WindowEvent: Sendable, Equatable {
    /// Where a mouse button or a finger is in its life.
    public enum Phase: Sendable, Equatable {
        /// Pressed, or put down.
        case down
        /// Moved while pressed.
        case moved
        /// Released, or lifted.
        case up
    }

    /// The primary mouse button: pressed, dragged, released at `location`. `mirrored` says that
    /// the pinch modifier (Ctrl) was held, `together` that Shift was held with it.
    case pointer(Phase, location: Point, time: Int64, mirrored: Bool, together: Bool)
    /// The pointer moved with no button held (for the finger dots while the modifier is held).
    case hover(location: Point, time: Int64, mirrored: Bool, together: Bool)
    /// A finger of a touchscreen on the desktop, by SDL's finger id.
    case finger(Phase, id: Int64, location: Point, time: Int64)
    /// The scroll wheel at `location`: `dx`, `dy` in notches, positive to the right and away from the user.
    case wheel(dx: Double, dy: Double, location: Point, time: Int64)
    /// A key pressed, held (`isRepeat`, the desktop's autorepeat) or released, by SDL scancode
    /// (its USB HID usage), with SDL's modifier bits.
    case key(scancode: Int, down: Bool, isRepeat: Bool, modifiers: UInt16, time: Int64)
    /// Text typed (after the desktop's keyboard layout and input method).
    case text(String)
    /// The window was resized and the display took `size` (picture pixels) for its picture
    /// (`WindowResize.follow`): the app must follow (`Application.resize(to:)`).
    case resized(PixelSize)
    /// The window's close button, or the session asked the app to quit.
    case close
}
