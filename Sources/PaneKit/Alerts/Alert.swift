public import PaneGeometry
public import PanePixels
public import PaneUI

/// A small card with a title, a message and buttons, shown over a dimmed screen (UIKit's
/// `UIAlertController` in the `.alert` style). Show it with `show(in:)`; a tap on an action
/// dismisses it and then calls the action's handler.
///
/// Two actions sit side by side, any other number one under the other; a `.cancel` action is
/// bold and goes last (left of two), a `.destructive` one is red. The title and the message are
/// one line each for now (multi-line text waits for the text layer).
///
/// ```swift
/// let alert = Alert(title: "Place order?", message: "2 × Flat white")
/// alert.addAction(Alert.Action(title: "Cancel", style: .cancel))
/// alert.addAction(Alert.Action(title: "Order") { cart.submit() })
/// alert.show(in: window)
/// ```
open class Alert: View {
    /// One button of an alert (UIKit's `UIAlertAction`).
    public struct Action {
        /// How an action's button looks and where it goes (UIKit's `UIAlertAction.Style`).
        public enum Style: Sendable {
            /// A plain button in the tint colour.
            case `default`
            /// Bold, and placed last (on the left of two).
            case cancel
            /// A red button, for an action that deletes or cannot be undone.
            case destructive
        }
        /// The button's text.
        public var title: String
        /// How the button looks and where it goes.
        public var style: Style
        /// Called after the alert is dismissed by a tap on this action; `nil` only dismisses.
        public var handler: (() -> Void)?

        /// An action titled `title`; `handler` runs after the alert goes.
        public init(title: String, style: Style = .default, handler: (() -> Void)? = nil) {
            self.title = title
            self.style = style
            self.handler = handler
        }
    }

    /// UIKit's alert width.
    public static let width = 270.0
    /// The height of one row of buttons (UIKit's 44 pt).
    public static let buttonHeight = 44.0

    /// Shows the title, bold, on one line.
    public let titleLabel = Label()
    /// Shows the message, on one line.
    public let messageLabel = Label()
    /// The actions added so far, in the order given (`.cancel` is shown last).
    public private(set) var actions: [Action] = []
    /// The colours and fonts the card is drawn with, fixed at init.
    public let theme: Theme
    var buttons: [Button] = []
    var separators: [View] = []

    /// An alert with no actions yet; a `nil` title or message leaves that line out.
    public init(title: String?, message: String?, theme: Theme = Theme.current) {
        self.theme = theme
        super.init(frame: .zero)
        backgroundColor = theme.secondaryBackgroundColor
        cornerRadius = 14
        clipsToBounds = true
        titleLabel.text = title ?? ""
        titleLabel.font = theme.headlineFont
        titleLabel.textColor = theme.textColor
        messageLabel.text = message ?? ""
        messageLabel.font = theme.footnoteFont
        messageLabel.textColor = theme.textColor
        for l in [titleLabel, messageLabel] {
            l.isUserInteractionEnabled = false
            addSubview(l)
        }
    }

    /// Adds a button; a `.cancel` action moves to the end (UIKit allows one).
    public func addAction(_ action: Action) {
        actions.append(action)
        actions.sort { $0.style != .cancel && $1.style == .cancel }
        rebuildButtons()
    }

    /// Presents the alert in `window` (fading in as UIKit's alerts do).
    public func show(in window: Window, animated: Bool = true) {
        bounds.size = intrinsicContentSize
        window.present(self, style: .alert, animated: animated, theme: theme)
    }

    func rebuildButtons() {
        for b in buttons { b.removeFromSuperview() }
        for s in separators { s.removeFromSuperview() }
        buttons = []
        separators = []
        // Two buttons: cancel on the left (UIKit's order for a pair).
        let ordered = actions.count == 2 ? actions.sorted { $0.style == .cancel && $1.style != .cancel } : actions
        for action in ordered {
            let b = Button(title: action.title, style: .plain, theme: theme)
            if action.style == .cancel { b.titleLabel.font = theme.headlineFont }
            if action.style == .destructive { b.tintColor = theme.destructiveColor }
            b.addAction(for: .primaryActionTriggered) { [weak self] _ in
                guard let window = self?.window else { return }
                window.dismiss(animated: true) { action.handler?() }
            }
            buttons.append(b)
            addSubview(b)
        }
        for _ in 0..<buttons.count {
            let line = View()
            line.backgroundColor = theme.separatorColor
            line.isUserInteractionEnabled = false
            separators.append(line)
            addSubview(line)
        }
        invalidateIntrinsicContentSize()
    }

    /// Whether the buttons sit side by side.
    var buttonsInARow: Bool { buttons.count == 2 }

    var textHeight: Double {
        var h = 20.0
        if !titleLabel.text.isEmpty { h += Double(titleLabel.font?.lineHeight ?? 0) }
        if !messageLabel.text.isEmpty { h += 4 + Double(messageLabel.font?.lineHeight ?? 0) }
        return h + 20
    }

    /// 270 pt wide; the text with 20 pt above and below, then the buttons.
    open override var intrinsicContentSize: Size {
        let rows = buttons.isEmpty ? 0 : (buttonsInARow ? 1 : buttons.count)
        return Size(width: Alert.width, height: textHeight + Double(rows) * Alert.buttonHeight)
    }

    open override func layoutSubviews() {
        var y = bounds.minY + 20
        for l in [titleLabel, messageLabel] where !l.text.isEmpty {
            let h = Double(l.font?.lineHeight ?? 0)
            let w = min(bounds.width - 32, Double(l.font?.width(of: l.text) ?? 0))
            l.frame = Rect(x: (bounds.midX - w / 2).rounded(), y: y, width: w, height: h)
            y += h + 4
        }
        let top = bounds.minY + textHeight
        for (i, b) in buttons.enumerated() {
            if buttonsInARow {
                let w = bounds.width / 2
                b.frame = Rect(x: bounds.minX + w * Double(i), y: top, width: w, height: Alert.buttonHeight)
                separators[i].frame = i == 0
                    ? Rect(x: bounds.minX, y: top, width: bounds.width, height: 1)
                    : Rect(x: bounds.minX + w, y: top, width: 1, height: Alert.buttonHeight)
            } else {
                let row = top + Double(i) * Alert.buttonHeight
                b.frame = Rect(x: bounds.minX, y: row, width: bounds.width, height: Alert.buttonHeight)
                separators[i].frame = Rect(x: bounds.minX, y: row, width: bounds.width, height: 1)
            }
        }
    }
}
