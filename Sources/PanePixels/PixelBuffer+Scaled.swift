public import PaneGeometry
internal import CPixman

/// How a scaled draw samples its source.
public enum ScaleFilter: Sendable {
    /// The source pixel under each target pixel's centre: sharp, blocky when enlarged.
    case nearest
    /// The four source pixels around each target pixel's centre, weighted: smooth.
    case bilinear
}

extension PixelBuffer {
    /// Draws all of `source` scaled into `target` (pixels of this buffer), over what is there,
    /// clipped to `clip` and the buffer, each source pixel first scaled by `alpha`.
    ///
    /// Sampling is at pixel centres, as pixman samples: target pixel `x` reads the source at
    /// `(x + 0.5) * sourceWidth / targetWidth`. `.nearest` runs in Swift and equals pixman's
    /// `PIXMAN_FILTER_NEAREST` exactly (a test compares them); `.bilinear` is pixman's
    /// `PIXMAN_FILTER_BILINEAR`, with the source's edge pixels repeated (`PIXMAN_REPEAT_PAD`).
    /// An opaque source at full alpha replaces the target pixels instead of blending.
    ///
    /// With a `cache`, the pixman images of both buffers are kept for the next draw (a steady
    /// frame then allocates nothing); without one, each draw makes and frees its own.
    public func drawScaled(_ source: PixelBuffer, into target: PixelRect, clip: PixelRect, alpha: UInt8 = 255,
                           filter: ScaleFilter, sourceIsOpaque: Bool = false, cache: PixmanImageCache? = nil) {
        let area = target.intersection(clip).intersection(bounds)
        guard !area.isEmpty, alpha > 0, source.width > 0, source.height > 0 else { return }
        switch filter {
        case .nearest:
            drawNearest(source, into: target, area: area, alpha: UInt32(alpha), replace: sourceIsOpaque && alpha == 255)
        case .bilinear:
            drawWithPixman(source, into: target, area: area, alpha: alpha, filter: PIXMAN_FILTER_BILINEAR,
                           replace: sourceIsOpaque && alpha == 255, cache: cache)
        }
    }

    /// Nearest sampling in 16.16 fixed point, step for step as pixman does it
    /// (pixman-matrix.c `pixman_transform_point_3d`, rounding; pixman-inlines.h nearest fetch,
    /// which samples at the centre less `pixman_fixed_e`), so that both pick the same pixels.
    ///
    /// Cheap per pixel: the columns that need clamping to the source's edges are found once per
    /// draw, so the inner loop is a shift, a load and a store; and an opaque draw whose target
    /// row samples the same source row as the row above copies that row instead (every other
    /// row at 2x).
    private func drawNearest(_ source: PixelBuffer, into target: PixelRect, area: PixelRect, alpha: UInt32, replace: Bool) {
        let scaleX = (Int64(source.width) << 16) / Int64(target.width)
        let scaleY = (Int64(source.height) << 16) / Int64(target.height)
        func sample(_ d: Int, _ scale: Int64) -> Int64 {
            (((Int64(d) << 16) + 0x8000) * scale + 0x8000) >> 16
        }
        let maxX = Int64(source.width - 1), maxY = Int64(source.height - 1)
        let startX = sample(area.x - target.x, scaleX) - 1
        let n = area.width
        // Columns [0, first) sample left of the source (clamped to column 0); columns
        // [first, end) sample inside it; columns [end, n) right of it (clamped to maxX).
        let lastInside = (maxX << 16) | 0xFFFF
        let first: Int, end: Int
        if scaleX == 0 {   // an enlargement of 65536x or more: every column samples startX
            first = startX < 0 ? n : 0
            end = startX > lastInside ? first : n
        } else {
            first = startX >= 0 ? 0 : Int(min(Int64(n), (-startX + scaleX - 1) / scaleX))
            let inside = lastInside < startX ? 0 : min(Int64(n), (lastInside - startX) / scaleX + 1)
            end = max(first, Int(inside))
        }
        var previousRow = -1
        for y in area.y..<area.maxY {
            let sy = Int(min(maxY, max(0, (sample(y - target.y, scaleY) - 1) >> 16)))
            let dst = base + (y * stride + area.x)
            if replace && sy == previousRow {
                dst.update(from: dst - stride, count: n)
                continue
            }
            previousRow = sy
            let src = UnsafePointer(source.base + sy * source.stride)
            if replace {
                Self.nearestRow(dst, src, n: n, first: first, end: end, startX: startX, scaleX: scaleX, last: Int(maxX))
            } else {
                Self.nearestRowOver(dst, src, n: n, first: first, end: end, startX: startX, scaleX: scaleX,
                                    last: Int(maxX), alpha: alpha)
            }
        }
    }

