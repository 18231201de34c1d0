public import PaneUI

extension Window {
    /// Shows `view` over everything, centred in the window at its size (its
    /// `intrinsicContentSize` when it has no size yet), over the theme's dimming colour, which
    /// takes every touch outside it: the screens underneath cannot be used until it is
    /// dismissed. Presentations stack: the newest is on top; `dismiss(animated:completion:)`
    /// takes the top one away.
    public func present(_ view: View, style: PresentationStyle = .sheet, animated: Bool = true,
                        theme: Theme = Theme.current, completion: (() -> Void)? = nil) {
        present(view, style: style, animated: animated, dimmingColor: theme.dimmingColor, completion: completion)
    }
}
