public import PaneUI

/// What a `TextField` asks and tells as it is edited (UIKit's `UITextFieldDelegate`, with its
/// names and defaults). Every method has a default: `true` for the questions, nothing for the
/// news, so a delegate implements only what it needs. The field holds its delegate weakly.
///
/// Ranges count `Character`s (grapheme clusters) from the start of `text`; UIKit's `NSRange`
/// counts UTF-16 units, which Pane, without Foundation, does not use.
///
/// ```swift
/// final class DigitsOnly: TextFieldDelegate {
///     func textField(_ field: TextField, shouldChangeCharactersIn range: Range<Int>,
///                    replacementString string: String) -> Bool {
///         string.allSatisfy(\.isNumber)
///     }
/// }
/// ```
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// A tap or `becomeFirstResponder()` is about to start editing; `false` keeps the field idle.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing started (the keyboard is on its way); before `.editingDidBegin` is sent.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// `resignFirstResponder()`, the done key or another field's tap is about to end editing;
    /// `false` keeps it editing (and the other field idle).
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended; before `.editingDidEnd` is sent.
    func textFieldDidEndEditing(_ textField: TextField)
    /// A key is about to replace the characters in `range` with `string` (an insertion is an
    /// empty range at the caret, a backspace the character before it with `""`); `false` drops it.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>,
                   replacementString string: String) -> Bool
    /// The clear button was tapped; `false` keeps the text.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// The keyboard's return (done) key was pressed; `false` ignores it: the field keeps editing
    /// and sends no `.primaryActionTriggered`.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>,
                          replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
