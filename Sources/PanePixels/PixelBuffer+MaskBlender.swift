internal import CPixman
public import PaneGeometry

extension PixelBuffer {
    /// Composites many masks in one colour, clipped to `clip` and the buffer: what drawing a run
    /// of text needs. `body` gets a blender whose `blend(_:at:)` draws one mask; pixman's images
    /// of the clipped part of this buffer and of the colour are made once for all of them and
    /// freed after `body`.
    ///
    /// Each mask is pixman's `OVER` with a solid source and the `a8` mask: the same pixels as
    /// `blendMask(_:width:height:at:color:clip:)`, through pixman's vector paths (SSE2, NEON).
    public func blendMasks(color: Color, clip: PixelRect, _ body: (borrowing MaskBlender) -> Void) {
        let area = clip.intersection(bounds)
        guard !area.isEmpty, color.argb != 0 else { return }
        // pixman silently draws nothing into an image with a side of 0x7FFF pixels or more
        // (pixman.c analyze_extent): pixman gets only the clipped part of the buffer, and a part
        // still that large is drawn by the Swift loop.
        let limit = 0x7FFF
        guard area.width < limit, area.height < limit else {
            return body(MaskBlender(buffer: self, area: area, color: color, source: nil, target: nil))
        }
        // pixman_color_t is 16 bits a channel, premultiplied as our colours are: c * 257.
        var solid = pixman_color_t(red: UInt16(color.red) * 257, green: UInt16(color.green) * 257,
                                   blue: UInt16(color.blue) * 257, alpha: UInt16(color.alpha) * 257)
        guard let source = pixman_image_create_solid_fill(&solid) else { return }
        defer { pixman_image_unref(source) }
        guard let target = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(area.width), Int32(area.height),
                                                    base + (area.y * stride + area.x), Int32(stride * 4)) else { return }
        defer { pixman_image_unref(target) }
        body(MaskBlender(buffer: self, area: area, color: color, source: source, target: target))
    }
}

/// Draws masks into one buffer in one colour; made by `PixelBuffer.blendMasks(color:clip:_:)`
/// and valid only inside its closure.
public struct MaskBlender: ~Copyable {
    let buffer: PixelBuffer
    let area: PixelRect
    let color: Color
    /// pixman's solid colour and its image of `area`; `nil` when the Swift loop draws.
    let source: OpaquePointer?
    let target: OpaquePointer?

    /// Composites `mask` with its top-left pixel at `origin` (pixels of the buffer).
    public func blend(_ mask: AlphaMask, at origin: (x: Int, y: Int)) {
        guard let image = mask.image else { return }
        let drawn = PixelRect(x: origin.x, y: origin.y, width: mask.width, height: mask.height).intersection(area)
        guard !drawn.isEmpty else { return }
        guard let source, let target else {
            let bytes = UnsafeBufferPointer(start: mask.bytes, count: mask.stride * mask.height)
            return buffer.blendMask(bytes, width: mask.width, height: mask.height, stride: mask.stride, at: origin,
                                    color: color, clip: area)
        }
        pixman_image_composite32(PIXMAN_OP_OVER, source, image, target, 0, 0,
                                 Int32(drawn.x - origin.x), Int32(drawn.y - origin.y),
                                 Int32(drawn.x - area.x), Int32(drawn.y - area.y), Int32(drawn.width), Int32(drawn.height))
    }
}
