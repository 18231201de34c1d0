internal import CXKBCommon

/// What the keyboards have pressed so far, under one `Keymap`: the modifiers held and latched,
/// the locks (caps, num), the group, and a dead-key or compose sequence under way
/// (libxkbcommon's `xkb_state` and `xkb_compose_state`). All keyboards share one, as a seat's do
/// in a Wayland compositor: shift on one keyboard shifts the letters of another.
///
/// Feed it every key in order with `key(code:direction:)`; it answers with the `Key` each one is.
public final class KeyboardState {
    /// The keymap it types with.
    public let keymap: Keymap
    let state: OpaquePointer
    let compose: OpaquePointer?

    /// A state with nothing held, under `keymap`.
    public init(keymap: Keymap) {
        self.keymap = keymap
        // xkb_state_new fails only when out of memory.
        state = xkb_state_new(keymap.keymap)!
        compose = keymap.composeTable.flatMap { xkb_compose_state_new($0, XKB_COMPOSE_STATE_NO_FLAGS) }
    }

    deinit {
        if let compose { xkb_compose_state_unref(compose) }
        xkb_state_unref(state)
    }

    /// The highest key code the kernel has (`KEY_MAX`, linux/input-event-codes.h).
    public static let maxCode: UInt16 = 0x2ff

    /// The key at evdev `code` going `direction`: updates the modifiers and locks, and feeds a
    /// compose sequence. Returns `nil` for a code above `KEY_MAX` and for a repeat of a key the
    /// keymap says does not repeat (modifiers); a code the keymap does not know is a key that
    /// types nothing. The key's characters are what it typed as it went down (a release
    /// carries what the press typed only if the caller kept it: here a release types nothing).
    public func key(code: UInt16, direction: KeyDirection) -> Key? {
        guard code <= Self.maxCode else { return nil }
        let kc = UInt32(code) + 8
        let known = keymap.hasKey(code)
        if direction == .repeated, known, xkb_keymap_key_repeats(keymap.keymap, kc) == 0 { return nil }
        var flags = modifierFlags
        let sym = known ? xkb_state_key_get_one_sym(state, kc) : 0
        if Self.isKeypad(sym) { flags.insert(.numericPad) }
        var characters = ""
        if known, direction != .up {
            characters = typedCharacters(kc: kc, sym: sym, flags: flags)
        }
        let ignoring = known ? levelZeroCharacters(kc: kc) : ""
        if known, direction != .repeated {
            xkb_state_update_key(state, kc, direction == .down ? XKB_KEY_DOWN : XKB_KEY_UP)
        }
        return Key(keyCode: KeyboardHIDUsage(evdevCode: code), evdevCode: code, characters: characters,
                   charactersIgnoringModifiers: ignoring, modifierFlags: flags, keysym: sym)
    }

    /// The modifiers in effect now (shift, control, alt, logo held or latched; caps lock).
    public var modifierFlags: KeyModifierFlags {
        // The modifier names are XKB's (xkbcommon-names.h: XKB_MOD_NAME_SHIFT is "Shift", …).
        var flags: KeyModifierFlags = []
        for (name, flag) in [("Shift", KeyModifierFlags.shift), ("Control", .control), ("Mod1", .alternate),
                             ("Mod4", .command), ("Lock", .alphaShift)]
        where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            flags.insert(flag)
        }
        return flags
    }

    /// What a key going down types: a compose sequence's result or nothing while it is under
    /// way; else the layout's characters, or a function key's private-use character.
    private func typedCharacters(kc: UInt32, sym: UInt32, flags: KeyModifierFlags) -> String {
        if let compose, xkb_compose_state_feed(compose, sym) == XKB_COMPOSE_FEED_ACCEPTED {
            switch xkb_compose_state_get_status(compose) {
            case XKB_COMPOSE_COMPOSING:
                return ""
            case XKB_COMPOSE_COMPOSED:
                let s = Self.string(capacity: 64) { xkb_compose_state_get_utf8(compose, $0, $1) }
                xkb_compose_state_reset(compose)
                return s
            case XKB_COMPOSE_CANCELLED:
                // libxkbcommon's advice: a key that cancels a sequence types nothing.
                xkb_compose_state_reset(compose)
                return ""
            default:
                break
            }
        }
        if let function = Self.functionKeyCharacter(sym) { return String(function) }
        return Self.string(capacity: 64) { xkb_state_key_get_utf8(state, kc, $0, $1) }
    }

    /// The key's first-level keysym in its current group, as text.
    private func levelZeroCharacters(kc: UInt32) -> String {
        let group = xkb_state_key_get_layout(state, kc)
        var syms: UnsafePointer<xkb_keysym_t>?
        guard xkb_keymap_key_get_syms_by_level(keymap.keymap, kc, group, 0, &syms) > 0, let sym = syms?.pointee else { return "" }
        if let function = Self.functionKeyCharacter(sym) { return String(function) }
        // xkb_keysym_to_utf8 counts the terminating NUL in what it returns (xkbcommon.h).
        return Self.string(capacity: 16) { xkb_keysym_to_utf8(sym, $0, $1) - 1 }
    }

    /// Text a libxkbcommon call writes into a buffer of `capacity` bytes: `fill` returns the
    /// length without the terminating NUL (snprintf's convention), zero or less for nothing.
    private static func string(capacity: Int, _ fill: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            let n = fill(buffer.baseAddress!, capacity)
            guard n > 0, Int(n) < capacity else { return "" }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(n)), as: UTF8.self)
        }
    }

    /// Whether a keysym is on the numeric keypad (`XKB_KEY_KP_Space` 0xff80 to `XKB_KEY_KP_9`
    /// 0xffb9, xkbcommon-keysyms.h).
    static func isKeypad(_ sym: UInt32) -> Bool { (0xff80...0xffbd).contains(sym) }

    /// AppKit's private-use character for a key that types nothing (NSEvent's function-key
    /// constants: `NSUpArrowFunctionKey` U+F700 …), by keysym (xkbcommon-keysyms.h).
    static func functionKeyCharacter(_ sym: UInt32) -> Character? {
        let scalar: UInt32
        switch sym {
        case 0xff52, 0xff97: scalar = 0xF700   // Up, KP_Up
        case 0xff54, 0xff99: scalar = 0xF701   // Down, KP_Down
        case 0xff51, 0xff96: scalar = 0xF702   // Left, KP_Left
        case 0xff53, 0xff98: scalar = 0xF703   // Right, KP_Right
        case 0xffbe...0xffd5: scalar = 0xF704 + (sym - 0xffbe)   // F1 … F24
        case 0xff63, 0xff9e: scalar = 0xF727   // Insert, KP_Insert
        case 0xff50, 0xff95: scalar = 0xF729   // Home, KP_Home
        case 0xff57, 0xff9c: scalar = 0xF72B   // End, KP_End
        case 0xff55, 0xff9a: scalar = 0xF72C   // Prior (page up), KP_Prior
        case 0xff56, 0xff9b: scalar = 0xF72D   // Next (page down), KP_Next
        default: return nil
        }
        return Unicode.Scalar(scalar).map(Character.init)
    }
}
