/// A key's USB HID usage on the keyboard page (0x07), UIKit's `UIKeyboardHIDUsage`: which key it
/// is on the board, the same in every layout (`keyboardA` is the key right of caps lock, which
/// types `q` in French). The constants are UIKit's names for the keys Pane itself acts on; any
/// other usage is a plain value (`KeyboardHIDUsage(rawValue: 0x3a)` is F1).
public struct KeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    /// A usage from its number on the keyboard page (USB HID Usage Tables, chapter 10).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No usage: a key code with no place on a HID keyboard.
    public static let none = KeyboardHIDUsage(rawValue: 0)
    /// The A key (0x04); B to Z follow it.
    public static let keyboardA = KeyboardHIDUsage(rawValue: 0x04)
    /// Return (0x28).
    public static let keyboardReturnOrEnter = KeyboardHIDUsage(rawValue: 0x28)
    /// Escape (0x29).
    public static let keyboardEscape = KeyboardHIDUsage(rawValue: 0x29)
    /// Backspace (0x2A).
    public static let keyboardDeleteOrBackspace = KeyboardHIDUsage(rawValue: 0x2A)
    /// Tab (0x2B).
    public static let keyboardTab = KeyboardHIDUsage(rawValue: 0x2B)
    /// The space bar (0x2C).
    public static let keyboardSpacebar = KeyboardHIDUsage(rawValue: 0x2C)
    /// Caps lock (0x39).
    public static let keyboardCapsLock = KeyboardHIDUsage(rawValue: 0x39)
    /// Home (0x4A).
    public static let keyboardHome = KeyboardHIDUsage(rawValue: 0x4A)
    /// Page up (0x4B).
    public static let keyboardPageUp = KeyboardHIDUsage(rawValue: 0x4B)
    /// Delete forward (0x4C).
    public static let keyboardDeleteForward = KeyboardHIDUsage(rawValue: 0x4C)
    /// End (0x4D).
    public static let keyboardEnd = KeyboardHIDUsage(rawValue: 0x4D)
    /// Page down (0x4E).
    public static let keyboardPageDown = KeyboardHIDUsage(rawValue: 0x4E)
    /// Right arrow (0x4F).
    public static let keyboardRightArrow = KeyboardHIDUsage(rawValue: 0x4F)
    /// Left arrow (0x50).
    public static let keyboardLeftArrow = KeyboardHIDUsage(rawValue: 0x50)
    /// Down arrow (0x51).
    public static let keyboardDownArrow = KeyboardHIDUsage(rawValue: 0x51)
    /// Up arrow (0x52).
    public static let keyboardUpArrow = KeyboardHIDUsage(rawValue: 0x52)
    /// The keypad's enter (0x58).
    public static let keypadEnter = KeyboardHIDUsage(rawValue: 0x58)
    /// Left control (0xE0); left shift, left alt, left GUI, then the right ones follow to 0xE7.
    public static let keyboardLeftControl = KeyboardHIDUsage(rawValue: 0xE0)
    /// Left shift (0xE1).
    public static let keyboardLeftShift = KeyboardHIDUsage(rawValue: 0xE1)

    /// The usage of an evdev key code: the inverse of the kernel's HID-to-evdev table; `.none`
    /// for a code no keyboard usage maps to.
    public init(evdevCode: UInt16) {
        let i = Int(evdevCode)
        self.init(rawValue: i < Self.usageOfCode.count ? Int(Self.usageOfCode[i]) : 0)
    }

    /// The evdev code a usage becomes on Linux, 0 for none (for the SDL window, which reports
    /// HID usages as scancodes, and for tests).
    public var evdevCode: UInt16 {
        rawValue >= 0 && rawValue < Self.codeOfUsage.count ? UInt16(Self.codeOfUsage[rawValue]) : 0
    }

    /// Linux's `hid_keyboard[]` (drivers/hid/hid-input.c): index a HID usage of the keyboard page,
    /// value the evdev code the kernel reports for it (0 for none), usages 0x00 to 0xE7.
    static let codeOfUsage: [UInt8] = [
          0,  0,  0,  0, 30, 48, 46, 32, 18, 33, 34, 35, 23, 36, 37, 38,
         50, 49, 24, 25, 16, 19, 31, 20, 22, 47, 17, 45, 21, 44,  2,  3,
          4,  5,  6,  7,  8,  9, 10, 11, 28,  1, 14, 15, 57, 12, 13, 26,
         27, 43, 43, 39, 40, 41, 51, 52, 53, 58, 59, 60, 61, 62, 63, 64,
         65, 66, 67, 68, 87, 88, 99, 70,119,110,102,104,111,107,109,106,
        105,108,103, 69, 98, 55, 74, 78, 96, 79, 80, 81, 75, 76, 77, 71,
         72, 73, 82, 83, 86,127,116,117,183,184,185,186,187,188,189,190,
        191,192,193,194,134,138,130,132,128,129,131,137,133,135,136,113,
        115,114,  0,  0,  0,121,  0, 89, 93,124, 92, 94, 95,  0,  0,  0,
        122,123, 90, 91, 85,  0,  0,  0,  0,  0,  0,  0,111,  0,  0,  0,
          0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,
          0,  0,  0,  0,  0,  0,179,180,  0,  0,  0,  0,  0,  0,  0,  0,
          0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,
          0,  0,  0,  0,  0,  0,  0,  0,111,  0,  0,  0,  0,  0,  0,  0,
         29, 42, 56,125, 97, 54,100,126,
    ]

    /// The inverse: index an evdev code, value its usage. Where several usages give one code
    /// (0x31 and 0x32 both give `KEY_BACKSLASH`; `KEY_DELETE` three times) the lowest wins, the
    /// one a US keyboard sends.
    static let usageOfCode: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for (usage, code) in codeOfUsage.enumerated().reversed() where code != 0 { table[Int(code)] = UInt8(usage) }
        return table
    }()
}
