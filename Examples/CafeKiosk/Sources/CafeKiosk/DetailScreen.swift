public import Pane

/// One item: its swatch, name, description and price, an "Order" button, and a "Menu" button
/// back to the menu.
public final class DetailScreen: View {
    public let item: MenuItem
    public let orderButton: Button
    public let backButton: Button
    public var onOrder: ((MenuItem) -> Void)?
    public var onBack: (() -> Void)?

    public init(frame: Rect, item: MenuItem, theme: Theme = .light) {
        self.item = item
        orderButton = Button(title: "Order · \(item.priceText)", style: .filled, theme: theme)
        backButton = Button(title: "‹ Menu", style: .plain, theme: theme)
        super.init(frame: frame)
        backgroundColor = theme.backgroundColor

        let swatch = View(frame: Rect(x: 24, y: 72, width: 320, height: frame.height - 96))
        swatch.backgroundColor = item.color
        swatch.cornerRadius = 16
        let text = Rect(x: 376, y: 72, width: frame.width - 400, height: 0)
        let name = Label(text: item.name, frame: Rect(x: text.minX, y: text.minY, width: text.width, height: 40),
                         font: Font.system(size: 32, bold: true))
        name.textColor = theme.textColor
        let detail = Label(text: item.detail, frame: Rect(x: text.minX, y: 124, width: text.width, height: 90))
        detail.numberOfLines = 0
        detail.lineBreakMode = .byWordWrapping
        detail.textColor = theme.secondaryTextColor
        orderButton.frame = Rect(x: text.minX, y: frame.height - 24 - 56, width: text.width, height: 56)
        orderButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in self.onOrder?(self.item) }
        backButton.frame = Rect(origin: Point(x: 12, y: 12), size: backButton.intrinsicContentSize)
        backButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in self.onBack?() }
        // Spoken without the symbols: "Back to the menu, button", "Order Cappuccino, €3.20, button".
        backButton.accessibilityLabel = "Back to the menu"
        orderButton.accessibilityLabel = "Order \(item.name), \(item.priceText)"
        orderButton.accessibilityHint = "Pay at the counter when you collect it"
        name.accessibilityTraits = .header
        for v in [swatch, name, detail, orderButton, backButton] { addSubview(v) }
    }
}
