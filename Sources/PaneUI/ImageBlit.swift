internal import PaneGeometry
internal import PanePixels

/// Places an image's pixels into a pixel rectangle: copied as they are when the sizes match,
/// scaled otherwise. The one place the compositor and `Canvas` draw images.
enum ImageBlit {
    static func draw(_ image: Image, into target: PixelBuffer, at rect: PixelRect, clip: PixelRect, alpha: UInt8) {
        guard !rect.isEmpty, alpha > 0 else { return }
        let source = image.surface.pixels
        if rect.width == source.width && rect.height == source.height {
            if image.isOpaque && alpha == 255 {
                target.copy(from: source, to: (rect.x, rect.y), clip: clip)
            } else {
                target.sourceOver(from: source, to: (rect.x, rect.y), alpha: alpha, clip: clip)
            }
        } else {
            drawNearest(source, into: target, at: rect, clip: clip, alpha: alpha)
        }
    }

    // TEMPORARY until PanePixels' scaled kernels land: nearest neighbour, sampled at pixel centres.
    static func drawNearest(_ source: PixelBuffer, into target: PixelBuffer, at rect: PixelRect, clip: PixelRect, alpha: UInt8) {
        let r = rect.intersection(clip).intersection(target.bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            let sy = min(source.height - 1, (2 * (y - rect.y) + 1) * source.height / (2 * rect.height))
            let dst = target.row(y)
            let src = source.row(sy)
            for x in r.x..<r.maxX {
                let sx = min(source.width - 1, (2 * (x - rect.x) + 1) * source.width / (2 * rect.width))
                var s = src[sx]
                if alpha < 255 { s = multiplyUN8x4(s, UInt32(alpha)) }
                let a = s >> 24
                dst[x] = a == 255 ? s : addSaturatedUN8x4(s, multiplyUN8x4(dst[x], 255 - a))
            }
        }
    }
}
