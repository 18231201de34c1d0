public import PaneInput
public import PaneUI

/// A hardware keyboard typing into a field (UIKit's `UITextField` with a hardware keyboard):
/// what each key does while the field is the first responder.
///
/// | key | does |
/// |---|---|
/// | a key that types text | `insertText(_:)` at the caret (the delegate may refuse) |
/// | backspace | `deleteBackward()` |
/// | delete | `deleteForward()` |
/// | left, right | the caret one character toward the visual left or right (back or on in left-to-right text, on or back in right-to-left text) |
/// | home, up; end, down | the caret to the start; to the end (one line: macOS's up and down) |
/// | return, keypad enter | the done key: `textFieldShouldReturn`, `.primaryActionTriggered`, resign |
/// | escape | `resignFirstResponder()` |
///
/// Keys with control or command held, tab and the rest go up the responder chain, to key
/// commands and the focus engine. A repeat does what its key does, again.
extension TextField {
    /// Acts on `key`; `false` when the field does not use it.
    func handleKeyPress(_ key: Key) -> Bool {
        guard isEditing else { return false }
        let commandHeld = !key.modifierFlags.isDisjoint(with: [.control, .command, .alternate])
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            deleteBackward()
        case .keyboardDeleteForward:
            deleteForward()
        case .keyboardLeftArrow where !commandHeld:
            moveCaretVisually(by: -1)
        case .keyboardRightArrow where !commandHeld:
            moveCaretVisually(by: 1)
        case .keyboardHome, .keyboardUpArrow:
            caretOffset = 0
        case .keyboardEnd, .keyboardDownArrow:
            caretOffset = text.count
        case .keyboardReturnOrEnter, .keypadEnter:
            returnKeyPressed()
        case .keyboardEscape:
            resignFirstResponder()
        default:
            guard key.typesText else { return false }
            insertText(key.characters)
        }
        return true
    }

    /// Removes the character after the caret, as the delete key (forward delete): sends
    /// `.editingChanged` when there was one and the delegate agreed.
    public func deleteForward() {
        guard storedCaretOffset < text.count else { return }
        let caret = storedCaretOffset
        replaceCharacters(in: caret..<caret + 1, with: "")
        caretOffset = caret
    }
}
