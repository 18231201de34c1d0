/// How lines are broken or shortened when the text is wider than its space (NSLineBreakMode).
public enum LineBreakMode: Sendable, Hashable {
    /// Wraps at line-break opportunities (UAX #14 by ICU: spaces, after hyphens, between CJK
    /// characters, Thai by dictionary); a word longer than the line is broken between characters.
    case byWordWrapping
    /// Wraps between any two characters (grapheme clusters).
    case byCharWrapping
    /// Wraps by words; the last line shows its start and an ellipsis.
    case byTruncatingTail
    /// Wraps by words; the last line shows an ellipsis and the text's end.
    case byTruncatingHead
    /// Wraps by words; the last line shows its start, an ellipsis and the text's end.
    case byTruncatingMiddle
    /// Wraps by words; the last line is cut at its edge.
    case byClipping

    var truncates: Bool { self == .byTruncatingTail || self == .byTruncatingHead || self == .byTruncatingMiddle }
}

/// Where lines sit across the text's width (NSTextAlignment).
public enum TextAlignment: Sendable, Hashable {
    /// Left in a left-to-right paragraph, right in a right-to-left one.
    case natural
    /// Every line starts at the left edge, whatever the paragraph's direction.
    case left
    /// Every line is centred across the width.
    case center
    /// Every line ends at the right edge, whatever the paragraph's direction.
    case right
}

/// Everything about laying text out except the text, the font and the width.
public struct TextLayoutOptions: Sendable, Hashable {
    /// The most lines shown; 0 for as many as the text needs.
    public var numberOfLines: Int
    /// How lines are broken, and how the last one is shortened when the text needs more than `numberOfLines`.
    public var lineBreakMode: LineBreakMode
    /// Where each line sits across the layout's width.
    public var alignment: TextAlignment
    /// Extra pixels between one line's bottom and the next one's top (NSParagraphStyle.lineSpacing).
    public var lineSpacing: Double
    /// Each paragraph's direction, or `.natural` to take it from its text.
    public var baseWritingDirection: WritingDirection
    /// The text's language (BCP 47, "ja", "zh-tw"): chooses among fonts (Han characters) and
    /// shaping forms; `nil` for none.
    public var language: String?

    /// Options with UILabel's defaults: one line, truncated at the tail, naturally aligned, no extra spacing,
    /// direction from the text.
    public init(numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail,
                alignment: TextAlignment = .natural, lineSpacing: Double = 0,
                baseWritingDirection: WritingDirection = .natural, language: String? = nil) {
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.baseWritingDirection = baseWritingDirection
        self.language = language
    }
}