    /// One row of `drawNearest`, copying (opaque source, full alpha).
    @inline(__always)
    private static func nearestRow(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, n: Int, first: Int,
                                   end: Int, startX: Int64, scaleX: Int64, last: Int) {
        if first > 0 { dst.update(repeating: src[0], count: first) }
        var fx = startX + Int64(first) * scaleX
        var x = first
        while x < end {
            dst[x] = src[Int(truncatingIfNeeded: fx >> 16)]
            fx &+= scaleX
            x += 1
        }
        if end < n { (dst + end).update(repeating: src[last], count: n - end) }
    }

    /// One row of `drawNearest`, blending each sample (scaled by `alpha`) over the target.
    @inline(__always)
    private static func nearestRowOver(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, n: Int,
                                       first: Int, end: Int, startX: Int64, scaleX: Int64, last: Int, alpha: UInt32) {
        var fx = startX
        for x in 0..<n {
            let sx = x < first ? 0 : (x < end ? Int(truncatingIfNeeded: fx >> 16) : last)
            fx &+= scaleX
            var s = src[sx]
            if alpha < 255 { s = multiplyUN8x4(s, alpha) }
            dst[x] = addSaturatedUN8x4(s, multiplyUN8x4(dst[x], 255 &- (s >> 24)))
        }
    }

    /// Draws through pixman with `filter` (tests compare the Swift nearest path with it).
    public func drawScaledWithPixman(_ source: PixelBuffer, into target: PixelRect, clip: PixelRect, alpha: UInt8 = 255,
                                     filter: ScaleFilter) {
        let area = target.intersection(clip).intersection(bounds)
        guard !area.isEmpty, alpha > 0, source.width > 0, source.height > 0 else { return }
        drawWithPixman(source, into: target, area: area, alpha: alpha,
                       filter: filter == .nearest ? PIXMAN_FILTER_NEAREST : PIXMAN_FILTER_BILINEAR, replace: false)
    }

