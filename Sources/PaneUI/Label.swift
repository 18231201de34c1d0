public import PaneGeometry
public import PanePixels

/// A line of text, drawn with a `Font` into the view's cached raster: changing the text redraws
/// it, moving or scrolling the label does not.
///
/// The text sits on one line, vertically centred, aligned by `alignment`; text wider than the
/// bounds is cut at the edge. Without a font (no font installed) the label draws only its
/// background.
open class Label: View {
    public enum Alignment: Sendable { case left, center, right }

    public var text = "" { didSet { if text != oldValue { setNeedsDisplay() } } }
    public var font: Font? = Label.defaultFont { didSet { if font !== oldValue { setNeedsDisplay() } } }
    public var textColor: Color = .white { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    public var alignment: Alignment = .left { didSet { if alignment != oldValue { setNeedsDisplay() } } }

    /// The system sans face at 18 px, loaded on first use. Set it at start-up to change every
    /// label made afterwards.
    nonisolated(unsafe) public static var defaultFont: Font? = Font.system(size: 18)

    public override init() { super.init() }
    public override init(frame: Rect) { super.init(frame: frame) }

    public init(text: String, frame: Rect = .zero, font: Font? = Label.defaultFont) {
        self.text = text
        self.font = font
        super.init(frame: frame)
    }

    open override var drawsContent: Bool { true }

    /// The width and line height the text needs.
    public var intrinsicSize: Size {
        guard let font else { return .zero }
        return Size(width: Double(font.width(of: text)), height: Double(font.lineHeight))
    }

    open override func draw(in canvas: Canvas) {
        guard let font, !text.isEmpty else { return }
        let area = canvas.pixelRect(bounds)
        let width = font.width(of: text)
        let x: Int
        switch alignment {
        case .left: x = area.x
        case .center: x = area.x + (area.width - width) / 2
        case .right: x = area.maxX - width
        }
        let baseline = area.y + (area.height - font.lineHeight) / 2 + font.ascent
        font.draw(text, in: canvas.pixels, at: (x, baseline), color: textColor, clip: area)
    }
}
