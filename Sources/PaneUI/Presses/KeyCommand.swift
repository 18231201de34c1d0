public import PaneInput

/// A key combination a responder acts on (UIKit's `UIKeyCommand`): `input` with exactly
/// `modifierFlags` held calls `action`, instead of the press going to `pressesBegan`.
///
/// The window looks for a match along the responder chain, from the first responder (or the
/// window, when none) up, before it delivers a press, and again at each repeat. `input` is
/// compared with the key's `charactersIgnoringModifiers` (case-insensitive), so
/// `KeyCommand(input: "s", modifierFlags: .control)` matches control-S in any layout whose key
/// types `s`. Caps lock and the keypad flag are ignored in the comparison.
///
/// ```swift
/// final class Editor: View {
///     override var keyCommands: [KeyCommand]? {
///         [KeyCommand(input: "s", modifierFlags: .control) { [unowned self] _ in save() }]
///     }
/// }
/// ```
@MainActor
public final class KeyCommand {
    /// What the key types without modifiers, or one of the `input…` constants.
    public let input: String
    /// The modifiers that must be held, exactly (less caps lock and the keypad flag).
    public let modifierFlags: KeyModifierFlags
    /// A name for the command (UIKit's `title`), for a help overlay; empty unless set.
    public var title: String
    /// What the command does; it receives the command.
    public let action: (KeyCommand) -> Void

    /// A command for `input` with `modifierFlags` held.
    public init(input: String, modifierFlags: KeyModifierFlags = [], title: String = "",
                action: @escaping (KeyCommand) -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.title = title
        self.action = action
    }

    /// Whether `key` is this command's combination.
    public func matches(_ key: Key) -> Bool {
        let ignored: KeyModifierFlags = [.alphaShift, .numericPad]
        guard key.modifierFlags.subtracting(ignored) == modifierFlags.subtracting(ignored) else { return false }
        return key.charactersIgnoringModifiers.lowercased() == input.lowercased()
            || (!key.characters.isEmpty && key.characters == input)
    }

    /// The up arrow (AppKit's `NSUpArrowFunctionKey`, U+F700, which Pane's keys carry).
    public nonisolated static let inputUpArrow = "\u{F700}"
    /// The down arrow (U+F701).
    public nonisolated static let inputDownArrow = "\u{F701}"
    /// The left arrow (U+F702).
    public nonisolated static let inputLeftArrow = "\u{F702}"
    /// The right arrow (U+F703).
    public nonisolated static let inputRightArrow = "\u{F703}"
    /// Home (U+F729).
    public nonisolated static let inputHome = "\u{F729}"
    /// End (U+F72B).
    public nonisolated static let inputEnd = "\u{F72B}"
    /// Page up (U+F72C).
    public nonisolated static let inputPageUp = "\u{F72C}"
    /// Page down (U+F72D).
    public nonisolated static let inputPageDown = "\u{F72D}"
    /// Escape (U+001B, what XKB types for it, as UIKit's `inputEscape`).
    public nonisolated static let inputEscape = "\u{1B}"
    /// Delete forward (U+007F, what XKB types for it).
    public nonisolated static let inputDelete = "\u{7F}"
    /// F1 (U+F704); F2 … follow.
    public nonisolated static let inputF1 = "\u{F704}"
}
