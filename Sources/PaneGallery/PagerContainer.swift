public import Pane

/// The pager's screen: a plain view that tells the pager when its size changed (the window
/// turned), with the size it had, so the pager can keep the photo it showed.
final class PagerContainer: View {
    /// Called in the layout phase after the size changed, with the size before.
    var didResize: ((Size) -> Void)?
    private var laidOutSize: Size

    override init(frame: Rect) {
        laidOutSize = frame.size
        super.init(frame: frame)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.size != laidOutSize else { return }
        let old = laidOutSize
        laidOutSize = bounds.size
        didResize?(old)
    }
}
