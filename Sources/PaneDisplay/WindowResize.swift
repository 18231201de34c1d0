/// What the desktop window's picture does when the window manager (or its user) resizes the
/// window (`--window-resize`).
///
/// `follow` (the default) makes the app take the window's new size, as a panel of that size
/// would show it: the way to see a layout at sizes the board's panel does not have, and the only
/// one that fills a tiling window manager's tile. `letterbox` keeps the panel's size whatever the
/// window's, centred on black (cropped evenly when the window is smaller): the way to look at
/// the panel's own pixels in a window the desktop insists on resizing.
public enum WindowResize: String, Sendable, CaseIterable {
    /// The app resizes with the window: its picture is the window's size over the scale.
    case follow
    /// The picture keeps its size; the rest of the window is black.
    case letterbox

    /// The smallest picture the window's app is resized to, in points (or the panel's own size
    /// where that is smaller, `smallest(startingAt:)`): a window made smaller than this shows
    /// the picture's centre, cropped, as a letterboxed one does.
    public static let minimumSize = PixelSize(width: 100, height: 100)
    /// The largest: beyond it the picture keeps this size and is letterboxed (a frame of
    /// 8192 by 8192 pixels is 256 MiB in each of the compositor's and the window's copies).
    public static let maximumSize = PixelSize(width: 8192, height: 8192)

    /// The smallest picture for an app that started at `size`: `minimumSize`, or `size` along
    /// an axis where the panel itself is smaller.
    public static func smallest(startingAt size: PixelSize) -> PixelSize {
        PixelSize(width: min(minimumSize.width, size.width), height: min(minimumSize.height, size.height))
    }

    /// The picture size, in points, that a window of `width` by `height` window pixels shows at
    /// `scale`: whole points only (a fractional scale's leftover window pixels are letterboxed),
    /// from `least` (`minimumSize` unless said) to `maximumSize`.
    public static func pictureSize(windowWidth width: Int, windowHeight height: Int, scale: WindowScale,
                                   least: PixelSize = minimumSize) -> PixelSize {
        PixelSize(width: min(max(scale.pictureLength(width), least.width), maximumSize.width),
                  height: min(max(scale.pictureLength(height), least.height), maximumSize.height))
    }
}

extension WindowScale {
    /// How many whole picture pixels `length` window pixels show: the inverse of `windowLength`,
    /// rounded down (at scale 2 an odd window's last pixel shows no whole picture pixel).
    public func pictureLength(_ length: Int) -> Int {
        let (n, d) = fraction
        return max(0, length) * d / n
    }
}
