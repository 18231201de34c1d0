public import PaneGeometry

/// Which way a layout reads (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: String, Sendable, CaseIterable {
    /// Leading edge on the left: English, Chinese, Russian.
    case leftToRight = "ltr"
    /// Leading edge on the right: Arabic, Hebrew, Persian, Urdu.
    case rightToLeft = "rtl"
}

/// How a view's content follows the layout direction (UIKit's `UISemanticContentAttribute`).
public enum SemanticContentAttribute: Sendable, CaseIterable {
    /// Follows the superview (at the root, the window's `layoutDirection`).
    case unspecified
    /// Media playback controls (play, rewind), which keep their left-to-right order.
    case playback
    /// Controls that stand for directions (a d-pad, alignment buttons): never flipped.
    case spatial
    /// Always laid out left to right, and so are the subviews that do not say otherwise.
    case forceLeftToRight
    /// Always laid out right to left, and so are the subviews that do not say otherwise.
    case forceRightToLeft
}

extension View {
    /// The direction `attribute` forces, or `nil` for `.unspecified`, as UIKit's
    /// `userInterfaceLayoutDirection(for:)` with the inherited direction left open:
    /// `.playback` and `.spatial` are left to right whatever the app's direction.
    public nonisolated static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute)
        -> UserInterfaceLayoutDirection? {
        switch attribute {
        case .unspecified: nil
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The direction this view lays its content out in: its own `semanticContentAttribute` when
    /// that forces one, else its superview's, else (at the root) its window's `layoutDirection`;
    /// left to right for a view in no window.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        var view: View? = self
        while let v = view {
            if let forced = View.userInterfaceLayoutDirection(for: v.semanticContentAttribute) { return forced }
            if let window = v as? Window { return window.layoutDirection }
            view = v.superview
        }
        return .leftToRight
    }

    /// Whether `effectiveUserInterfaceLayoutDirection` is right to left: where the kit puts
    /// its leading edge on the right.
    public var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// `rect` (in this view's bounds) mirrored about the bounds' vertical centre line when the
    /// view is right to left, else unchanged: how a kit view places a part it computed for a
    /// left-to-right layout.
    public func flippedForLayoutDirection(_ rect: Rect) -> Rect {
        guard isRightToLeft else { return rect }
        return Rect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The direction changed here: this view and every subview lay out and draw again (a
    /// label's natural alignment, a stack's order, a control's parts follow it).
    func layoutDirectionDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
        for s in subviews { s.layoutDirectionDidChange() }
    }
}
