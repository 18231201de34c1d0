public import Pane

/// A 640x400 photo scaled 2x into a whole 1280x800 frame with one filter: the per-pixel cost
/// of `.nearest` against `.bilinear`, drawn as the compositor draws (with a `PixmanImageCache`).
public final class ScaledDrawScene: Scene {
    public let filter: ScaleFilter
    let photo: Image
    let target: Surface
    let cache = PixmanImageCache()
    let width: Int, height: Int

    public init(filter: ScaleFilter, width: Int = 1280, height: Int = 800) {
        self.filter = filter
        self.width = width
        self.height = height
        photo = makePhoto(width: width / 2, height: height / 2)
        target = Surface(width: width, height: height)
    }

    public func nextFrame() -> Int {
        let all = PixelRect(x: 0, y: 0, width: width, height: height)
        target.pixels.drawScaled(photo.surface.pixels, into: all, clip: all, filter: filter, sourceIsOpaque: true,
                                 cache: cache)
        return width * height
    }
}
