internal import CXKBCommon

extension OnScreenKeyboardLayout {
    /// The physical keys the rows come from, by XKB key name (xkb-data's `keycodes/evdev`): the
    /// digit row AE01–AE12, then AD01–AD12, AC01–AC11 and AB01–AB10, left to right.
    static let physicalRows: [[String]] = [
        (1...12).map { "AE" + twoDigits($0) }, (1...12).map { "AD" + twoDigits($0) },
        (1...11).map { "AC" + twoDigits($0) }, (1...10).map { "AB" + twoDigits($0) },
    ]

    private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// The on-screen layout of XKB layout `layout` (its first group when it names several): at
    /// each physical key of the four main rows, level 1 as the key's text and level 2 (shift) as
    /// its shifted text, keysyms turned into UTF-8 by libxkbcommon.
    ///
    /// As iOS's keyboards show letters and digits, a key is kept when it types a letter or a
    /// digit, or a digit shifted (the French digit row: `&` and 1); punctuation keys (US `[`,
    /// `;`, `,`; Hebrew `/`, whose shift types Latin Q) and keys that type nothing printable
    /// are left out. Dead keys (French `^`, German `´`) type nothing by themselves and
    /// are left out too. Throws `KeymapError.unknownLayout` for a layout xkb-data lacks.
    public init(_ layout: KeyboardLayout) throws(KeymapError) {
        let first = layout.layouts.first ?? (layout.layout, "")
        let single = KeyboardLayout(layout: first.layout, variant: first.variant)
        let keymap = try Keymap(single, composeLocales: [])
        var rows: [[Key]] = []
        for names in Self.physicalRows {
            var row: [Key] = []
            for name in names {
                let kc = xkb_keymap_key_by_name(keymap.keymap, name)
                guard kc != XKB_KEYCODE_INVALID else { continue }
                let text = Self.printable(keymap.keymap, kc, level: 0)
                guard !text.isEmpty else { continue }
                let shifted = Self.printable(keymap.keymap, kc, level: 1)
                guard Self.isLetterOrDigit(text) || Self.isDigit(shifted) else { continue }
                row.append(Key(text, shifted: shifted.isEmpty ? text : shifted))
            }
            if !row.isEmpty { rows.append(row) }
        }
        self.init(name: single.description, primaryLanguage: Self.languages[first.layout], rows: rows)
    }

    /// What the key types at `level` of the first group, as UTF-8; empty for no keysym, a dead
    /// key, or a control character.
    static func printable(_ keymap: OpaquePointer, _ kc: xkb_keycode_t, level: xkb_level_index_t) -> String {
        var syms: UnsafePointer<xkb_keysym_t>?
        guard xkb_keymap_key_get_syms_by_level(keymap, kc, 0, level, &syms) == 1, let sym = syms?.pointee else { return "" }
        var buffer = [CChar](repeating: 0, count: 16)
        guard xkb_keysym_to_utf8(sym, &buffer, buffer.count) > 1 else { return "" }
        let text = String(cString: buffer)
        guard text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7f && !(0x80...0x9f).contains($0.value) }) else { return "" }
        return text
    }

    static func isDigit(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.numericType != nil }
    }

    static func isLetterOrDigit(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    /// BCP 47 languages of the layouts `defaultNames(locale:)` picks, for `primaryLanguage`.
    static let languages = ["us": "en", "gb": "en", "ara": "ar", "il": "he", "ru": "ru", "gr": "el", "de": "de", "fr": "fr"]
}
