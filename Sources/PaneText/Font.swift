internal import CFreeType

/// A typeface at one pixel size: the face text is drawn in first, and the family whose fallbacks
/// (fontconfig's, by script and language) draw what the face lacks.
///
/// `Font.system(size:bold:)` is the system's `sans-serif` (DejaVu Sans on Debian with
/// `fonts-dejavu-core`); `Font.named(_:size:bold:)` asks fontconfig for a family; `Font(path:size:)`
/// opens a file of the app's own. Fonts belong to the run-loop thread: FreeType faces and HarfBuzz
/// fonts are not thread-safe.
public final class Font: Hashable {
    /// The em height in pixels.
    public let size: Int
    /// The family fallbacks are asked for (fontconfig's name for it, or a generic name).
    public let family: String
    /// Whether the bold weight was asked for; fallback fonts are asked for it too.
    public let isBold: Bool
    /// The file of the first face.
    public let path: String
    let index: Int
    let face: FontFace
    let engine: TextEngine
    /// Distance from the top of a line to the baseline, in pixels (rounded up).
    public let ascent: Int
    /// Distance from the baseline to the bottom of a line, in pixels (positive, rounded up).
    public let descent: Int
    /// The distance from one baseline to the next with no extra spacing: `ascent + descent`, in pixels.
    public var lineHeight: Int { ascent + descent }
    /// The Dynamic Type style this font was made for (`preferredFont(forTextStyle:)` in PaneKit),
    /// which a label that adjusts to the text size keeps; `nil` for a font of a fixed size.
    public let textStyle: TextStyle?

    /// Opens the font file at `path` at `size` pixels per em; characters it lacks come from
    /// fontconfig's fallbacks for its family.
    public convenience init(path: String, size: Int, index: Int = 0, engine: TextEngine = .shared) throws(TextError) {
        guard let face = engine.locked({ engine.face(path: path, index: index) }) else {
            throw TextError("cannot open font \(path)")
        }
        let family = face.ftFace.pointee.family_name.map { String(cString: $0) } ?? "sans-serif"
        let bold = face.ftFace.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
        self.init(face: face, family: family, size: size, bold: bold, engine: engine)
    }

    init(face: FontFace, family: String, size: Int, bold: Bool, engine: TextEngine, textStyle: TextStyle? = nil) {
        self.textStyle = textStyle
        self.face = face
        self.path = face.path
        self.index = face.index
        self.family = family
        self.size = max(1, size)
        self.isBold = bold
        self.engine = engine
        let extents = engine.locked { face.extents(size: max(1, size)) }
        ascent = (extents.ascent + 63) >> 6
        descent = (extents.descent + 63) >> 6
    }

    /// The font fontconfig chooses for `family` (a name such as "DejaVu Sans" or a generic one:
    /// "sans-serif", "serif", "monospace"), as `fc-match family:weight=…` names it; `nil` when the
    /// system has no font at all.
    public static func named(_ family: String, size: Int, bold: Bool = false, engine: TextEngine = .shared) -> Font? {
        engine.locked { namedLocked(family, size: size, bold: bold, engine: engine) }
    }

    private static func namedLocked(_ family: String, size: Int, bold: Bool, engine: TextEngine) -> Font? {
        let request = FontMatcher.Request(family: family, bold: bold, language: nil)
        for candidate in engine.matcher.candidates(request).prefix(8) {
            if let face = engine.face(path: candidate.path, index: candidate.index) {
                return Font(face: face, family: family, size: size, bold: bold, engine: engine)
            }
        }
        return nil
    }

    /// The system's sans-serif face at `size` pixels.
    public static func system(size: Int, bold: Bool = false) -> Font? {
        named("sans-serif", size: size, bold: bold)
    }

    /// The same typeface at another size (for the same text style).
    public func withSize(_ size: Int) -> Font {
        Font(face: face, family: family, size: size, bold: isBold, engine: engine, textStyle: textStyle)
    }

    /// The same font, made for `style` (`nil`: a fixed size); a label that adjusts to the text
    /// size gives it the style's size at each change.
    public func withTextStyle(_ style: TextStyle?) -> Font {
        Font(face: face, family: family, size: size, bold: isBold, engine: engine, textStyle: style)
    }

    /// The width in pixels `text` takes on one line (shaped, with fallbacks).
    public func width(of text: String) -> Int {
        TextLayout.make(text, font: self, width: nil, options: TextLayoutOptions(numberOfLines: 0)).width
    }

    public static func == (a: Font, b: Font) -> Bool { a.key == b.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// What identifies the font in caches.
    var key: FontKey { FontKey(path: path, index: index, size: size, family: family, bold: isBold) }
}

struct FontKey: Hashable {
    var path: String
    var index: Int
    var size: Int
    var family: String
    var bold: Bool
}
