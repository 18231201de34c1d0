public import PaneGestures
public import PaneGeometry
public import PanePixels
public import PaneUI

/// A tappable button with a title and an optional image (UIKit's `UIButton` with a
/// configuration): `.filled` (tint background, white title), `.tinted` (pale tint background,
/// tint title) or `.plain` (tint title only), in the colours of its `theme`.
///
/// A tap sends `.touchUpInside` and then `.primaryActionTriggered`; while the finger is down
/// (within 70 pt, see `Control`) the button shows its highlighted look, and a disabled button
/// shows the theme's disabled colours and ignores touches.
///
/// ```swift
/// let order = Button(title: "Order", style: .filled)
/// order.addAction(for: .primaryActionTriggered) { _ in cart.submit() }
/// order.frame = Rect(origin: Point(x: 20, y: 400), size: order.intrinsicContentSize)
/// ```
open class Button: Control {
    /// How the button fills its shape, in its theme's tint.
    public enum Style: Sendable {
        /// Tint background, white title: the main action of a screen.
        case filled
        /// Pale tint background, tint title: a secondary action.
        case tinted
        /// No background, tint title: a link-like action.
        case plain
    }

    /// The look; changing it redraws the button.
    public var style: Style { didSet { if style != oldValue { stateDidChange() } } }
    /// The text; `nil` or empty shows the image alone.
    public var title: String? { didSet { contentDidChange() } }
    /// Shown before the title, at its own size.
    public var image: Image? { didSet { contentDidChange() } }
    /// Colours and font; `Theme.current` when the button was made.
    public var theme: Theme { didSet { titleLabel.font = theme.font; stateDidChange(); setNeedsLayout() } }
    /// Replaces the theme's tint colour for this button.
    public var tintColor: Color? { didSet { if tintColor != oldValue { stateDidChange() } } }
    /// Space between the edges and the content (Pane's default: 10 pt above and below,
    /// 16 pt at the sides).
    public var contentInsets = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16) { didSet { setNeedsLayout() } }
    /// Space between the image and the title.
    public var imagePadding = 8.0 { didSet { setNeedsLayout() } }

    /// Shows `title`; use its `font` to change the font.
    public let titleLabel = Label()
    /// Shows `image`, left of the title.
    public let imageView = ImageView()

    /// The smallest height `intrinsicContentSize` gives: the 44 pt minimum touch target of
    /// Apple's Human Interface Guidelines ("Layout", hit targets).
    public static let minimumHeight = 44.0

    /// A button showing `title` and/or `image` in `style`; size it with `intrinsicContentSize`.
    public init(title: String? = nil, image: Image? = nil, style: Style = .filled, theme: Theme = Theme.current) {
        self.style = style
        self.theme = theme
        self.title = title
        self.image = image
        super.init(frame: .zero)
        titleLabel.font = theme.font
        titleLabel.isUserInteractionEnabled = false   // the button takes the touch, as UIKit's title label
        imageView.isUserInteractionEnabled = false
        addSubview(imageView)
        addSubview(titleLabel)
        contentDidChange()
        stateDidChange()
    }

    private func contentDidChange() {
        titleLabel.text = title ?? ""
        titleLabel.isHidden = (title ?? "").isEmpty
        imageView.image = image
        imageView.isHidden = image == nil
        invalidateIntrinsicContentSize()
    }

    open override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// A superview's single-finger single tap does not take a tap on the button (UIKit).
    open override func defaultActionOverlaps(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.isSingleFingerSingleTap
    }

    /// The tint this button draws with.
    public var effectiveTintColor: Color { tintColor ?? theme.tintColor }

    /// The colours of the current state and style: what `stateDidChange()` applies.
    public var currentColors: (background: Color?, foreground: Color) {
        let tint = effectiveTintColor
        guard isEnabled else {
            return (style == .plain ? nil : theme.fillColor, theme.disabledTextColor)
        }
        switch style {
        case .filled:
            // Highlighted: the tint under 20 % black, Pane's pressed look.
            let bg = isHighlighted ? Button.mix(tint, over: .black, alpha: 204) : tint
            return (bg, theme.onTintColor)
        case .tinted:
            return (tint.multiplied(byAlpha: isHighlighted ? 64 : 38), tint)   // 25 % / 15 %
        case .plain:
            return (nil, isHighlighted ? tint.multiplied(byAlpha: 128) : tint)
        }
    }

    /// The title unless set otherwise.
    open override var accessibilityLabel: String? {
        get { accessibility.label ?? title }
        set { accessibility.label = newValue }
    }
    /// `button`.
    open override var defaultAccessibilityTraits: AccessibilityTraits { .button }

    open override func stateDidChange() {
        let colors = currentColors
        backgroundColor = colors.background
        cornerRadius = style == .plain ? 0 : theme.cornerRadius
        titleLabel.textColor = colors.foreground
        imageView.alpha = isEnabled ? (style == .plain && isHighlighted ? 0.5 : 1) : 0.4
    }

    /// The title's size as its font measures it.
    var titleSize: Size {
        guard let title, !title.isEmpty, let font = titleLabel.font else { return .zero }
        return Size(width: Double(font.width(of: title)), height: Double(font.lineHeight))
    }

    var imageSize: Size {
        guard let image else { return .zero }
        return Size(width: Double(image.width), height: Double(image.height))
    }

    /// Image, padding and title side by side, plus `contentInsets`, at least 44 pt tall.
    open override var intrinsicContentSize: Size {
        let t = titleSize, i = imageSize
        let gap = t.width > 0 && i.width > 0 ? imagePadding : 0
        let w = contentInsets.left + i.width + gap + t.width + contentInsets.right
        let h = contentInsets.top + max(t.height, i.height) + contentInsets.bottom
        return Size(width: w, height: max(Button.minimumHeight, h))
    }

    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Centres image and title together in the bounds, on whole points.
    open override func layoutSubviews() {
        let t = titleSize, i = imageSize
        let gap = t.width > 0 && i.width > 0 ? imagePadding : 0
        let total = i.width + gap + t.width
        var x = (bounds.minX + (bounds.width - total) / 2).rounded()
        if i.width > 0 {
            imageView.frame = Rect(x: x, y: (bounds.midY - i.height / 2).rounded(), width: i.width, height: i.height)
            x += i.width + gap
        }
        titleLabel.frame = Rect(x: x, y: (bounds.midY - t.height / 2).rounded(), width: t.width, height: t.height)
    }

    /// `top` at `alpha`/255 over opaque `bottom`, opaque.
    static func mix(_ top: Color, over bottom: Color, alpha: UInt8) -> Color {
        let a = UInt32(alpha)
        let t = multiplyUN8x4(top.argb, a), b = multiplyUN8x4(bottom.argb, 255 - a)
        return Color(premultipliedARGB: 0xFF00_0000 | ((t &+ b) & 0x00FF_FFFF))
    }
}
