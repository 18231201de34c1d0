public import PaneGeometry
public import PanePixels
public import PaneUI

/// A bar that fills from the left as `progress` goes from 0 to 1 (UIKit's `UIProgressView`,
/// default style): a rounded track in the theme's fill colour, the done part in its tint.
/// Changing the progress moves one subview's frame; nothing is redrawn but the bar's end.
open class ProgressView: View {
    /// UIProgressView's bar thickness.
    public static let height = 4.0

    /// 0…1, clamped.
    public var progress: Double {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    /// The bar's colours; a change recolours it.
    public var theme: Theme { didSet { applyColors() } }
    /// The done part's colour; the theme's tint when `nil`.
    public var progressTintColor: Color? { didSet { applyColors() } }

    var storedProgress = 0.0
    let bar = View()

    /// A bar at progress 0 in `theme`'s colours.
    public init(frame: Rect = .zero, theme: Theme = Theme.current) {
        self.theme = theme
        super.init(frame: frame)
        bar.isUserInteractionEnabled = false
        addSubview(bar)
        applyColors()
    }

    /// A bar at progress 0 in `frame`, in the current theme's colours.
    public override convenience init(frame: Rect) { self.init(frame: frame, theme: Theme.current) }

    /// Sets the progress; `animated` slides the bar's end there in 0.25 s.
    public func setProgress(_ p: Double, animated: Bool) {
        storedProgress = min(1, max(0, p.isNaN ? 0 : p))
        if animated { View.animate(duration: 0.25, animations: { self.layoutBar() }) } else { setNeedsLayout() }
    }

    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: ProgressView.height) }

    open override func layoutSubviews() { layoutBar() }

    func layoutBar() {
        bar.frame = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width * storedProgress, height: bounds.height)
        cornerRadius = bounds.height / 2
        bar.cornerRadius = bounds.height / 2
    }

    func applyColors() {
        backgroundColor = theme.fillColor
        bar.backgroundColor = progressTintColor ?? theme.tintColor
    }
}