    /// Composites through pixman with a scaling transform; no pixel is copied to set it up.
    ///
    /// pixman draws nothing, silently, when an image has a side of 0x7FFF pixels or more
    /// (pixman.c `analyze_extent` keeps coordinates in 16 bits). So pixman is handed only the
    /// part of each buffer the draw touches: the target area, and the source pixels its samples
    /// reach, with the transform shifted so that the result is the same, bit for bit, as with
    /// the whole source. When even that part is too large (a 40,000-pixel panorama shown
    /// whole), or the shrink does not fit pixman's 16.16 scale, the Swift nearest path draws
    /// instead; at such ratios bilinear's 2x2 taps alias just as nearest sampling does.
    private func drawWithPixman(_ source: PixelBuffer, into target: PixelRect, area: PixelRect, alpha: UInt8,
                                filter: pixman_filter_t, replace: Bool, cache: PixmanImageCache? = nil) {
        let limit = 0x7FFF
        let scaleX = (Int64(source.width) << 16) / Int64(target.width)
        let scaleY = (Int64(source.height) << 16) / Int64(target.height)
        let pixmanScales = 1...Int64(Int32.max)   // 0 would be an enlargement of 65536x or more
        guard pixmanScales.contains(scaleX), pixmanScales.contains(scaleY), area.width < limit, area.height < limit else {
            return drawNearest(source, into: target, area: area, alpha: UInt32(alpha), replace: replace)
        }
        let op = replace ? PIXMAN_OP_SRC : PIXMAN_OP_OVER
        if let cache, source.width < limit, source.height < limit, width < limit, height < limit,
           let src = cache.image(for: source, isSource: true), let dst = cache.image(for: self, isSource: false) {
            // Whole buffers, kept from draw to draw: what the windows below give, bit for bit
            // (PixelBufferScaledPixmanWindowTests holds the two equal).
            var transform = pixman_transform_t()
            pixman_transform_init_scale(&transform, pixman_fixed_t(scaleX), pixman_fixed_t(scaleY))
            pixman_image_set_transform(src, &transform)
            pixman_image_set_filter(src, filter, nil, 0)
            pixman_image_set_repeat(src, PIXMAN_REPEAT_PAD)
            let mask = alpha < 255 ? cache.mask(alpha: alpha) : nil
            pixman_image_composite32(op, src, mask, dst, Int32(area.x - target.x), Int32(area.y - target.y), 0, 0,
                                     Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
            return
        }
        let x = scaledWindow(from: area.x - target.x, to: area.maxX - target.x, scale: scaleX, size: source.width)
        let y = scaledWindow(from: area.y - target.y, to: area.maxY - target.y, scale: scaleY, size: source.height)
        guard x.end - x.start < limit, y.end - y.start < limit else {
            return drawNearest(source, into: target, area: area, alpha: UInt32(alpha), replace: replace)
        }
        let part = cropped(to: area)
        guard let src = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(x.end - x.start), Int32(y.end - y.start),
                                                 source.base + (y.start * source.stride + x.start), Int32(source.stride * 4)),
              let dst = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(part.width), Int32(part.height),
                                                 part.base, Int32(part.stride * 4))
        else { return }
        defer {
            pixman_image_unref(src)
            pixman_image_unref(dst)
        }
        var transform = pixman_transform_t()
        pixman_transform_init_scale(&transform, pixman_fixed_t(scaleX), pixman_fixed_t(scaleY))
        transform.matrix.0.2 = pixman_fixed_t(x.translation)
        transform.matrix.1.2 = pixman_fixed_t(y.translation)
        pixman_image_set_transform(src, &transform)
        pixman_image_set_filter(src, filter, nil, 0)
        pixman_image_set_repeat(src, PIXMAN_REPEAT_PAD)
        var mask: OpaquePointer?
        if alpha < 255 {
            var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(alpha) * 257)
            mask = pixman_image_create_solid_fill(&color)
        }
        defer { if let mask { pixman_image_unref(mask) } }
        pixman_image_composite32(op, src, mask, dst,
                                 Int32(Int64(area.x - target.x) + x.offset), Int32(Int64(area.y - target.y) + y.offset),
                                 0, 0, 0, 0, Int32(area.width), Int32(area.height))
    }
}

/// Along one axis: the source pixels that target pixels `from..<to` (relative to the target
/// rectangle) sample at `scale` (16.16 source pixels per target pixel), two pixels of margin
/// each side for bilinear's second tap, clamped to the source; and how to address that window
/// as if it were the whole source.
///
/// pixman maps a target pixel centre `X` (16.16) to `round(X * scale / 65536) + translation`
/// (pixman-matrix.c `pixman_transform_point_3d`). Moving the composite's source origin by
/// `offset` whole target pixels adds `offset * scale`; with
/// `offset * scale + translation == -(start << 16)` every sample lands `start` pixels lower,
/// exactly: `offset = -floor((start << 16) / scale)` keeps `translation` in `(-scale, 0]`,
/// within pixman's 32-bit fixed point.
func scaledWindow(from: Int, to: Int, scale: Int64, size: Int)
    -> (start: Int, end: Int, offset: Int64, translation: Int64) {
    func centre(_ d: Int) -> Int64 { (((Int64(d) << 16) + 0x8000) * scale + 0x8000) >> 16 }
    let start = max(0, Int(centre(from) >> 16) - 2)
    let end = min(size, Int(centre(to - 1) >> 16) + 3)
    let shift = Int64(start) << 16
    let offset = -(shift / scale)
    return (start, end, offset, -(shift + offset * scale))
}
