public import PaneGeometry
public import PanePixels
public import PaneUI

/// The bar at the top of a `NavigationStack` (UIKit's `UINavigationBar`): the top screen's
/// title in the middle, a back button naming the screen underneath on the left, the top
/// screen's `NavigationItem.rightView` on the right, a hairline along the bottom; right to
/// left (`effectiveUserInterfaceLayoutDirection`) the back button is on the right with its
/// chevron pointing right, and the right view on the left. 44 pt tall
/// (UIKit's compact bar) plus the safe area above it.
open class NavigationBar: View {
    /// UINavigationBar's height without a large title.
    public static let height = 44.0
    /// The longest back-button title; a longer one reads "Back" (as UIKit shortens it).
    public static let maximumBackTitleLength = 12

    /// The top screen's title, shown in the middle of the bar.
    public var title = "" { didSet { titleLabel.text = title; setNeedsLayout() } }
    /// The screen underneath's title; `nil` hides the back button (the root screen).
    public var backTitle: String? {
        didSet {
            backButton.title = backButtonTitle
            backButton.isHidden = backTitle == nil
            setNeedsLayout()
        }
    }

    /// The back button's text: a chevron pointing back, then the name ("Back" for a long or
    /// empty one). Right to left the chevron points right and stands at the right end (a
    /// right-to-left mark first makes the line right to left whatever the name's script).
    var backButtonTitle: String? {
        let name = backTitle.map { $0.count > NavigationBar.maximumBackTitleLength || $0.isEmpty ? "Back" : $0 }
        return name.map { isRightToLeft ? "\u{200F}› " + $0 : "‹ " + $0 }
    }
    /// Shows `title`, in the theme's headline font.
    public let titleLabel = Label()
    /// The back button on the left; the stack pops when it is tapped.
    public let backButton: Button
    /// At the right end of the row, at its own `frame.size`, vertically centred; the stack
    /// puts the top item's `rightView` here.
    public var rightView: View? {
        didSet {
            guard rightView !== oldValue else { return }
            if let old = oldValue, old.superview === self { old.removeFromSuperview() }
            if let rightView { insertSubview(rightView, belowSubview: hairline) }
            setNeedsLayout()
        }
    }
    /// Whether the screens of the stack reach under the bar (UIKit's `isTranslucent`, there
    /// `true` by default; here `false`, screens start below the bar). A translucent bar wants a
    /// background colour with some transparency; a scroll view under it sets its own top
    /// `contentInset` to the bar's height (Pane adds no bar to a screen's safe area).
    public var isTranslucent = false { didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } } }
    /// The bar's colours and fonts; a change restyles it.
    public var theme: Theme { didSet { applyTheme() } }
    /// Room kept above the bar's content for the safe area; the stack sets it.
    var topInset = 0.0 { didSet { if topInset != oldValue { setNeedsLayout() } } }
    let hairline = View()

    /// An empty bar in `theme`; a `NavigationStack` makes its own.
    public init(theme: Theme = Theme.current) {
        self.theme = theme
        backButton = Button(title: nil, style: .plain, theme: theme)
        super.init(frame: .zero)
        titleLabel.isUserInteractionEnabled = false
        titleLabel.accessibilityTraits = .header
        hairline.isUserInteractionEnabled = false
        backButton.isHidden = true
        backButton.contentInsets = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        addSubview(titleLabel)
        addSubview(backButton)
        addSubview(hairline)
        applyTheme()
    }

    func applyTheme() {
        backgroundColor = theme.secondaryBackgroundColor
        titleLabel.font = theme.headlineFont
        titleLabel.textColor = theme.textColor
        hairline.backgroundColor = theme.separatorColor
        backButton.theme = theme
    }

    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: NavigationBar.height + topInset) }

    open override func layoutSubviews() {
        let row = Rect(x: bounds.minX, y: bounds.minY + topInset, width: bounds.width, height: NavigationBar.height)
        // The title stays clear of the right view: 80 pt a side, or the right view's width and 16.
        let side = max(80, (rightView?.frame.width ?? 0) + 16)
        let w = min(row.width - 2 * side, Double(titleLabel.font?.width(of: title) ?? 0))
        let h = Double(titleLabel.font?.lineHeight ?? 0)
        titleLabel.frame = Rect(x: (row.midX - max(0, w) / 2).rounded(), y: (row.midY - h / 2).rounded(), width: max(0, w), height: h)
        if backButton.title != backButtonTitle { backButton.title = backButtonTitle }
        let back = backButton.intrinsicContentSize
        backButton.frame = flippedForLayoutDirection(Rect(x: row.minX, y: row.minY, width: min(back.width, row.width / 3),
                                                          height: row.height))
        hairline.frame = Rect(x: bounds.minX, y: bounds.maxY - 1, width: bounds.width, height: 1)
        if let right = rightView {
            let size = right.frame.size
            right.frame = flippedForLayoutDirection(Rect(x: row.maxX - 8 - size.width, y: (row.midY - size.height / 2).rounded(),
                                                         width: size.width, height: size.height))
        }
    }
}
