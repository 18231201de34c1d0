/// The keys of one on-screen keyboard layout: rows of keys, each with the text it types and the
/// text it types shifted, derived from an XKB keymap (`init(_:)`), so any layout xkb-data has
/// (`ara`, `il`, `ru`, `gr`, `de`, `fr`, `us`, `de(nodeadkeys)`, …) gets an on-screen keyboard
/// laid out like its physical keyboard. A layout can carry an input method
/// (`makeInputMethod`): the keyboard then sends its keys through the engine, and its captions
/// may differ from the texts the keys send (a Korean layout shows ㅂ on the key that sends q).
///
/// Like UIKit's `UITextInputMode`, a layout names its `primaryLanguage`; the keyboard's list of
/// layouts (`KeyboardView.layouts`) is what iOS keeps in the user's settings.
public struct OnScreenKeyboardLayout: Sendable {
    /// One key: what it types at level 1 and shifted (level 2), and what it shows.
    public struct Key: Hashable, Sendable {
        /// The text a tap types.
        public var text: String
        /// The text a tap types after shift; `text` when the layout's level 2 types nothing there.
        public var shiftedText: String
        /// What the key shows; `text` unless an input method's layout says otherwise.
        public var caption: String
        /// What the key shows shifted.
        public var shiftedCaption: String

        /// A key typing `text` (and `shiftedText` shifted), captioned with them unless told.
        public init(_ text: String, shifted shiftedText: String? = nil, caption: String? = nil, shiftedCaption: String? = nil) {
            self.text = text
            self.shiftedText = shiftedText ?? text
            self.caption = caption ?? text
            self.shiftedCaption = shiftedCaption ?? caption ?? shiftedText ?? text
        }
    }

    /// The name the layout was made from, as `KeyboardLayout` writes it (`ru`, `de(nodeadkeys)`).
    public var name: String
    /// The language its keys type, BCP 47 (`ar`, `he`), as UIKit's `UITextInputMode.primaryLanguage`;
    /// `nil` when not known.
    public var primaryLanguage: String?
    /// The rows of character keys, top to bottom, each in the physical keyboard's order (right
    /// to left scripts too, as iOS's Arabic and Hebrew keyboards lay them out).
    public var rows: [[Key]]
    /// Makes the input method keys go through, or `nil` for keys that type their text directly
    /// (the closure may answer `nil` too: an engine that cannot start types the keys as they are).
    public var makeInputMethod: (@Sendable () -> (any InputMethod)?)?

    /// A layout of `rows`, typing in `primaryLanguage`, through an input method if given.
    public init(name: String, primaryLanguage: String? = nil, rows: [[Key]], makeInputMethod: (@Sendable () -> (any InputMethod)?)? = nil) {
        self.name = name
        self.primaryLanguage = primaryLanguage
        self.rows = rows
        self.makeInputMethod = makeInputMethod
    }

    /// Whether some key types something else shifted: the keyboard then has a shift key.
    public var hasShift: Bool { rows.contains { $0.contains { $0.shiftedText != $0.text || $0.shiftedCaption != $0.caption } } }

    /// The US layout derived from XKB (`init(.us)`), or `fallback` when xkb-data cannot be read:
    /// the keyboard's default.
    public static let standard: OnScreenKeyboardLayout = (try? OnScreenKeyboardLayout(.us)) ?? .fallback

    /// The US keyboard's letters and digits, without XKB: what a keyboard shows when xkb-data
    /// cannot be read. (`init(.us)` derives the same keys from XKB.)
    public static let fallback = OnScreenKeyboardLayout(
        name: "us", primaryLanguage: "en",
        rows: zip(["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm"], ["!@#$%^&*()", "QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]).map { row, shifted in
            zip(row, shifted).map { Key(String($0), shifted: String($1)) }
        })
}

extension OnScreenKeyboardLayout: CustomStringConvertible {
    /// The name and the level-1 rows: `ru: 1234567890 йцукенгшщзхъ …`.
    public var description: String {
        "\(name): " + rows.map { $0.map(\.text).joined() }.joined(separator: " ")
    }
}
