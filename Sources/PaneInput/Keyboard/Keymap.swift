import Glibc
internal import CXKBCommon

/// A compiled XKB keymap (libxkbcommon's `xkb_keymap`) and the compose table for dead keys and
/// the compose key (`xkb_compose_table`): what a `KeyboardState` types with.
///
/// Making one reads xkb-data's files and compiles them (tens of milliseconds): make it once per
/// layout, at start-up or when the layout changes. A layout or variant xkb-data lacks throws
/// `KeymapError.unknownLayout`, naming the layouts there are.
public final class Keymap {
    /// The names it was compiled from.
    public let layout: KeyboardLayout
    /// The locale whose compose table was loaded, `nil` when none could be (dead keys then type
    /// nothing, and the compose key neither).
    public let composeLocale: String?
    let context: OpaquePointer
    let keymap: OpaquePointer
    let composeTable: OpaquePointer?

    /// Compiles `layout` with the `evdev` rules. Compose sequences come from the first of
    /// `composeLocales` (by default the process's `LC_ALL`, `LC_CTYPE` or `LANG`, then
    /// `C.UTF-8` and `en_US.UTF-8`) that has a table in libX11's locale data.
    public init(_ layout: KeyboardLayout = .us, composeLocales: [String]? = nil) throws(KeymapError) {
        let available = KeyboardLayout.available()
        if !available.isEmpty, let unknown = layout.unknownName(in: available) {
            throw .unknownLayout(unknown, available: available.map(\.name).sorted())
        }
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { throw .noContext }
        // Compile errors come back as our own one-line error, not libxkbcommon's log lines.
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
        let compiled = Self.withNames(layout) { names in
            withUnsafePointer(to: names) { xkb_keymap_new_from_names(context, $0, XKB_KEYMAP_COMPILE_NO_FLAGS) }
        }
        guard let compiled else {
            xkb_context_unref(context)
            throw .compileFailed(layout)
        }
        var table: OpaquePointer?
        var loaded: String?
        for locale in composeLocales ?? Self.defaultComposeLocales() {
            table = xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS)
            if table != nil { loaded = locale; break }
        }
        self.layout = layout
        self.context = context
        self.keymap = compiled
        self.composeTable = table
        self.composeLocale = loaded
    }

    deinit {
        if let composeTable { xkb_compose_table_unref(composeTable) }
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// The environment's locale (`LC_ALL`, `LC_CTYPE`, `LANG`: the order of locale(7)), then
    /// `C.UTF-8` and `en_US.UTF-8`, which libX11's compose.dir maps to the same table.
    static func defaultComposeLocales() -> [String] {
        var locales: [String] = []
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let v = getenv(name), v.pointee != 0 { locales.append(String(cString: v)); break }
        }
        return locales + ["C.UTF-8", "en_US.UTF-8"]
    }

    /// Calls `body` with `xkb_rule_names` whose strings live for the call.
    private static func withNames<R>(_ layout: KeyboardLayout, _ body: (xkb_rule_names) -> R) -> R {
        "evdev".withCString { rules in
            layout.model.withCString { model in
                layout.layout.withCString { l in
                    layout.variant.withCString { v in
                        layout.options.withCString { o in
                            body(xkb_rule_names(rules: rules, model: model, layout: l, variant: v, options: o))
                        }
                    }
                }
            }
        }
    }

    /// Whether the keymap has a key at evdev `code` (XKB's keycode is the evdev code plus 8,
    /// the `evdev` rules' convention).
    public func hasKey(_ code: UInt16) -> Bool {
        let kc = UInt32(code) + 8
        return kc >= xkb_keymap_min_keycode(keymap) && kc <= xkb_keymap_max_keycode(keymap)
            && xkb_keymap_key_get_name(keymap, kc) != nil
    }
}
