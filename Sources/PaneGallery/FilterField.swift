public import Pane

/// The title bar's filter: shows what was typed (or a hint), and a tap on it brings up the
/// on-screen keyboard. Typing narrows the grid to the photos whose names contain the text.
public final class FilterField: View {
    public let label = Label()
    public let tap = TapGestureRecognizer()
    public private(set) var text = ""
    public var onChange: ((String) -> Void)?
    static let hint = "filter…"

    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(rgb: 0x3A3A3C)
        label.textColor = Color(rgb: 0x8E8E93)
        label.text = Self.hint
        // Like a text field: when what was typed is wider than the field, its end stays in view.
        label.lineBreakMode = .byTruncatingHead
        addSubview(label)
        addGestureRecognizer(tap)
    }

    public override func layoutSubviews() {
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    /// Applies one key from `KeyboardView` (backspace removes the last character).
    public func type(_ key: String) {
        if key == KeyboardView.backspace {
            if !text.isEmpty { text.removeLast() }
        } else {
            text += key
        }
        label.text = text.isEmpty ? Self.hint : text
        label.textColor = text.isEmpty ? Color(rgb: 0x8E8E93) : .white
        onChange?(text)
    }
}
