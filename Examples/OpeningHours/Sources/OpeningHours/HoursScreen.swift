public import Pane

/// The opening-hours screen: a title, then one of three states (`show(_:)`): a spinner and
/// "Loading…" while the request runs, the week as rows ("Monday · 10:00–18:00") on a card, or
/// the reason it failed and a Retry button (which calls `onRetry`).
public final class HoursScreen: View {
    /// What the screen shows under the title.
    public enum State: Equatable {
        /// The request runs: the spinner turns.
        case loading
        /// The week, one row a day.
        case loaded(WeekHours)
        /// The request failed; the text is the whole message shown.
        case failed(String)
    }

    /// What the screen shows now; set with `show(_:)`.
    public private(set) var state: State = .loading
    /// "Opening hours", bold, at the top.
    public let titleLabel: Label
    /// The museum's name once loaded; empty before.
    public let subtitleLabel: Label
    /// Turns while loading, hidden otherwise.
    public let spinner: ActivityIndicator
    /// "Loading…", or the failure's message.
    public let messageLabel: Label
    /// Shown with a failure; calls `onRetry`.
    public let retryButton: Button
    /// The week's rows on a card, hidden until loaded.
    public let card: View
    /// The week's note under the card.
    public let noteLabel: Label
    /// Called when Retry is tapped.
    public var onRetry: (() -> Void)?
    let theme: Theme
    /// One row a day, made by `show(_:)`.
    public private(set) var rows: [HoursRow] = []

    /// The screen in `frame`, showing `.loading`, in `theme`'s colours and fonts.
    public init(frame: Rect, theme: Theme = .light) {
        self.theme = theme
        titleLabel = Label(text: "Opening hours", font: Font.system(size: 30, bold: true))
        subtitleLabel = Label(text: "", font: Font.system(size: 20))
        spinner = ActivityIndicator(theme: theme)
        messageLabel = Label(text: "", font: theme.font)
        retryButton = Button(title: "Retry", style: .filled, theme: theme)
        card = View()
        noteLabel = Label(text: "", font: theme.footnoteFont)
        super.init(frame: frame)
        backgroundColor = theme.backgroundColor
        titleLabel.textColor = theme.textColor
        subtitleLabel.textColor = theme.secondaryTextColor
        messageLabel.textColor = theme.secondaryTextColor
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        messageLabel.lineBreakMode = .byWordWrapping
        noteLabel.textColor = theme.secondaryTextColor
        card.backgroundColor = theme.secondaryBackgroundColor
        card.cornerRadius = theme.cornerRadius * 1.5
        retryButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in self.onRetry?() }
        for v in [titleLabel, subtitleLabel, card, noteLabel, spinner, messageLabel, retryButton] { addSubview(v) }
        show(.loading)
    }

    /// Shows `state`: the spinner runs only while loading, the rows only when loaded, the
    /// message with Retry only after a failure.
    public func show(_ state: State) {
        self.state = state
        for row in rows { row.removeFromSuperview() }
        rows = []
        switch state {
        case .loading:
            subtitleLabel.text = ""
            noteLabel.text = ""
            messageLabel.text = "Loading…"
            messageLabel.textColor = theme.secondaryTextColor
            spinner.startAnimating()
        case .loaded(let week):
            spinner.stopAnimating()
            subtitleLabel.text = week.museum
            noteLabel.text = week.note ?? ""
            messageLabel.text = ""
            for (i, day) in week.days.enumerated() {
                let row = HoursRow(day: day, theme: theme, separator: i > 0)
                rows.append(row)
                card.addSubview(row)
            }
        case .failed(let message):
            spinner.stopAnimating()
            subtitleLabel.text = ""
            noteLabel.text = ""
            messageLabel.text = message
            messageLabel.textColor = theme.textColor
        }
        card.isHidden = rows.isEmpty
        messageLabel.isHidden = messageLabel.text.isEmpty
        noteLabel.isHidden = noteLabel.text.isEmpty
        retryButton.isHidden = { if case .failed = state { return false } else { return true } }()
        setNeedsLayout()
    }

    /// Places the title, the card and its rows, and the loading or failure views centred below.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width - 96, rowHeight = 40.0
        titleLabel.frame = Rect(x: 48, y: 24, width: width, height: 40)
        subtitleLabel.frame = Rect(x: 48, y: 66, width: width, height: 26)
        card.frame = Rect(x: 48, y: 104, width: width, height: rowHeight * Double(rows.count))
        for (i, row) in rows.enumerated() {
            row.frame = Rect(x: 0, y: rowHeight * Double(i), width: width, height: rowHeight)
        }
        noteLabel.frame = Rect(x: 48, y: card.frame.maxY + 12, width: width, height: 20)
        // Loading and failure: centred in the room under the title.
        let middle = (104 + bounds.height) / 2
        if case .loading = state {
            spinner.frame.origin = Point(x: (bounds.width - ActivityIndicator.size.width) / 2, y: middle - 36)
            messageLabel.frame = Rect(x: 48, y: middle - 4, width: width, height: 28)
        } else {
            messageLabel.frame = Rect(x: 72, y: middle - 80, width: bounds.width - 144, height: 84)
        }
        let button = retryButton.intrinsicContentSize
        let buttonWidth = max(160, button.width)
        retryButton.frame = Rect(x: (bounds.width - buttonWidth) / 2, y: middle + 24, width: buttonWidth, height: button.height)
    }
}

/// One day on the card: its name on the left, its hours (or "closed") on the right, a hairline
/// above all but the first.
public final class HoursRow: View {
    /// The day's name, on the left.
    public let dayLabel: Label
    /// "10:00–18:00" or "closed", on the right.
    public let hoursLabel: Label
    let separator: View?

    /// A row for `day` in `theme`'s colours; `separator` draws the hairline above it.
    public init(day: DayHours, theme: Theme, separator: Bool) {
        dayLabel = Label(text: day.day, font: theme.font)
        hoursLabel = Label(text: day.hoursText, font: theme.font)
        self.separator = separator ? View() : nil
        super.init(frame: .zero)
        dayLabel.textColor = theme.textColor
        hoursLabel.textColor = day.opens == nil ? theme.secondaryTextColor : theme.textColor
        hoursLabel.textAlignment = .right
        self.separator?.backgroundColor = theme.separatorColor
        for v in [dayLabel, hoursLabel] + (self.separator.map { [$0] } ?? []) { addSubview(v) }
    }

    /// "Monday 10:00–18:00": what the row says, for tests and logs.
    public var text: String { "\(dayLabel.text) \(hoursLabel.text)" }

    /// The two labels side by side, 16 pt in from the card's edges; the hairline along the top.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let inset = 16.0, half = (bounds.width - 2 * inset) / 2
        dayLabel.frame = Rect(x: inset, y: 0, width: half, height: bounds.height)
        hoursLabel.frame = Rect(x: inset + half, y: 0, width: half, height: bounds.height)
        separator?.frame = Rect(x: inset, y: 0, width: bounds.width - inset, height: 1)
    }
}
