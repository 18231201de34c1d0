import PaneGeometry

extension KMSDisplay {
    /// Turns the picture a further `rotation` on the panel while the app runs: the copy from the
    /// shadow frame to the scan-out buffer turns it (no new mode, no new buffers), `size`
    /// becomes the turned picture's, and every buffer is copied whole at its next present,
    /// since what it holds was turned the old way.
    public func rotate(by rotation: Rotation) throws(DisplayError) {
        guard rotation != .none else { return }
        self.rotation = self.rotation.followed(by: rotation)
        size = self.rotation.appSize(forPanel: panelSize)
        ages.invalidateAll()
        needsFullRepaint = true
    }
}
