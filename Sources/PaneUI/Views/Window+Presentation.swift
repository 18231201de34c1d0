public import PaneGeometry
public import PanePixels

/// One view shown modally and the dimming behind it.
@MainActor
final class Presentation {
    let view: View
    let dimming: View
    let style: Window.PresentationStyle
    /// Bumped by every transition; a finished animation acts only if it is still the latest.
    var generation = 0

    init(view: View, dimming: View, style: Window.PresentationStyle) {
        self.view = view
        self.dimming = dimming
        self.style = style
    }
}

extension Window {
    /// How a presented view arrives and leaves.
    public enum PresentationStyle: Sendable {
        /// Slides up from the bottom edge to the middle (UIKit's `.coverVertical`).
        case sheet
        /// Fades in while shrinking from 1.2× to its size, as UIKit's alerts.
        case alert
    }

    /// How long presenting and dismissing take (Pane's choice, near UIKit's).
    public static let presentationDuration = 0.3

    /// The top presented view, if any.
    public var presentedView: View? { presentations.last?.view }

    /// Shows `view` over everything, centred in the window at its size (its
    /// `intrinsicContentSize` when it has no size yet), over a view of `dimmingColor` that
    /// takes every touch outside it: the screens underneath cannot be used until it is
    /// dismissed. Presentations stack: the newest is on top. PaneKit adds the form most apps
    /// call, `present(_:style:animated:theme:completion:)`, which dims with the theme's colour.
    public func present(_ view: View, style: PresentationStyle = .sheet, animated: Bool = true,
                        dimmingColor: Color, completion: (() -> Void)? = nil) {
        let dimming = View(frame: bounds)
        dimming.backgroundColor = dimmingColor
        let p = Presentation(view: view, dimming: dimming, style: style)
        presentations.append(p)
        addSubview(dimming)
        if view.bounds.size == .zero { view.bounds.size = view.sizeThatFits(bounds.size) }
        view.center = Point(x: bounds.midX.rounded(), y: bounds.midY.rounded())
        addSubview(view)
        guard animated else {
            completion?()
            return
        }
        let shown = view.center
        dimming.alpha = 0
        switch style {
        case .sheet: view.center.y = bounds.maxY + view.bounds.height / 2
        case .alert:
            view.alpha = 0
            view.transform = Transform(scale: 1.2)
        }
        p.generation += 1
        let generation = p.generation
        View.animate(duration: Window.presentationDuration, curve: .easeOut, animations: {
            dimming.alpha = 1
            view.center = shown
            view.alpha = 1
            view.transform = .identity
        }, completion: { _ in
            if generation == p.generation { completion?() }
        })
    }

    /// Takes the top presented view away (sliding down or fading, as it came) with its dimming.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        guard let p = presentations.popLast() else {
            completion?()
            return
        }
        p.generation += 1
        let generation = p.generation
        let finish = {
            p.view.removeFromSuperview()
            p.dimming.removeFromSuperview()
            p.view.alpha = 1
            p.view.transform = .identity
            p.view.isUserInteractionEnabled = true
            completion?()
        }
        guard animated else { return finish() }
        p.dimming.isUserInteractionEnabled = false
        p.view.isUserInteractionEnabled = false   // a second tap on a leaving alert does nothing
        View.animate(duration: Window.presentationDuration, curve: .easeIn, animations: {
            p.dimming.alpha = 0
            switch p.style {
            case .sheet: p.view.center.y = self.bounds.maxY + p.view.bounds.height / 2
            case .alert: p.view.alpha = 0
            }
        }, completion: { _ in
            if generation == p.generation { finish() }
        })
    }
}
