internal import Glibc
public import PaneGeometry
public import PaneInput
public import PanePixels
public import PaneUI

/// A spinner for work of unknown length (UIKit's `UIActivityIndicatorView`, medium style): a
/// ring of eight dots whose brightness runs round once every 0.8 s.
///
/// `startAnimating()` runs it on the window's frame clock; each frame only sets the dots'
/// `alpha` (no view is made, nothing is drawn again: the dots are rasterized once), and only
/// when the lit dot moves on, 10 times a second. `hidesWhenStopped` (true) hides it when
/// stopped, as UIKit's.
open class ActivityIndicator: View {
    /// The indicator's size (UIKit's medium indicator is 20 pt).
    public static let size = Size(width: 20, height: 20)
    /// How many dots make the ring.
    public static let dotCount = 8
    /// One turn, in seconds (Pane's choice).
    public static let period = 0.8

    /// True between `startAnimating()` and `stopAnimating()`.
    public private(set) var isAnimating = false
    /// Whether the indicator is hidden while it is not animating (true by default, as UIKit's).
    public var hidesWhenStopped = true { didSet { if !isAnimating { isHidden = hidesWhenStopped } } }
    /// The dots' colour; the theme's secondary text colour by default.
    public var color: Color { didSet { for d in dots { d.backgroundColor = color } } }

    let dots: [View]
    var spin: Spin?
    /// The dot lit brightest, -1 before the first frame.
    var phase = -1

    /// A stopped indicator of the standard size in `theme`'s secondary text colour (hidden until started).
    public init(theme: Theme = Theme.current) {
        color = theme.secondaryTextColor
        var made: [View] = []
        let r = ActivityIndicator.size.width / 2, d = 4.0
        for i in 0..<ActivityIndicator.dotCount {
            let angle = Double(i) / Double(ActivityIndicator.dotCount) * 2 * Double.pi
            let dot = View(frame: Rect(x: r + (r - d / 2) * Glibc.sin(angle) - d / 2,
                                       y: r - (r - d / 2) * Glibc.cos(angle) - d / 2, width: d, height: d))
            dot.cornerRadius = d / 2
            dot.isUserInteractionEnabled = false
            made.append(dot)
        }
        dots = made
        super.init(frame: Rect(origin: .zero, size: ActivityIndicator.size))
        for dot in dots {
            dot.backgroundColor = color
            addSubview(dot)
        }
        isHidden = true
        isUserInteractionEnabled = false
    }

    /// A stopped indicator in `frame`, in the current theme's colours.
    public override convenience init(frame: Rect) {
        self.init(theme: Theme.current)
        self.frame.origin = frame.origin
    }

    open override var intrinsicContentSize: Size { ActivityIndicator.size }

    /// Shows the indicator and starts the dots running on the window's frame clock; does nothing while
    /// running.
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        startSpinIfInWindow()
    }

    /// Stops the dots (and hides the indicator with `hidesWhenStopped`); does nothing while stopped.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spin?.isStopped = true
        spin = nil
        if hidesWhenStopped { isHidden = true }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if isAnimating { startSpinIfInWindow() }
    }

    private func startSpinIfInWindow() {
        guard let window, spin == nil || spin!.isStopped else { return }
        let s = Spin(self)
        spin = s
        window.addAnimation(s)
    }

    /// Lights the dots for `time`: the lead dot full, the ones behind it fading to 0.25.
    func show(at time: InputTime) {
        let n = ActivityIndicator.dotCount
        let turns = time.milliseconds / 1000 / ActivityIndicator.period
        let lead = Int((turns - turns.rounded(.down)) * Double(n)) % n
        guard lead != phase else { return }
        phase = lead
        for i in 0..<n {
            let behind = (lead - i + n) % n
            dots[i].alpha = 1 - 0.75 * Double(behind) / Double(n - 1)
        }
    }

    /// Steps the indicator each frame while it spins and is in a window.
    final class Spin: FrameAnimation {
        weak var indicator: ActivityIndicator?
        var isStopped = false
        init(_ indicator: ActivityIndicator) { self.indicator = indicator }

        func step(to time: InputTime) -> Bool {
            guard !isStopped, let indicator, indicator.window != nil else {
                indicator?.spin = nil
                return false
            }
            indicator.show(at: time)
            return true
        }
    }
}
