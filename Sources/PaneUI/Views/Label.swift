public import PaneGeometry
public import PanePixels
public import PaneText

/// Text in a view (UILabel): shaped, with fallback fonts for every script, bidirectional, on as
/// many lines as `numberOfLines` allows, drawn into the view's cached raster. Changing what is
/// shown redraws it; moving or scrolling the label does not, and drawing the same text again
/// finds its layout and glyphs in `TextEngine`'s caches.
///
/// The lines are laid out for the label's width, centred vertically in its bounds, and aligned by
/// `textAlignment`. Without a font (no font installed) the label draws only its background.
open class Label: View {
    /// The text shown; newlines start paragraphs. A change redraws the label. Compared by its
    /// UTF-8 bytes, not by canonical equivalence: "é" composed or not is drawn from different
    /// glyphs, and normalizing long text to compare it costs more than drawing it.
    public var text = "" { didSet { if !text.utf8.elementsEqual(oldValue.utf8) { setNeedsDisplay() } } }
    /// The font the text starts in (fallback fonts fill in the rest); `nil` draws no text.
    public var font: Font? = Label.defaultFont { didSet { if font != oldValue { setNeedsDisplay() } } }
    /// Whether the label takes the new size of its font's text style when the text size changes
    /// (UIKit's `adjustsFontForContentSizeCategory`; PaneKit's `Window.adjustThemes(_:)` does
    /// it): for a font from `Font.preferredFont(forTextStyle:)`. `false` by default, as UIKit's.
    public var adjustsFontForContentSizeCategory = false
    /// The colour of the glyphs (white by default, for Pane's dark screens).
    public var textColor: Color = .white { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// `.natural` (the default) aligns each paragraph by its direction: left to right on the
    /// left, right to left on the right.
    public var textAlignment: TextAlignment = .natural { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }
    /// The most lines shown (1 by default); 0 for as many as the text needs.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { setNeedsDisplay() } } }
    /// How lines wrap, and how the last one is shortened when the text needs more than `numberOfLines`.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { setNeedsDisplay() } } }
    /// Extra pixels between lines (NSParagraphStyle.lineSpacing; UILabel takes it through an
    /// attributed string).
    public var lineSpacing = 0.0 { didSet { if lineSpacing != oldValue { setNeedsDisplay() } } }
    /// The paragraphs' direction; `.natural` takes each one's from its first strong character.
    public var baseWritingDirection: WritingDirection = .natural { didSet { if baseWritingDirection != oldValue { setNeedsDisplay() } } }
    /// The text's language (BCP 47): which forms Han characters take ("ja", "zh-tw", "ko").
    public var language: String? { didSet { if language != oldValue { setNeedsDisplay() } } }
    /// The width `intrinsicContentSize` wraps lines at when `numberOfLines` is not 1; 0 for none.
    public var preferredMaxLayoutWidth = 0.0

    /// The earlier name of `textAlignment`, kept so that code written before PaneText builds.
    @available(*, deprecated, renamed: "textAlignment")
    public var alignment: TextAlignment {
        get { textAlignment }
        set { textAlignment = newValue }
    }

    /// The earlier name of `intrinsicContentSize`.
    @available(*, deprecated, renamed: "intrinsicContentSize")
    public var intrinsicSize: Size { intrinsicContentSize }

    /// The system sans face at 18 px, loaded on first use. Set it at start-up to change every
    /// label made afterwards.
    nonisolated(unsafe) public static var defaultFont: Font? = Font.system(size: 18)

    /// An empty label with an empty frame and the default font.
    public override init() { super.init() }
    /// An empty label in `frame` with the default font.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// A label with text is an accessibility element unless set otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? !text.isEmpty }
        set { accessibility.isElement = newValue }
    }
    /// The label's text unless set otherwise.
    open override var accessibilityLabel: String? {
        get { accessibility.label ?? text }
        set { accessibility.label = newValue }
    }
    /// `staticText` unless set otherwise.
    open override var accessibilityTraits: AccessibilityTraits {
        get { accessibility.traits ?? .staticText }
        set { accessibility.traits = newValue }
    }

    /// A label showing `text` in `font` (the default font unless given).
    public init(text: String, frame: Rect = .zero, font: Font? = Label.defaultFont) {
        self.text = text
        self.font = font
        super.init(frame: frame)
    }

    open override var drawsContent: Bool { true }

    var options: TextLayoutOptions {
        // `.natural` aligns right to left paragraphs right (PaneText), and every line right in a
        // right-to-left layout (UIKit's natural alignment follows the app's direction).
        let alignment: TextAlignment = textAlignment == .natural && isRightToLeft ? .right : textAlignment
        return TextLayoutOptions(numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, alignment: alignment,
                                 lineSpacing: lineSpacing, baseWritingDirection: baseWritingDirection, language: language)
    }

    /// The lines as they are drawn in the label's bounds: `numberOfLines` at most, and no more
    /// than the bounds' height holds (UILabel's: text taller than its label is cut after the last
    /// line that fits, with an ellipsis when `lineBreakMode` truncates). So a label given 100,000
    /// characters lays out the lines it shows, not every line of the text.
    public var layout: TextLayout? {
        guard let font, !text.isEmpty else { return nil }
        var options = options
        // Every line is at least the font's line height (a fallback font only makes it taller),
        // so no more lines than this can show; at least one, as UILabel draws one in any bounds.
        let step = Double(font.lineHeight) + max(0, lineSpacing)
        let fitting = Int(min(1e6, max(1, ((bounds.height + max(0, lineSpacing)) / step).rounded(.down))))
        if options.numberOfLines == 0 || options.numberOfLines > fitting { options.numberOfLines = fitting }
        return TextLayout.make(text, font: font, width: bounds.width, options: options)
    }

    /// The size the text needs when lines may be `size.width` wide (UIView.sizeThatFits): the
    /// widest line and the lines' height, `numberOfLines` at most. A width of 0 or less means no limit.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard let font, !text.isEmpty else { return .zero }
        let layout = TextLayout.make(text, font: font, width: size.width > 0 ? size.width : nil, options: options)
        return Size(width: Double(layout.width), height: Double(layout.height))
    }

    /// The size the text needs: on one line per paragraph, or wrapped at
    /// `preferredMaxLayoutWidth` when that is set and `numberOfLines` is not 1.
    open override var intrinsicContentSize: Size {
        sizeThatFits(Size(width: numberOfLines != 1 ? preferredMaxLayoutWidth : 0, height: 0))
    }

    open override func draw(in canvas: Canvas) {
        guard let layout else { return }
        let area = canvas.pixelRect(bounds)
        let top = area.y + (area.height - layout.height) / 2
        layout.draw(in: canvas.pixels, at: (area.x, top), color: textColor, clip: area)
    }
}
