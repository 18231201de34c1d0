public import PaneGeometry

extension Rotation {
    /// The size the app draws at on a panel whose scan-out is `panelSize`.
    public func appSize(forPanel panelSize: PixelSize) -> PixelSize {
        swapsAxes ? PixelSize(width: panelSize.height, height: panelSize.width) : panelSize
    }

    /// The panel's scan-out size for an app picture of `appSize`.
    public func panelSize(forApp appSize: PixelSize) -> PixelSize {
        swapsAxes ? PixelSize(width: appSize.height, height: appSize.width) : appSize
    }

    /// Where the app's pixels `rect` land on the panel, for an app picture of `appSize`.
    ///
    /// The pixel map is the touch map of `Rotation` taken to pixel centres: with
    /// `.clockwise90` the app's pixel `(ax, ay)` is the panel's `(pw - 1 - ay, ax)`, with
    /// `.clockwise180` `(pw - 1 - ax, ph - 1 - ay)`, with `.clockwise270` `(ay, ph - 1 - ax)`,
    /// where `pw x ph` is the panel size.
    public func panelRect(_ rect: PixelRect, appSize: PixelSize) -> PixelRect {
        let panel = panelSize(forApp: appSize)
        switch self {
        case .none:
            return rect
        case .clockwise90:
            return PixelRect(x: panel.width - rect.maxY, y: rect.x, width: rect.height, height: rect.width)
        case .clockwise180:
            return PixelRect(x: panel.width - rect.maxX, y: panel.height - rect.maxY, width: rect.width, height: rect.height)
        case .clockwise270:
            return PixelRect(x: rect.y, y: panel.height - rect.maxX, width: rect.height, height: rect.width)
        }
    }
}
