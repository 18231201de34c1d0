/// Text laid out in lines for a width: paragraphs split at newlines, each analysed (bidi, scripts,
/// fonts) and shaped, broken into lines, truncated, aligned. Made by `TextLayout.make`, which
/// keeps what it made (by text, font, width and options) in the engine's byte-bounded cache, so
/// drawing the same text again shapes nothing.
public final class TextLayout {
    /// The laid-out lines from top to bottom, after line breaking and truncation (at most `numberOfLines` of
    /// them when that is not 0).
    public let lines: [TextLine]
    /// The widest line's width, in pixels.
    public let width: Int
    /// From the first line's top to the last line's bottom, in pixels.
    public let height: Int
    /// Whether text was left out (lines past `numberOfLines`, an ellipsis).
    public let isTruncated: Bool
    let glyphCount: Int
    /// The engine whose glyph cache `draw` uses.
    public internal(set) weak var engine: TextEngine?

    init(lines: [TextLine], width: Int, height: Int, isTruncated: Bool) {
        self.lines = lines
        self.width = width
        self.height = height
        self.isTruncated = isTruncated
        glyphCount = lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.run.glyphs.count } }
    }

    /// Paragraphs longer than this many scalars are laid out in pieces of it (a line ends at each
    /// piece's end), so that no single analysis grows without bound.
    public static let pieceLength = 32768

    /// When lines are limited (`numberOfLines` > 0) and have a width, each line allowed analyses
    /// at most this many scalars, or two per pixel of width if that is more (a line of 18 px text
    /// shows about one character in 8 px): a label with 100,000 characters on one line shapes
    /// about a thousand. A line of narrower characters (a run of zero-width ones) ends there.
    public static let scalarsPerLine = 1024

    /// `text` in `font`, broken into lines no wider than `width` pixels (`nil`: no limit, one
    /// line per paragraph), by `options`.
    public static func make(_ text: String, font: Font, width: Double?, options: TextLayoutOptions) -> TextLayout {
        font.engine.locked { makeLocked(text, font: font, width: width, options: options) }
    }

    private static func makeLocked(_ text: String, font: Font, width: Double?, options: TextLayoutOptions) -> TextLayout {
        let engine = font.engine
        let widthKey = width.map { Int(max(0, $0).rounded(.down)) }
        let key = LayoutKey(text: text, font: font.key, width: widthKey, options: options)
        if let layout = engine.layouts[key] { return layout }
        engine.counters.layouts += 1
        let builder = LineBuilder(font: font, width: widthKey.map { $0 * 64 }, options: options)
        let layout = builder.layout(Array(text.unicodeScalars.lazy.map(\.value)))
        layout.engine = engine
        engine.layouts.insert(layout, for: key, cost: text.utf8.count + layout.glyphCount * 24 + layout.lines.count * 96 + 256)
        return layout
    }
}

/// What a layout is cached by. The text compares and hashes by its UTF-8 bytes, not as Swift's
/// `String` does (by canonical equivalence, normalizing to NFC on the way): "é" and "e" with a
/// combining acute shape differently and must not share a layout, and normalizing a cluster of
/// 100,000 marks to hash it cost more than laying it out.
struct LayoutKey: Hashable {
    var text: String
    var font: FontKey
    var width: Int?
    var options: TextLayoutOptions

    static func == (a: LayoutKey, b: LayoutKey) -> Bool {
        a.font == b.font && a.width == b.width && a.options == b.options && a.text.utf8.elementsEqual(b.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(font)
        hasher.combine(width)
        hasher.combine(options)
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
