internal import PaneGeometry
public import PanePixels
public import PaneInput

extension ScrollView {
    /// How the indicators look, as `UIScrollView.IndicatorStyle` (spec §10): pick the one that
    /// stands out against the content.
    public enum IndicatorStyle: Hashable, Sendable {
        /// UIKit's default follows the light or dark interface style; Pane has only the light
        /// one, so this is `.black`.
        case `default`
        /// Black at 35 % opacity: for light content (spec §10's default colour).
        case black
        /// White at 50 % opacity: for dark content (spec §10's colour on the dark style).
        case white

        /// The bar's colour, with its opacity (the fade's alpha multiplies it).
        public var color: Color {
            switch self {
            case .default, .black: Color(red: 0, green: 0, blue: 0, alpha: 89)   // 0.35 × 255 (spec §10)
            case .white: Color(red: 255, green: 255, blue: 255, alpha: 128)      // 0.5 × 255 (spec §10)
            }
        }
    }
}

/// One scroll indicator bar: 3 pt thick, in the scroll view's `indicatorStyle` (spec §10), shown
/// while the content moves and faded out over 0.25 s after it stops.
@MainActor
final class ScrollIndicator: View {
    override init() {
        super.init()
        backgroundColor = ScrollView.IndicatorStyle.default.color
        isUserInteractionEnabled = false
        alpha = 0
    }

    override init(frame: Rect) {
        super.init(frame: frame)
    }
}

/// Fades indicators from their alpha to 0 over `durationMs` after `delayMs`.
@MainActor
final class IndicatorFade: FrameAnimation {
    weak var scrollView: ScrollView?
    let delayMs: Double
    let durationMs: Double
    private var startTime: InputTime?
    private var from = 1.0
    var cancelled = false

    init(scrollView: ScrollView, delayMs: Double, durationMs: Double) {
        self.scrollView = scrollView
        self.delayMs = delayMs
        self.durationMs = durationMs
    }

    /// Fades from the alpha the bars have now; the delay counts from `time` (a frame interval
    /// before the first step, `FrameAnimation`).
    func start(at time: InputTime) {
        startTime = time
        from = scrollView?.verticalIndicator.alpha ?? 0
    }

    func step(to time: InputTime) -> Bool {
        guard !cancelled, let scrollView else { return false }
        guard let startTime else {
            start(at: time)
            return true
        }
        let t = (time - startTime) * 1000 - delayMs
        guard t > 0 else { return true }
        let a = durationMs > 0 ? max(0, from * (1 - t / durationMs)) : 0
        scrollView.verticalIndicator.alpha = a
        scrollView.horizontalIndicator.alpha = a
        return a > 0
    }
}
