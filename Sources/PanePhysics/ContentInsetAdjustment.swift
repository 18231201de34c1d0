import PaneGeometry

/// Which safe-area edges a scroll view adds to its `contentInset` (spec §1.3,
/// `UIScrollView.ContentInsetAdjustmentBehavior`).
public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
    /// As `.scrollableAxes`, plus top and bottom always when the scroll view belongs to a
    /// controller that adjusts insets.
    case automatic
    /// Left+right iff horizontally scrollable or always bouncing horizontally; top+bottom likewise.
    case scrollableAxes
    /// The safe area is never added: `adjustedContentInset` is `contentInset` alone (plus a keyboard or
    /// refresh control).
    case never
    /// The safe area is added on all four edges, whether the content scrolls or not.
    case always
}

/// `adjustedContentInset = contentInset + systemInset` (spec §1.3, UIKit `_systemContentInset`,
/// `_edgesApplyingSafeAreaInsetsToContentInset`).
///
/// `systemInset` is the safe area on the edges `behavior` selects, plus `keyboardBottom` (spec §9.8)
/// and `refreshControlHeight` (top). "Scrollable" here compares the content size alone with
/// the bounds. Recompute it when any input changes and send `adjustedContentInsetDidChange` if
/// the result differs.
public func adjustedContentInset(contentInset: EdgeInsets, safeAreaInsets safe: EdgeInsets,
                                 behavior: ContentInsetAdjustmentBehavior, contentSize: Size, boundsSize: Size,
                                 alwaysBounceHorizontal: Bool = false, alwaysBounceVertical: Bool = false,
                                 isInAdjustingController: Bool = false,
                                 keyboardBottom: Double = 0, refreshControlHeight: Double = 0) -> EdgeInsets {
    let horizontal = contentSize.width > boundsSize.width || alwaysBounceHorizontal
    let vertical = contentSize.height > boundsSize.height || alwaysBounceVertical
    let (useX, useY): (Bool, Bool)
    switch behavior {
    case .never: (useX, useY) = (false, false)
    case .always: (useX, useY) = (true, true)
    case .scrollableAxes: (useX, useY) = (horizontal, vertical)
    case .automatic: (useX, useY) = (horizontal, vertical || isInAdjustingController)
    }
    return EdgeInsets(top: contentInset.top + (useY ? safe.top : 0) + refreshControlHeight,
                      left: contentInset.left + (useX ? safe.left : 0),
                      bottom: contentInset.bottom + (useY ? safe.bottom : 0) + keyboardBottom,
                      right: contentInset.right + (useX ? safe.right : 0))
}

/// The bottom inset a keyboard adds (spec §9.8, UIKit `_adjustForAutomaticKeyboardInfo:…`):
/// `overlap = max(0, scrollViewFrameInWindow.maxY − keyboardFrame.minY)`, less the bottom safe
/// area when that is already part of the adjusted inset. Pass an empty keyboard frame when hidden.
public func keyboardBottomInset(scrollViewFrameInWindow frame: Rect, keyboardFrame: Rect,
                                safeAreaBottom: Double, safeAreaInAdjustedInset: Bool) -> Double {
    guard !keyboardFrame.isEmpty else { return 0 }
    let overlap = Swift.max(0, frame.maxY - keyboardFrame.minY)
    return safeAreaInAdjustedInset ? Swift.max(0, overlap - safeAreaBottom) : overlap
}
