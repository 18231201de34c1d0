public import PanePixels
public import PaneText
public import PaneUI

/// The colours, fonts and spacing every control draws with, in a light and a dark variant.
///
/// Controls take `Theme.current` when they are made and keep their own copy in `theme`; set
/// `Theme.current = .dark` at start-up for a dark kiosk, or give one control its own `theme`.
/// The colours are Apple's system colours (Human Interface Guidelines, "Color": systemBlue,
/// systemBackground, secondarySystemBackground, label, secondaryLabel, tertiaryLabel,
/// systemFill, separator, systemRed, systemGreen), so a screen looks as its iOS sketch did.
/// Fonts are loaded on first use of a theme; they are `nil` where no font is installed, and
/// text is then not drawn.
public struct Theme {
    /// Buttons, the switch's on track, the slider's filled part, selected segments.
    public var tintColor: Color
    /// Text and icons drawn on the tint colour.
    public var onTintColor: Color
    /// A screen's background (systemBackground).
    public var backgroundColor: Color
    /// Cards, grouped sections, the navigation bar (secondarySystemBackground).
    public var secondaryBackgroundColor: Color
    /// Tracks, unfilled bars, a disabled filled button (systemFill).
    public var fillColor: Color
    /// Main text (label).
    public var textColor: Color
    /// Secondary text, a message under a title (secondaryLabel).
    public var secondaryTextColor: Color
    /// Disabled text and placeholders (tertiaryLabel).
    public var disabledTextColor: Color
    /// Hairlines between rows and around controls (separator).
    public var separatorColor: Color
    /// Destructive actions (systemRed).
    public var destructiveColor: Color
    /// The switch's track when on (systemGreen).
    public var onColor: Color
    /// The thumbs of switches and sliders.
    public var thumbColor: Color
    /// The dimming laid over a screen under a modal view.
    public var dimmingColor: Color
    /// Raised tiles on a fill: a segmented control's selected segment (white; systemGray3 dark).
    public var raisedColor: Color

    /// Body text, 17 px (UIKit's body size).
    public var font: Font?
    /// Titles of bars and alerts, bold 17 px.
    public var headlineFont: Font?
    /// Small print and segment titles, 13 px.
    public var footnoteFont: Font?
    /// The text size the fonts are for (`sized(for:)` sets it): what `Font.preferredFont(forTextStyle:)`
    /// and labels that adjust to the text size follow.
    public var contentSizeCategory: ContentSizeCategory = .large

    /// The space between neighbouring controls and around content, in points.
    public var spacing: Double
    /// The corner radius of buttons, segments and cards.
    public var cornerRadius: Double

    /// A theme from every colour, font and metric; to change one thing, copy `.light` or `.dark` and set it.
    public init(tintColor: Color, onTintColor: Color, backgroundColor: Color, secondaryBackgroundColor: Color,
                fillColor: Color, textColor: Color, secondaryTextColor: Color, disabledTextColor: Color,
                separatorColor: Color, destructiveColor: Color, onColor: Color, thumbColor: Color,
                dimmingColor: Color, raisedColor: Color, font: Font?, headlineFont: Font?, footnoteFont: Font?,
                spacing: Double = 8, cornerRadius: Double = 8) {
        self.tintColor = tintColor
        self.onTintColor = onTintColor
        self.backgroundColor = backgroundColor
        self.secondaryBackgroundColor = secondaryBackgroundColor
        self.fillColor = fillColor
        self.textColor = textColor
        self.secondaryTextColor = secondaryTextColor
        self.disabledTextColor = disabledTextColor
        self.separatorColor = separatorColor
        self.destructiveColor = destructiveColor
        self.onColor = onColor
        self.thumbColor = thumbColor
        self.dimmingColor = dimmingColor
        self.raisedColor = raisedColor
        self.font = font
        self.headlineFont = headlineFont
        self.footnoteFont = footnoteFont
        self.spacing = spacing
        self.cornerRadius = cornerRadius
    }

    /// The light variant (Apple's light-mode system colours).
    nonisolated(unsafe) public static let light = Theme(
        tintColor: Color(rgb: 0x007AFF), onTintColor: .white,
        backgroundColor: .white, secondaryBackgroundColor: Color(rgb: 0xF2F2F7),
        fillColor: Color(red: 0x78, green: 0x78, blue: 0x80, alpha: 0x33),        // 20 %
        textColor: .black,
        secondaryTextColor: Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x99), // 60 %
        disabledTextColor: Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x4D),  // 30 %
        separatorColor: Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x4A),     // 29 %
        destructiveColor: Color(rgb: 0xFF3B30), onColor: Color(rgb: 0x34C759), thumbColor: .white,
        dimmingColor: Color(red: 0, green: 0, blue: 0, alpha: 0x66),                // 40 %
        raisedColor: .white,
        font: Font.system(size: 17), headlineFont: Font.system(size: 17, bold: true),
        footnoteFont: Font.system(size: 13))

    /// The dark variant (Apple's dark-mode system colours).
    nonisolated(unsafe) public static let dark = Theme(
        tintColor: Color(rgb: 0x0A84FF), onTintColor: .white,
        backgroundColor: .black, secondaryBackgroundColor: Color(rgb: 0x1C1C1E),
        fillColor: Color(red: 0x78, green: 0x78, blue: 0x80, alpha: 0x5C),        // 36 %
        textColor: .white,
        secondaryTextColor: Color(red: 0xEB, green: 0xEB, blue: 0xF5, alpha: 0x99), // 60 %
        disabledTextColor: Color(red: 0xEB, green: 0xEB, blue: 0xF5, alpha: 0x4D),  // 30 %
        separatorColor: Color(red: 0x54, green: 0x54, blue: 0x58, alpha: 0x99),     // 60 %
        destructiveColor: Color(rgb: 0xFF453A), onColor: Color(rgb: 0x30D158), thumbColor: .white,
        dimmingColor: Color(red: 0, green: 0, blue: 0, alpha: 0x99),                // 60 %
        raisedColor: Color(rgb: 0x636366),
        font: Font.system(size: 17), headlineFont: Font.system(size: 17, bold: true),
        footnoteFont: Font.system(size: 13))

    /// The theme controls take when they are made. Set it before building the screen.
    nonisolated(unsafe) public static var current: Theme = .light
}
