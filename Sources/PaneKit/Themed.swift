public import PaneUI

/// A kit view that draws with a `Theme` of its own (copied from `Theme.current` when it was
/// made): `Window.adjustThemes(_:)` changes each one's theme, so a text size or contrast chosen
/// while the app runs reaches the whole screen.
@MainActor
public protocol Themed: AnyObject {
    /// Its colours, fonts and metrics; setting it redraws and lays out again.
    var theme: Theme { get set }
}

extension Button: Themed {}
extension Switch: Themed {}
extension Slider: Themed {}
extension SegmentedControl: Themed {}
extension Stepper: Themed {}
extension ProgressView: Themed {}
extension TextField: Themed {}
extension NavigationBar: Themed {}

extension Window {
    /// Changes `Theme.current` (for what is made from now on) and the theme of every `Themed`
    /// view on screen by `change`, then lays everything out again: how an app applies a text
    /// size or more contrast while it runs (`window.adjustThemes { $0.sized(for: .extraLarge) }`,
    /// `Theme.withIncreasedContrast()`). Each view keeps what its own theme set apart (a button
    /// with its own tint keeps it, at the new size). A `Label` whose font has a text style
    /// (`Font.preferredFont(forTextStyle:)`) and that `adjustsFontForContentSizeCategory` gets
    /// its style's size at the new text size, as UIKit's; other labels keep the font the app
    /// chose.
    public func adjustThemes(_ change: (Theme) -> Theme) {
        Theme.current = change(Theme.current)
        let category = Theme.current.contentSizeCategory
        func visit(_ view: View) {
            if let themed = view as? Themed { themed.theme = change(themed.theme) }
            if let label = view as? Label, label.adjustsFontForContentSizeCategory, let font = label.font,
               let style = font.textStyle {
                label.font = font.withSize(category.pointSize(for: style))
                label.invalidateIntrinsicContentSize()
            }
            view.setNeedsLayout()
            view.setNeedsDisplay()
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
    }
}
