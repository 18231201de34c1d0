import PaneGeometry
public import PaneDisplay
import PaneUI

extension Application {
    /// Gives the running app a picture of `size` pixels, as if its display had been that size
    /// at start: a desktop window the window manager resized (`--window-resize follow`), or a
    /// headless display in a test. The display takes the size (`ResizableDisplay`), a new
    /// compositor takes it too, and the window follows (`Window.setSize(_:safeAreaInsets:)`:
    /// views hear `viewWillTransition(to:)`, autoresize, lay out for the new bounds, hear
    /// `traitCollectionDidChange(_:)` when their size classes change, and the on-screen
    /// keyboard's frame moves to the new bottom edge). The safe area stays the board's. Touches
    /// down at that moment are cancelled; the next ones must be mapped for the new size (the
    /// window loop makes its pointer's touchscreen anew).
    ///
    /// The same size changes nothing. Throws, changing nothing, when the display keeps its size
    /// while it runs (a panel's mode) or `size` is not from 1 by 1 to `WindowResize.maximumSize`.
    public func resize(to size: PixelSize) throws(DisplayError) {
        guard let display = display as? any ResizableDisplay else {
            throw DisplayError(.system, "this display keeps its size while the app runs")
        }
        let largest = WindowResize.maximumSize
        guard (1...largest.width).contains(size.width), (1...largest.height).contains(size.height) else {
            throw DisplayError(.system, "cannot resize the picture to \(size): from 1x1 to \(largest)")
        }
        // A window display takes the size as it reads the window manager's event, before the
        // app hears of it: the compositor's size says what the app has.
        guard size != PixelSize(width: compositor.width, height: compositor.height) else { return }
        display.resize(to: size)
        followDisplaySize { window in
            window.setSize(Size(width: Double(size.width), height: Double(size.height)))
        }
    }

    /// What an app does after its display's picture changed size or turned (`resize(to:)`;
    /// `rotate(to:)` does the same steps): touches down are cancelled (they were on the old
    /// picture), a new compositor takes the display's size, and `change` gives the window that
    /// size. Its whole new frame is repainted and presented by the next frame.
    func followDisplaySize(_ change: (Window) -> Void) {
        touches.cancelAllTouches(at: time)
        compositor = Compositor(width: display.size.width, height: display.size.height)
        change(window)
    }
}
