#if canImport(Glibc)
import Glibc
#endif

/// What PaneText keeps between calls: the font files it opened, fontconfig's answers, the shaped
/// and laid-out text and the rasterized glyphs, each cache bounded in bytes. `shared` is the one
/// labels use. HarfBuzz fonts, FreeType faces and the caches are not thread-safe, so each public
/// entry (laying out, drawing, opening a font) holds the engine's lock: an app's run-loop thread
/// never waits on it, tests on several threads take turns.
public final class TextEngine: @unchecked Sendable {
    /// The engine fonts use unless given another (`Font.named` and `Font(path:size:)` default to it), and so
    /// every label.
    public static let shared = TextEngine()

    /// How often the expensive steps ran: a label that only moves adds nothing to these.
    public struct Statistics: Equatable, Sendable {
        /// Runs given to HarfBuzz's hb_shape.
        public var shapedRuns = 0
        /// The characters put in those runs' buffers: how much text HarfBuzz shaped (marks past a
        /// cluster's cap are not).
        public var shapedScalars = 0
        /// Layouts made (not found in the layout cache).
        public var layouts = 0
        /// Glyphs rendered by FreeType (not found in the glyph cache).
        public var rasterizedGlyphs = 0
        /// Walks through fontconfig's sorted fonts for a fallback (not answered by the cache or by
        /// the union of the fonts' characters, which settles text no font has at once).
        public var fallbackSearches = 0
    }

    /// The counts so far, read under the engine's lock.
    public var statistics: Statistics {
        get { locked { counters } }
    }
    var counters = Statistics()

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

    private let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(lock, &attributes)
        pthread_mutexattr_destroy(&attributes)
        return lock
    }()

    /// Runs `body` holding the engine's (recursive) lock.
    func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }

    /// `glyphCacheBytes` bounds the rasterized glyphs kept, `layoutCacheBytes` the laid-out text.
    public init(glyphCacheBytes: Int = 4 << 20, layoutCacheBytes: Int = 2 << 20) {
        glyphs = ByteBoundedCache(capacity: glyphCacheBytes)
        layouts = ByteBoundedCache(capacity: layoutCacheBytes)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// Bytes the glyph cache and the layout cache hold now.
    public var cachedBytes: (glyphs: Int, layouts: Int) { locked { (glyphs.totalCost, layouts.totalCost) } }

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
