public import Pane

/// The grid's filter field on the navigation bar: 180 pt wide in a regular width, 120 pt in a
/// compact one (a portrait panel), so the bar's centred title keeps room; it takes the other
/// width when the window turns.
public final class FilterField: TextField {
    /// The field's width for a window with `traits`.
    static func width(for traits: TraitCollection) -> Double {
        traits.horizontalSizeClass == .compact ? 120 : 180
    }

    /// Takes the width for the new size class; the bar lays out again to place it.
    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let width = FilterField.width(for: traitCollection)
        guard width != frame.width else { return }
        frame = Rect(origin: frame.origin, size: Size(width: width, height: frame.height))
        superview?.setNeedsLayout()
    }
}
