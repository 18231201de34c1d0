/// A responder that cares whether a hardware keyboard is attached while it is first responder:
/// `Window.hasHardwareKeyboard` tells it of each change (a text field shows or hides its
/// on-screen keyboard; iOS does the same when a keyboard connects or goes).
@MainActor
public protocol HardwareKeyboardObserving: AnyObject {
    /// A keyboard was attached (`true`) or the last one went away (`false`).
    func hardwareKeyboardDidChange(attached: Bool)
}
