/// Which XKB keymap a keyboard types with: XKB's rule names (layout, variant, options), as
/// `setxkbmap` and `xkbcli compile-keymap` take them.
///
/// Written as one string on the command line (`--keyboard-layout`) and in a board profile
/// (`keyboard-layout`): the layout, with its variant in parentheses, then any options, separated
/// by spaces: `de`, `us(intl)`, `de(nodeadkeys) ctrl:nocaps`, `us,de grp:alt_shift_toggle`.
/// Several layouts separated by commas are XKB's groups. Whether a name exists is checked against
/// the layouts xkb-data installs (`KeyboardLayout.available()`) when a `Keymap` is made.
public struct KeyboardLayout: Hashable, Sendable, CustomStringConvertible {
    /// The XKB layout names, comma-separated (`de`, `us,de`).
    public var layout: String
    /// The variants, one per layout, comma-separated; empty for each layout's default.
    public var variant: String
    /// XKB options, comma-separated (`ctrl:nocaps,compose:ralt`).
    public var options: String
    /// The keyboard model; `pc105` (XKB's default for the `evdev` rules).
    public var model: String

    /// A layout from its XKB names.
    public init(layout: String, variant: String = "", options: String = "", model: String = "pc105") {
        self.layout = layout
        self.variant = variant
        self.options = options
        self.model = model
    }

    /// The US layout, Pane's default (and XKB's).
    public static let us = KeyboardLayout(layout: "us")

    /// Parses the flag's and the board's form: `de`, `us(intl)`, `us,de(nodeadkeys) ctrl:nocaps`.
    /// Returns `nil` for an empty string or unbalanced parentheses.
    public init?(parsing text: String) {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = words.first else { return nil }
        var layouts: [String] = []
        var variants: [String] = []
        for part in first.split(separator: ",", omittingEmptySubsequences: false) {
            if let open = part.firstIndex(of: "(") {
                guard part.last == ")", part.firstIndex(of: ")") == part.index(before: part.endIndex) else { return nil }
                layouts.append(String(part[..<open]))
                variants.append(String(part[part.index(after: open)..<part.index(before: part.endIndex)]))
            } else {
                guard !part.contains(")") else { return nil }
                layouts.append(String(part))
                variants.append("")
            }
        }
        guard !layouts.contains(where: \.isEmpty) else { return nil }
        self.init(layout: layouts.joined(separator: ","),
                  variant: variants.allSatisfy(\.isEmpty) ? "" : variants.joined(separator: ","),
                  options: words.dropFirst().joined(separator: ","))
    }

    /// The layouts with their variants, as `(layout, variant)` pairs (variant empty for the default).
    public var layouts: [(layout: String, variant: String)] {
        let names = layout.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let variants = variant.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return names.enumerated().map { i, name in (name, i < variants.count ? variants[i] : "") }
    }

    /// The form `init(parsing:)` reads: `us(intl) ctrl:nocaps`.
    public var description: String {
        let names = layouts.map { $0.variant.isEmpty ? $0.layout : "\($0.layout)(\($0.variant))" }
        let opts = options.split(separator: ",").joined(separator: " ")
        return names.joined(separator: ",") + (opts.isEmpty ? "" : " " + opts)
    }
}
