public import PaneGeometry
public import PaneGestures
public import PaneUI

/// The strip along the top of the window that plays iOS's status bar: a tap on it scrolls the
/// one visible scroll view that allows it to the top (spec §9.7). Add it last, so it is in front,
/// as tall as `Window.statusBarHeight`; it draws only its background.
open class StatusBar: View {
    /// The tap recognizer that scrolls the visible scroll view to the top.
    public let tap = TapGestureRecognizer()

    /// A status bar strip in `frame`, with its tap recognizer attached.
    public override init(frame: Rect) {
        super.init(frame: frame)
        tap.addAction { [unowned self] _ in self.window?.scrollToTop() }
        addGestureRecognizer(tap)
    }
}
