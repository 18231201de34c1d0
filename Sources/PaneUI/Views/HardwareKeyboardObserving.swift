/// A responder that cares whether a hardware keyboard is attached while it is first responder:
/// `Window.hasHardwareKeyboard` tells it of each change (as iOS brings a field's on-screen
/// keyboard up when the last keyboard goes, which the kit's `TextField` does not do yet).
@MainActor
public protocol HardwareKeyboardObserving: AnyObject {
    /// A keyboard was attached (`true`) or the last one went away (`false`).
    func hardwareKeyboardDidChange(attached: Bool)
}
