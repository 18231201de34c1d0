import Glibc
import Testing
@testable import PaneInput

/// Keymaps against libxkbcommon's own answer: for each character, `xkbcli how-to-type` (from
/// libxkbcommon-tools, in the Makefile's BUILD_PACKAGES) says which key and modifiers type it in
/// the layout; pressing those through `KeyboardState` must type exactly that character.
@Suite struct KeymapTests {
    /// evdev codes (linux/input-event-codes.h).
    static let leftShift: UInt16 = 42, rightAlt: UInt16 = 100, capsLock: UInt16 = 58, leftCtrl: UInt16 = 29

    /// `xkbcli how-to-type`'s first way to type `character` in `layout`: the evdev code (XKB's
    /// keycode less 8) and the modifier names.
    static func howToType(_ character: Unicode.Scalar, layout: String, variant: String = "") -> (code: UInt16, modifiers: [String])? {
        let command = "xkbcli how-to-type --layout \(layout)\(variant.isEmpty ? "" : " --variant \(variant)") \(character.value) 2>&1"
        guard let pipe = popen(command, "r") else { return nil }
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, pipe)
            if n <= 0 { break }
            output += buffer[0..<n]
        }
        pclose(pipe)
        // KEYCODE  KEY NAME  LAYOUT  LAYOUT NAME  LEVEL#  MODIFIERS; the first row without Lock.
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
            guard let first = line.split(separator: " ").first, let keycode = UInt16(first), keycode >= 8,
                  let open = line.firstIndex(of: "["), let close = line.firstIndex(of: "]") else { continue }
            let mods = line[line.index(after: open)..<close].split(separator: " ").map(String.init)
            if mods.contains("Lock") { continue }
            return (keycode - 8, mods)
        }
        return nil
    }

    /// Types `code` with `modifiers` held (Shift: left shift; Mod5, the level-3 shift: AltGr,
    /// right alt in these layouts) and returns what the key typed.
    static func type(_ state: KeyboardState, code: UInt16, modifiers: [String]) -> String {
        var held: [UInt16] = []
        for m in modifiers {
            switch m {
            case "Shift": held.append(leftShift)
            case "Mod5": held.append(rightAlt)
            default: Issue.record("modifier \(m) not handled by the test")
            }
        }
        for h in held { _ = state.key(code: h, direction: .down) }
        let typed = state.key(code: code, direction: .down)?.characters ?? "<nil>"
        _ = state.key(code: code, direction: .up)
        for h in held.reversed() { _ = state.key(code: h, direction: .up) }
        return typed
    }

    func check(layout: String, variant: String = "", characters: String) throws {
        let keymap = try Keymap(KeyboardLayout(layout: layout, variant: variant), composeLocales: ["en_US.UTF-8"])
        let state = KeyboardState(keymap: keymap)
        for c in characters.unicodeScalars {
            let how = try #require(Self.howToType(c, layout: layout, variant: variant), "xkbcli how-to-type has no way to type \(c) in \(layout); is libxkbcommon-tools installed?")
            #expect(Self.type(state, code: how.code, modifiers: how.modifiers) == String(c), "\(layout): \(c) from key \(how.code) \(how.modifiers)")
        }
    }

    @Test func usTypesWhatXkbcliSays() throws {
        try check(layout: "us", characters: "azAZ019!@#$%^&*()-_=+[]{};:'\",.<>/?`~\\| ")
    }

    @Test func germanTypesWhatXkbcliSays() throws {
        try check(layout: "de", characters: "azyZYäöüÄÖÜß?@€{}[]\\|~µ<>²³")
    }

    @Test func frenchTypesWhatXkbcliSays() throws {
        try check(layout: "fr", characters: "aqzwAQ&é\"'(-è_çà)=ù*$€@#")
    }

    /// The French layout's A key is the US Q key's: the evdev code is the place, the layout the letter.
    @Test func layoutDecidesTheCharacterNotTheCode() throws {
        let fr = KeyboardState(keymap: try Keymap(KeyboardLayout(parsing: "fr")!))
        let us = KeyboardState(keymap: try Keymap(.us))
        #expect(fr.key(code: 16, direction: .down)?.characters == "a")   // KEY_Q
        #expect(us.key(code: 16, direction: .down)?.characters == "q")
        #expect(fr.key(code: 16, direction: .up)?.keyCode == KeyboardHIDUsage(rawValue: 0x14))   // HID Q, whatever it types
    }

    /// Dead keys compose through libX11's Compose table: de's ^ then a is â; ^ then space is ^.
    @Test func germanDeadKeysCompose() throws {
        let state = KeyboardState(keymap: try Keymap(KeyboardLayout(layout: "de"), composeLocales: ["en_US.UTF-8"]))
        #expect(state.key(code: 41, direction: .down)?.characters == "")     // KEY_GRAVE: dead_circumflex
        _ = state.key(code: 41, direction: .up)
        #expect(state.key(code: 30, direction: .down)?.characters == "â")    // KEY_A
        _ = state.key(code: 30, direction: .up)
        _ = state.key(code: 41, direction: .down); _ = state.key(code: 41, direction: .up)
        #expect(state.key(code: 57, direction: .down)?.characters == "^")    // KEY_SPACE
        _ = state.key(code: 57, direction: .up)
        // nodeadkeys: the same key types ^ at once.
        let plain = KeyboardState(keymap: try Keymap(KeyboardLayout(parsing: "de(nodeadkeys)")!, composeLocales: ["en_US.UTF-8"]))
        #expect(plain.key(code: 41, direction: .down)?.characters == "^")
    }

    /// us(intl): ' then e is é, ' then space is '.
    @Test func usInternationalDeadKeys() throws {
        let state = KeyboardState(keymap: try Keymap(KeyboardLayout(parsing: "us(intl)")!, composeLocales: ["en_US.UTF-8"]))
        #expect(state.key(code: 40, direction: .down)?.characters == "")    // KEY_APOSTROPHE: dead_acute
        _ = state.key(code: 40, direction: .up)
        #expect(state.key(code: 18, direction: .down)?.characters == "é")   // KEY_E
        _ = state.key(code: 18, direction: .up)
        _ = state.key(code: 40, direction: .down); _ = state.key(code: 40, direction: .up)
        #expect(state.key(code: 57, direction: .down)?.characters == "'")
    }

    /// Caps lock shifts letters and not digits (us); ctrl:nocaps makes it a control key.
    @Test func capsLockAndCtrlNocaps() throws {
        let state = KeyboardState(keymap: try Keymap(.us))
        _ = state.key(code: Self.capsLock, direction: .down); _ = state.key(code: Self.capsLock, direction: .up)
        let a = try #require(state.key(code: 30, direction: .down))
        #expect(a.characters == "A" && a.charactersIgnoringModifiers == "a" && a.modifierFlags == [.alphaShift])
        _ = state.key(code: 30, direction: .up)
        #expect(state.key(code: 2, direction: .down)?.characters == "1")
        _ = state.key(code: 2, direction: .up)

        let nocaps = KeyboardState(keymap: try Keymap(KeyboardLayout(parsing: "us ctrl:nocaps")!))
        _ = nocaps.key(code: Self.capsLock, direction: .down)
        let c = try #require(nocaps.key(code: 46, direction: .down))   // KEY_C
        #expect(c.modifierFlags == [.control] && c.charactersIgnoringModifiers == "c" && c.characters == "\u{3}" && !c.typesText)
    }

    /// Shift and the keypad flag; arrows carry AppKit's function-key characters.
    @Test func modifierFlagsAndFunctionKeys() throws {
        let state = KeyboardState(keymap: try Keymap(.us))
        _ = state.key(code: Self.leftShift, direction: .down)
        let a = try #require(state.key(code: 30, direction: .down))
        #expect(a.characters == "A" && a.modifierFlags == [.shift] && a.keyCode == .keyboardA && a.typesText)
        _ = state.key(code: 30, direction: .up)
        _ = state.key(code: Self.leftShift, direction: .up)
        let up = try #require(state.key(code: 103, direction: .down))   // KEY_UP
        #expect(up.characters == "\u{F700}" && up.keyCode == .keyboardUpArrow && !up.typesText)
        let enter = try #require(state.key(code: 96, direction: .down))   // KEY_KPENTER
        #expect(enter.keyCode == .keypadEnter && enter.modifierFlags.contains(.numericPad))
    }

    /// A modifier's repeat is dropped (XKB: modifiers do not repeat); a letter's repeat types again.
    @Test func repeats() throws {
        let state = KeyboardState(keymap: try Keymap(.us))
        _ = state.key(code: Self.leftShift, direction: .down)
        #expect(state.key(code: Self.leftShift, direction: .repeated) == nil)
        _ = state.key(code: 30, direction: .down)
        #expect(state.key(code: 30, direction: .repeated)?.characters == "A")
    }

    /// Codes past KEY_MAX are dropped; a code the keymap lacks types nothing and changes nothing.
    @Test func unknownCodes() throws {
        let state = KeyboardState(keymap: try Keymap(.us))
        #expect(state.key(code: 0x300, direction: .down) == nil)
        let odd = try #require(state.key(code: 0x2fe, direction: .down))
        #expect(odd.characters == "" && odd.keyCode == .none && odd.keysym == 0)
        #expect(state.key(code: 30, direction: .down)?.characters == "a")
    }

    @Test func unknownLayoutNamesTheLayoutsThereAre() {
        // do/catch rather than #expect(performing:throws:): Swift 6.0.3 crashes type-checking that form here.
        do {
            _ = try Keymap(KeyboardLayout(layout: "xx"))
            Issue.record("an unknown layout made a keymap")
        } catch {
            guard case KeymapError.unknownLayout(let name, let available) = error else {
                Issue.record("unexpected error: \(error)")
                return
            }
            #expect(name == "xx" && available.contains("de") && available.contains("us") && available.contains("fr"))
            #expect("\(error)".hasPrefix("unknown keyboard layout 'xx'; the layouts there are: "))
        }
        #expect(throws: KeymapError.self) { try Keymap(KeyboardLayout(parsing: "de(bogus)")!) }
    }

    @Test func parsingLayoutNames() {
        let l = KeyboardLayout(parsing: "us,de(nodeadkeys) ctrl:nocaps compose:ralt")
        #expect(l?.layout == "us,de" && l?.variant == ",nodeadkeys" && l?.options == "ctrl:nocaps,compose:ralt")
        #expect(l?.description == "us,de(nodeadkeys) ctrl:nocaps compose:ralt")
        #expect(KeyboardLayout(parsing: "us(intl)")?.variant == "intl")
        #expect(KeyboardLayout(parsing: "") == nil && KeyboardLayout(parsing: "us(") == nil && KeyboardLayout(parsing: "us)") == nil)
    }

    /// The HID table round-trips for the letters, and the lowest usage wins (backslash 0x31).
    @Test func hidUsages() {
        #expect(KeyboardHIDUsage(evdevCode: 30) == .keyboardA && KeyboardHIDUsage.keyboardA.evdevCode == 30)
        #expect(KeyboardHIDUsage(evdevCode: 43).rawValue == 0x31)
        #expect(KeyboardHIDUsage(evdevCode: 111) == .keyboardDeleteForward)
        #expect(KeyboardHIDUsage(evdevCode: 999) == .none)
    }
}
