public import PaneGeometry

extension KMSMode {
    /// The mode to show a picture of `picture` pixels in when its connector comes back, as an
    /// index into `modes`; `nil` when every mode is smaller than the picture in width or height.
    ///
    /// A mode of the picture's size first: `shown` (the one set before), else the preferred one
    /// of that size, else the first. Otherwise a larger mode, the picture centred on black: the
    /// preferred mode when it holds the picture, else the one that holds it with the fewest
    /// pixels to spare (the highest refresh among equals). The app keeps drawing at its size
    /// either way; a monitor that comes back smaller cannot show it.
    public static func chooseForReplug(from modes: [KMSMode], shown: KMSMode, picture: PixelSize) -> Int? {
        let sameSize = modes.indices.filter { modes[$0].width == picture.width && modes[$0].height == picture.height }
        if let index = sameSize.first(where: { modes[$0] == shown }) ?? sameSize.first(where: { modes[$0].isPreferred }) ?? sameSize.first {
            return index
        }
        let holding = modes.indices.filter { modes[$0].width >= picture.width && modes[$0].height >= picture.height }
        if let preferred = holding.first(where: { modes[$0].isPreferred }) { return preferred }
        return holding.min { a, b in
            let areaA = modes[a].width * modes[a].height, areaB = modes[b].width * modes[b].height
            return areaA != areaB ? areaA < areaB : modes[a].refresh > modes[b].refresh
        }
    }

    /// Where a picture of `picture` pixels sits, centred, in this mode (which holds it).
    public func centred(_ picture: PixelSize) -> PixelRect {
        PixelRect(x: (width - picture.width) / 2, y: (height - picture.height) / 2, width: picture.width, height: picture.height)
    }
}
