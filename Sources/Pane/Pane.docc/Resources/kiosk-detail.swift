public import Pane

/// One item: its swatch, name, description and price, an "Order" button, and a "Menu" button
/// back to the menu.
public final class DetailScreen: View {
    public let item: MenuItem
    public let orderButton: Button
    public let backButton: Button
    public var onOrder: ((MenuItem) -> Void)?
    public var onBack: (() -> Void)?
    let swatch = View()
    let name: Label
    let detail: Label

    public init(frame: Rect, item: MenuItem, theme: Theme = .light) {
        self.item = item
        orderButton = Button(title: "Order · \(item.priceText)", style: .filled, theme: theme)
        backButton = Button(title: "‹ Menu", style: .plain, theme: theme)
        name = Label(text: item.name, font: Font.system(size: 32, bold: true))
        detail = Label(text: item.detail)
        super.init(frame: frame)
        backgroundColor = theme.backgroundColor

        swatch.backgroundColor = item.color
        swatch.cornerRadius = 16
        name.textColor = theme.textColor
        detail.numberOfLines = 0
        detail.lineBreakMode = .byWordWrapping
        detail.textColor = theme.secondaryTextColor
        orderButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in self.onOrder?(self.item) }
        backButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in self.onBack?() }
        // Spoken without the symbols: "Back to the menu, button", "Order Cappuccino, €3.20, button".
        backButton.accessibilityLabel = "Back to the menu"
        orderButton.accessibilityLabel = "Order \(item.name), \(item.priceText)"
        orderButton.accessibilityHint = "Pay at the counter when you collect it"
        name.accessibilityTraits = .header
        for v in [swatch, name, detail, orderButton, backButton] { addSubview(v) }
    }

    /// The swatch beside the text in a regular width (landscape), above it in a compact one
    /// (portrait); the order button along the bottom of the text's column.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let text: Rect
        if traitCollection.horizontalSizeClass == .compact {
            swatch.frame = Rect(x: 24, y: 72, width: bounds.width - 48, height: 200)
            text = Rect(x: 24, y: 296, width: bounds.width - 48, height: 0)
        } else {
            swatch.frame = Rect(x: 24, y: 72, width: 320, height: bounds.height - 96)
            text = Rect(x: 376, y: 72, width: bounds.width - 400, height: 0)
        }
        name.frame = Rect(x: text.minX, y: text.minY, width: text.width, height: 40)
        detail.frame = Rect(x: text.minX, y: text.minY + 52, width: text.width, height: 90)
        orderButton.frame = Rect(x: text.minX, y: bounds.height - 24 - 56, width: text.width, height: 56)
        backButton.frame = Rect(origin: Point(x: 12, y: 12), size: backButton.intrinsicContentSize)
    }
}
