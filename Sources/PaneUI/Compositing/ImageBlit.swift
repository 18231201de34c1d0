internal import PaneGeometry
internal import PanePixels

/// Places an image's pixels into a pixel rectangle: copied as they are when the sizes match,
/// scaled otherwise (with `filter`). The one place the compositor and `Canvas` draw images.
enum ImageBlit {
    /// `cache` keeps pixman's images of the buffers from one draw to the next (the compositor
    /// passes its own, so that a zoomed frame allocates nothing).
    static func draw(_ image: Image, into target: PixelBuffer, at rect: PixelRect, clip: PixelRect, alpha: UInt8,
                     filter: ScaleFilter = .bilinear, cache: PixmanImageCache? = nil) {
        guard !rect.isEmpty, alpha > 0 else { return }
        let source = image.surface.pixels
        if rect.width == source.width && rect.height == source.height {
            if image.isOpaque && alpha == 255 {
                target.copy(from: source, to: (rect.x, rect.y), clip: clip)
            } else {
                target.sourceOver(image, to: (rect.x, rect.y), alpha: alpha, clip: clip, cache: cache)
            }
        } else {
            target.drawScaled(source, into: rect, clip: clip, alpha: alpha, filter: filter,
                              sourceIsOpaque: image.isOpaque, cache: cache)
        }
    }
}
