internal import CFreeType
internal import CHarfBuzz

/// One face of one font file (a `.ttc` holds several), opened once and shared: HarfBuzz shapes
/// with it, FreeType rasterizes from the same bytes (the file is mapped, not copied).
final class FontFace {
    let path: String
    let index: Int
    /// HarfBuzz's face and a size-less font (for coverage), and one font per pixel size.
    private let blob: OpaquePointer
    private let hbFace: OpaquePointer
    private let coverageFont: OpaquePointer
    private var sizedFonts: [Int: OpaquePointer] = [:]
    private let library: FT_Library
    let ftFace: FT_Face
    /// Whether the glyphs are colour bitmaps (CBDT, sbix) drawn in their own colours.
    let isColor: Bool
    /// Bitmap-only fonts (Noto Color Emoji) have fixed strikes; `nil` for outline fonts.
    let strikePPEM: Int?

    /// Opens face `index` of `path`, or returns what went wrong in one line.
    static func open(path: String, index: Int) -> Result<FontFace, TextError> {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            return .failure(TextError("cannot read font file \(path)"))
        }
        let face = hb_face_create(blob, UInt32(index))!
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            return .failure(TextError("\(path) is not a font (or has no face \(index))"))
        }
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            return .failure(TextError("FreeType could not start"))
        }
        var length: UInt32 = 0
        let data = hb_blob_get_data(blob, &length)
        var ft: FT_Face?
        let error = data.map { bytes in
            bytes.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
                FT_New_Memory_Face(lib, $0, FT_Long(length), FT_Long(index), &ft)
            }
        } ?? -1
        guard error == 0, let ft else {
            FT_Done_FreeType(lib)
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            return .failure(TextError("FreeType cannot open \(path) (error \(error))"))
        }
        return .success(FontFace(path: path, index: index, blob: blob, face: face, library: lib, ftFace: ft))
    }

    /// The font's own revision: the `head` table's fontRevision (16.16 fixed point, so 2.042 is
    /// 133825), which fontconfig reports as `fontversion`; 0 when the table is missing.
    var revision: Int {
        // 'head' (OpenType spec, "head — Font Header Table": majorVersion, minorVersion, then
        // fontRevision as a big-endian Fixed at byte 4).
        let table = hb_face_reference_table(hbFace, 0x6865_6164)
        defer { hb_blob_destroy(table) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(table, &length), length >= 8 else { return 0 }
        var value = 0
        for i in 4..<8 { value = value << 8 | Int(UInt8(bitPattern: data[i])) }
        return value
    }

    private init(path: String, index: Int, blob: OpaquePointer, face: OpaquePointer, library: FT_Library, ftFace: FT_Face) {
        self.path = path
        self.index = index
        self.blob = blob
        hbFace = face
        coverageFont = hb_font_create(face)
        self.library = library
        self.ftFace = ftFace
        // FT_HAS_COLOR and FT_HAS_FIXED_SIZES are macros over face_flags (freetype.h).
        let flags = ftFace.pointee.face_flags
        isColor = flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
        if flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0, ftFace.pointee.num_fixed_sizes > 0,
           let sizes = ftFace.pointee.available_sizes {
            strikePPEM = Int(sizes[0].y_ppem >> 6)
        } else {
            strikePPEM = nil
        }
    }

    deinit {
        for font in sizedFonts.values { hb_font_destroy(font) }
        hb_font_destroy(coverageFont)
        FT_Done_Face(ftFace)
        FT_Done_FreeType(library)
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)
    }

    /// Whether the face maps `scalar` to a glyph.
    func covers(_ scalar: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(coverageFont, scalar, &glyph) != 0
    }

    /// HarfBuzz's font at `size` pixels per em, positions in 26.6 fixed point (scale size × 64),
    /// as `hb-shape --font-size=<size × 64>` shapes.
    func font(size: Int) -> OpaquePointer {
        if let font = sizedFonts[size] { return font }
        let font = hb_font_create(hbFace)!
        hb_font_set_scale(font, Int32(size * 64), Int32(size * 64))
        sizedFonts[size] = font
        return font
    }

    /// Ascent and descent (positive, below the baseline) at `size`, in 26.6 fixed point, from the
    /// face's horizontal extents (OS/2 typographic or hhea metrics, as HarfBuzz reads them).
    func extents(size: Int) -> (ascent: Int, descent: Int) {
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font(size: size), &extents)
        return (Int(extents.ascender), Int(-extents.descender))
    }
}

/// What went wrong with text: a font that cannot be read, a library that failed.
public struct TextError: Error, CustomStringConvertible, Equatable {
    public var description: String
    /// An error whose `description` says what went wrong, for a log line or a test failure.
    public init(_ description: String) { self.description = description }
}
