internal import CFreeType
internal import PanePixels

/// A glyph of one face at one size, as the glyph cache keys it.
struct GlyphKey: Hashable {
    var face: ObjectIdentifier
    var size: Int
    var glyph: UInt32
}

/// A rasterized glyph: an 8-bit coverage mask (drawn in the text colour) or premultiplied ARGB
/// pixels (colour emoji, drawn in their own colours), and where its top-left corner is from the
/// pen position on the baseline.
final class GlyphImage {
    let width: Int
    let height: Int
    let left: Int
    let top: Int
    /// The coverage of a glyph drawn in the text colour, in the form pixman draws (`nil` for a
    /// colour glyph or an empty one).
    let mask: AlphaMask?
    let colors: [UInt32]

    init(width: Int, height: Int, left: Int, top: Int, mask: AlphaMask? = nil, colors: [UInt32] = []) {
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        self.mask = mask
        self.colors = colors
    }

    var isColor: Bool { !colors.isEmpty }
    /// What the glyph cache counts for it.
    var byteCost: Int { (mask?.byteCount ?? 0) + colors.count * 4 + 64 }
}

extension TextEngine {
    /// FT_LOAD_TARGET_LIGHT: FT_LOAD_TARGET_(FT_RENDER_MODE_LIGHT), (1 & 15) << 16 (freetype.h);
    /// light hinting moves outlines only vertically, so HarfBuzz's advances still hold.
    static let loadTargetLight: Int32 = 1 << 16

    /// Glyph `glyph` of `face` at `size` pixels, from the cache or rasterized by FreeType (and
    /// kept); `nil` when FreeType cannot load it.
    func glyphImage(face: FontFace, size: Int, glyph: UInt32) -> GlyphImage? {
        let key = GlyphKey(face: ObjectIdentifier(face), size: size, glyph: glyph)
        if let image = glyphs[key] { return image }
        guard let image = rasterize(face: face, size: size, glyph: glyph) else { return nil }
        counters.rasterizedGlyphs += 1
        glyphs.insert(image, for: key, cost: image.byteCost)
        return image
    }

    private func rasterize(face: FontFace, size: Int, glyph: UInt32) -> GlyphImage? {
        let ft = face.ftFace
        if let strike = face.strikePPEM {
            // Bitmap strikes (Noto Color Emoji: 109 ppem): load the strike, scale to the size asked.
            guard FT_Select_Size(ft, 0) == 0,
                  FT_Load_Glyph(ft, glyph, Int32(FT_LOAD_COLOR) | Int32(FT_LOAD_RENDER)) == 0 else { return nil }
            return scaledColorBitmap(ft.pointee.glyph.pointee, scale: Double(size) / Double(max(1, strike)))
        }
        guard FT_Set_Pixel_Sizes(ft, 0, FT_UInt(size)) == 0,
              FT_Load_Glyph(ft, glyph, Int32(FT_LOAD_RENDER) | TextEngine.loadTargetLight
                            | (face.isColor ? Int32(FT_LOAD_COLOR) : 0)) == 0 else { return nil }
        let slot = ft.pointee.glyph.pointee
        let bitmap = slot.bitmap
        let w = Int(bitmap.width), h = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard let buffer = bitmap.buffer, w > 0, h > 0 else {
            return GlyphImage(width: 0, height: 0, left: 0, top: 0)
        }
        if bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) {
            return scaledColorBitmap(slot, scale: 1)
        }
        let mode = bitmap.pixel_mode
        let mask = AlphaMask(width: w, height: h) { x, y in
            if mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) { return buffer[y * pitch + x] }
            if mode == UInt8(FT_PIXEL_MODE_MONO.rawValue) { return (buffer[y * pitch + x / 8] >> (7 - UInt8(x % 8))) & 1 == 1 ? 255 : 0 }
            return 0
        }
        return GlyphImage(width: w, height: h, left: Int(slot.bitmap_left), top: Int(slot.bitmap_top), mask: mask)
    }

    /// A BGRA bitmap (premultiplied, FreeType's FT_PIXEL_MODE_BGRA) scaled by `scale` with a box
    /// filter: each pixel the mean of the source pixels it covers.
    private func scaledColorBitmap(_ slot: FT_GlyphSlotRec, scale: Double) -> GlyphImage? {
        let bitmap = slot.bitmap
        let w = Int(bitmap.width), h = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard let buffer = bitmap.buffer, w > 0, h > 0, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) else {
            return GlyphImage(width: 0, height: 0, left: 0, top: 0)
        }
        func pixel(_ x: Int, _ y: Int) -> UInt32 {
            let p = buffer + y * pitch + x * 4
            return UInt32(p[3]) << 24 | UInt32(p[2]) << 16 | UInt32(p[1]) << 8 | UInt32(p[0])
        }
        let ow = max(1, Int((Double(w) * scale).rounded())), oh = max(1, Int((Double(h) * scale).rounded()))
        var colors = [UInt32](repeating: 0, count: ow * oh)
        for oy in 0..<oh {
            let y0 = oy * h / oh, y1 = max(y0 + 1, ((oy + 1) * h + oh - 1) / oh)
            for ox in 0..<ow {
                let x0 = ox * w / ow, x1 = max(x0 + 1, ((ox + 1) * w + ow - 1) / ow)
                var sum = (a: 0, r: 0, g: 0, b: 0)
                for y in y0..<min(y1, h) {
                    for x in x0..<min(x1, w) {
                        let p = pixel(x, y)
                        sum.a += Int(p >> 24); sum.r += Int(p >> 16 & 0xFF); sum.g += Int(p >> 8 & 0xFF); sum.b += Int(p & 0xFF)
                    }
                }
                let n = (min(y1, h) - y0) * (min(x1, w) - x0)
                let half = n / 2
                colors[oy * ow + ox] = UInt32((sum.a + half) / n) << 24 | UInt32((sum.r + half) / n) << 16
                    | UInt32((sum.g + half) / n) << 8 | UInt32((sum.b + half) / n)
            }
        }
        return GlyphImage(width: ow, height: oh, left: Int((Double(slot.bitmap_left) * scale).rounded()),
                          top: Int((Double(slot.bitmap_top) * scale).rounded()), colors: colors)
    }
}
