/// When the screen reader takes the touchscreen for itself (`ScreenReader.touchExploration`),
/// as VoiceOver does on iOS: while it does, a finger explores the screen and speaks what it
/// touches, a double tap activates, and flicks move and adjust; no touch reaches the app's views
/// or recognizers.
public enum TouchExploration: Sendable, Hashable {
    /// While the reader is on and the window has no hardware keyboard or keypad
    /// (`Window.hasHardwareKeyboard == false`): a kiosk with only a touchscreen is explored by
    /// touch, and on one with a keypad the keypad drives the reader while touches go to the app
    /// as usual, so a sighted helper can still tap.
    case automatic
    /// Whenever the reader is on, keypad or not.
    case on
    /// Never: touches go to the app as usual; only keys drive the reader.
    case off
}
