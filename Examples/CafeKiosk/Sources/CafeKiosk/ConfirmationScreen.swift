public import Pane

/// After an order: its number, what to collect, and a "New order" button back to the menu.
public final class ConfirmationScreen: View {
    public let newOrderButton: Button
    public var onDone: (() -> Void)?

    public init(frame: Rect, item: MenuItem, number: Int, theme: Theme = .light) {
        newOrderButton = Button(title: "New order", style: .tinted, theme: theme)
        super.init(frame: frame)
        backgroundColor = theme.backgroundColor
        let width = frame.width - 96
        let thanks = Label(text: "Thank you!", frame: Rect(x: 48, y: 110, width: width, height: 48),
                           font: Font.system(size: 40, bold: true))
        let number = Label(text: "Order \(number): \(item.name), \(item.priceText)",
                           frame: Rect(x: 48, y: 178, width: width, height: 32), font: Font.system(size: 24))
        let collect = Label(text: "Please collect it at the counter when your number shows.",
                            frame: Rect(x: 48, y: 220, width: width, height: 28))
        thanks.accessibilityTraits = .header   // the reader lands here first: "Thank you!, heading"
        for label in [thanks, number, collect] {
            label.textAlignment = .center
            label.textColor = label === collect ? theme.secondaryTextColor : theme.textColor
            label.autoresizingMask = [.flexibleWidth]   // centred across the window as it turns
            addSubview(label)
        }
        newOrderButton.frame = Rect(x: (frame.width - 240) / 2, y: 300, width: 240, height: 56)
        newOrderButton.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        newOrderButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in self.onDone?() }
        addSubview(newOrderButton)
    }
}
