internal import CFreeType
public import PaneGeometry

/// A TrueType or OpenType face at one pixel size, rendered with FreeType (anti-aliased, no hinting
/// tricks), with a cache of rendered glyphs.
///
/// Get one with `Font(path:size:)` or `Font.system(size:bold:)`, which looks for DejaVu Sans
/// (Debian's `fonts-dejavu-core`) and falls back to any font it can find. Fonts are shared by the
/// views that use them and belong to the run-loop thread: FreeType faces are not thread-safe.
/// Text is laid out left to right, one glyph per Unicode scalar, with the font's advances.
public final class Font {
    public let size: Int
    public let path: String
    /// Distance from the top of a line to the baseline, in pixels.
    public let ascent: Int
    /// Distance from the baseline to the bottom of a line, in pixels (positive).
    public let descent: Int
    public var lineHeight: Int { ascent + descent }

    private let library: FT_Library
    private let face: FT_Face
    private var glyphs: [UInt32: Glyph] = [:]

    /// A rendered glyph: an 8-bit coverage mask and where it goes relative to the pen.
    struct Glyph {
        var coverage: [UInt8]
        var width: Int
        var height: Int
        var left: Int
        var top: Int
        var advance: Int
    }

    /// Opens the font file at `path` at `size` pixels (the em height).
    public init(path: String, size: Int) throws(ImageError) {
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else { throw ImageError(.io, "FreeType: FT_Init_FreeType failed") }
        var f: FT_Face?
        let error = FT_New_Face(lib, path, 0, &f)
        guard error == 0, let f else {
            FT_Done_FreeType(lib)
            throw ImageError(.io, "FreeType: cannot open font \(path) (FT_New_Face error \(error))")
        }
        guard FT_Set_Pixel_Sizes(f, 0, FT_UInt(max(1, size))) == 0 else {
            FT_Done_Face(f)
            FT_Done_FreeType(lib)
            throw ImageError(.unsupported, "FreeType: \(path) has no size \(size)")
        }
        library = lib
        face = f
        self.size = size
        self.path = path
        let metrics = f.pointee.size.pointee.metrics
        // FreeType's size metrics are 26.6 fixed point.
        ascent = Int((metrics.ascender + 63) >> 6)
        descent = Int((-metrics.descender + 63) >> 6)
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// Where `Font.system` looks, in order.
    public static let systemFontPaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    ]

    public static let boldSystemFontPaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
        "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
    ]

    /// DejaVu Sans (or another installed sans face) at `size` pixels; `nil` when the system has
    /// no font at all, in which case labels draw nothing.
    public static func system(size: Int, bold: Bool = false) -> Font? {
        for path in (bold ? boldSystemFontPaths : []) + systemFontPaths {
            if let font = try? Font(path: path, size: size) { return font }
        }
        return nil
    }

    func glyph(_ scalar: Unicode.Scalar) -> Glyph? {
        if let g = glyphs[scalar.value] { return g }
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        guard FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_RENDER)) == 0 else { return nil }
        let slot = face.pointee.glyph.pointee
        let bitmap = slot.bitmap
        let w = Int(bitmap.width), h = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: w * h)
        if let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) {
            for y in 0..<h {
                for x in 0..<w { coverage[y * w + x] = buffer[y * pitch + x] }
            }
        }
        let g = Glyph(coverage: coverage, width: w, height: h, left: Int(slot.bitmap_left), top: Int(slot.bitmap_top),
                      advance: Int((slot.advance.x + 32) >> 6))
        glyphs[scalar.value] = g
        return g
    }

    /// The width in pixels that `text` takes on one line.
    public func width(of text: String) -> Int {
        var w = 0
        for s in text.unicodeScalars { w += glyph(s)?.advance ?? 0 }
        return w
    }

    /// Draws `text` on one line with its baseline starting at `origin` (pixels in `target`), in
    /// `color`, clipped to `clip` and the buffer. Returns the pen position after the last glyph.
    @discardableResult
    public func draw(_ text: String, in target: PixelBuffer, at origin: (x: Int, y: Int), color: Color,
                     clip: PixelRect? = nil) -> Int {
        var pen = origin.x
        let bounds = clip.map { $0.intersection(target.bounds) } ?? target.bounds
        for s in text.unicodeScalars {
            guard let g = glyph(s) else { continue }
            if g.width > 0 && g.height > 0 {
                let x0 = pen + g.left, y0 = origin.y - g.top
                g.coverage.withUnsafeBufferPointer { mask in
                    target.blendMask(mask, width: g.width, height: g.height, at: (x0, y0), color: color, clip: bounds)
                }
            }
            pen += g.advance
        }
        return pen
    }
}
