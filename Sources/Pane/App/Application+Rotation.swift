public import PaneGeometry
public import PaneDisplay

extension Application {
    /// Turns the running app to `rotation` on its panel, as if the board's `rotation` had been
    /// that at start (a kiosk on a turning mount, an operator's setting): the display turns its
    /// picture, a new compositor takes the turned size, and the window turns by the difference
    /// (`Window.rotate(by:)`: views hear `viewWillTransition(to:)`, lay out for the new bounds,
    /// hear `traitCollectionDidChange(_:)` when their size classes change, and the safe area
    /// turns with the glass). Touches down at that moment are cancelled; the next ones land
    /// where the turned picture shows (the panel loop maps them with the new rotation).
    ///
    /// Throws, changing nothing, when the display cannot turn while it runs (a desktop
    /// window; a headless display turns its memory screen).
    public func rotate(to rotation: Rotation) throws(DisplayError) {
        let turn = self.rotation.turn(to: rotation)
        guard turn != .none else { return }
        try display.rotate(by: turn)
        self.rotation = rotation
        followDisplaySize { $0.rotate(by: turn) }
        AppLauncher.log("pane: turned to \(rotation.degrees)° (\(display.size))")
    }
}
