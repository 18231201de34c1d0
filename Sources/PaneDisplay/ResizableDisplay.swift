/// A display whose picture can change size while the app runs: a desktop window the window
/// manager resizes (`WindowDisplay`), a headless display's memory screen (`HeadlessDisplay`).
/// A panel keeps its mode's size and is not one. `Application.resize(to:)` resizes the display,
/// then remakes the compositor and the window at the new size.
public protocol ResizableDisplay: Display {
    /// Makes the picture `size` pixels: `size` becomes it, and the next present copies a whole
    /// frame of the new size (what showed before is gone). The same size changes nothing.
    func resize(to size: PixelSize)
}
