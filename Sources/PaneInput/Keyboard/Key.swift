/// One key as it was pressed (UIKit's `UIKey`): which key it is (`keyCode`, a HID usage), what
/// it typed under the layout and the modifiers held (`characters`), and those modifiers.
///
/// `KeyboardState.key(code:direction:)` makes keys from evdev codes. Keys that type no text
/// (arrows, home, end, page up and down, function keys) carry AppKit's private-use characters
/// (`KeyCommand.inputUpArrow` is U+F700, NSEvent's `NSUpArrowFunctionKey`), so a key command
/// or a switch over `charactersIgnoringModifiers` can name them.
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The key's place on a USB keyboard (UIKit's `keyCode`), whatever the layout.
    public var keyCode: KeyboardHIDUsage
    /// The kernel's key code (`KEY_A` is 30; linux/input-event-codes.h).
    public var evdevCode: UInt16
    /// What the key typed: the layout's character for the modifiers held, a composed character
    /// at the end of a dead-key or compose sequence, empty while one is under way and for a
    /// key that types nothing (a modifier, an unknown code). Control turns letters into control
    /// characters, as XKB and AppKit do (`^C` is U+0003).
    public var characters: String
    /// What the key types with no modifier at all (its first level in the layout): `a` for
    /// shift-A and control-A alike; what `KeyCommand` matches `input` against.
    public var charactersIgnoringModifiers: String
    /// The modifiers held when the key went down (or repeated).
    public var modifierFlags: KeyModifierFlags
    /// The XKB keysym the key produced (`XKB_KEY_a` is 0x61), 0 for none: for what
    /// `characters` cannot say (which dead key, which modifier).
    public var keysym: UInt32

    /// A key from its parts; `KeyboardState` makes them from key codes.
    public init(keyCode: KeyboardHIDUsage, evdevCode: UInt16, characters: String,
                charactersIgnoringModifiers: String, modifierFlags: KeyModifierFlags = [], keysym: UInt32 = 0) {
        self.keyCode = keyCode
        self.evdevCode = evdevCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keysym = keysym
    }

    public var description: String {
        "key \(evdevCode) usage \(keyCode.rawValue) \(characters.unicodeScalars.map { "U+" + String($0.value, radix: 16) }) \(modifierFlags)"
    }

    /// Whether `characters` is text to insert: not empty, no control character, no private-use
    /// function key, and neither control nor command held (those make commands, not text).
    public var typesText: Bool {
        guard !characters.isEmpty, modifierFlags.isDisjoint(with: [.control, .command]) else { return false }
        return !characters.unicodeScalars.contains { s in
            s.value < 0x20 || (0x7f...0x9f).contains(s.value) || (0xF700...0xF8FF).contains(s.value)
        }
    }
}

/// The modifier keys held with a key (UIKit's `UIKeyModifierFlags`).
public struct KeyModifierFlags: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    /// A flag set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps lock is on (UIKit's `alphaShift`).
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    /// A shift key is down.
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    /// A control key is down.
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// An alt (option) key is down: XKB's `Mod1`. AltGr is a level, not this flag.
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    /// A logo (Windows, super) key is down: XKB's `Mod4`, Apple's command.
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)

    public var description: String {
        let names: [(KeyModifierFlags, String)] = [(.alphaShift, "alphaShift"), (.shift, "shift"), (.control, "control"),
                                                   (.alternate, "alternate"), (.command, "command"), (.numericPad, "numericPad")]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}

/// Whether a key went down, came up, or repeats while held (the kernel's `EV_KEY` values 1, 0
/// and 2).
public enum KeyDirection: Hashable, Sendable {
    /// Pressed (value 1).
    case down
    /// Released (value 0).
    case up
    /// Held long enough to repeat (value 2; the kernel's autorepeat, `EV_REP`).
    case repeated

    /// The direction of an `EV_KEY` value; `nil` for values the kernel does not send.
    public init?(evdevValue: Int32) {
        switch evdevValue {
        case 0: self = .up
        case 1: self = .down
        case 2: self = .repeated
        default: return nil
        }
    }
}
