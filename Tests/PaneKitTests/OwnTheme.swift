import PaneText
import PaneKit

/// `base` with fonts of its own: FreeType faces and their glyph caches are not thread-safe, and
/// Swift Testing runs suites in parallel, so tests that lay out text must not share
/// `Theme.light`'s fonts.
@MainActor
func ownTheme(_ base: Theme = .light) -> Theme {
    var theme = base
    theme.font = Font.system(size: 17)
    theme.headlineFont = Font.system(size: 17, bold: true)
    theme.footnoteFont = Font.system(size: 13)
    return theme
}
