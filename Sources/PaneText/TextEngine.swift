#if canImport(Glibc)
import Glibc
#endif

/// What PaneText keeps between calls: the font files it opened, fontconfig's answers, the shaped
/// and laid-out text and the rasterized glyphs, each cache bounded in bytes. One engine serves the
/// run-loop thread (HarfBuzz fonts and FreeType faces are not thread-safe); `shared` is the one
/// labels use.
public final class TextEngine {
    nonisolated(unsafe) public static let shared = TextEngine()

    /// How often the expensive steps ran: a label that only moves adds nothing to these.
    public struct Statistics: Equatable, Sendable {
        /// Runs given to HarfBuzz's hb_shape.
        public var shapedRuns = 0
        /// Layouts made (not found in the layout cache).
        public var layouts = 0
        /// Glyphs rendered by FreeType (not found in the glyph cache).
        public var rasterizedGlyphs = 0
    }

    public internal(set) var statistics = Statistics()

    /// Where one-line complaints go (a font file that cannot be read); standard error unless set.
    public var log: (String) -> Void = { line in
        var text = line + "\n"
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }

    let matcher = FontMatcher()
    private var faces: [String: FontFace] = [:]
    private var failedFiles: Set<String> = []
    /// fontconfig's answers per characters and request (at most 8192, then forgotten).
    var fallbacks: [FallbackKey: (path: String, index: Int)?] = [:]
    let glyphs: ByteBoundedCache<GlyphKey, GlyphImage>
    let layouts: ByteBoundedCache<LayoutKey, TextLayout>

    /// `glyphCacheBytes` bounds the rasterized glyphs kept, `layoutCacheBytes` the laid-out text.
    public init(glyphCacheBytes: Int = 4 << 20, layoutCacheBytes: Int = 2 << 20) {
        glyphs = ByteBoundedCache(capacity: glyphCacheBytes)
        layouts = ByteBoundedCache(capacity: layoutCacheBytes)
    }

    /// Bytes the glyph cache and the layout cache hold now.
    public var cachedBytes: (glyphs: Int, layouts: Int) { (glyphs.totalCost, layouts.totalCost) }

    /// The face `index` of the file at `path`, opened once; `nil` (and one log line, the first
    /// time) when the file is missing or unreadable.
    func face(path: String, index: Int) -> FontFace? {
        let key = "\(path)#\(index)"
        if let face = faces[key] { return face }
        guard !failedFiles.contains(key) else { return nil }
        switch FontFace.open(path: path, index: index) {
        case .success(let face):
            faces[key] = face
            return face
        case .failure(let error):
            failedFiles.insert(key)
            log("pane: font: \(error.description)")
            return nil
        }
    }
}
