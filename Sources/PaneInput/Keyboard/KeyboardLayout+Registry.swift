internal import CXKBCommon

extension KeyboardLayout {
    /// One layout xkb-data installs, with its variants.
    public struct Available: Hashable, Sendable {
        /// The XKB name (`de`).
        public var name: String
        /// Its variants' names (`nodeadkeys`, …), in the registry's order.
        public var variants: [String]
    }

    /// The layouts (and their variants) in xkb-data's `evdev` rules, from libxkbregistry, in the
    /// registry's order; empty when the registry cannot be read (no xkb-data).
    public static func available() -> [Available] {
        guard let context = rxkb_context_new(RXKB_CONTEXT_NO_FLAGS) else { return [] }
        defer { rxkb_context_unref(context) }
        rxkb_context_set_log_level(context, RXKB_LOG_LEVEL_CRITICAL)
        guard rxkb_context_parse_default_ruleset(context) else { return [] }
        var order: [String] = []
        var variants: [String: [String]] = [:]
        var layout = rxkb_layout_first(context)
        while let l = layout {
            if let namePointer = rxkb_layout_get_name(l) {
                let name = String(cString: namePointer)
                if variants[name] == nil { order.append(name); variants[name] = [] }
                if let v = rxkb_layout_get_variant(l) { variants[name]?.append(String(cString: v)) }
            }
            layout = rxkb_layout_next(l)
        }
        return order.map { Available(name: $0, variants: variants[$0] ?? []) }
    }

    /// The first layout or variant of this one that `available` lacks, as written
    /// (`xx`, `de(bogus)`); `nil` when all are there.
    public func unknownName(in available: [Available]) -> String? {
        for (name, variant) in layouts {
            guard let known = available.first(where: { $0.name == name }) else { return name }
            if !variant.isEmpty, !known.variants.contains(variant) { return "\(name)(\(variant))" }
        }
        return nil
    }
}
