internal import PaneGeometry
internal import PanePhysics

extension ScrollView {
    /// The window published a new keyboard frame (`nil`: it hid). spec §9.8: the overlap with this
    /// scroll view, less the bottom safe area already in the inset, becomes `keyboardInset`, which
    /// adds to the bottom of `adjustedContentInset` (and so to the vertical indicator's track);
    /// then the focused view inside scrolls into view, or, on hide, an offset past the new end
    /// slides back. Both move with the keyboard's 0.25 s animation and send no callback but
    /// `scrollViewDidScroll`.
    func keyboardFrameDidChange(_ keyboard: Rect?) {
        guard let window else { return }
        let frameInWindow = convert(bounds, to: nil)
        let usesSafeBottom = adjustedContentInset.bottom - keyboardInset > contentInset.bottom
        keyboardInset = keyboard.map {
            keyboardBottomInset(scrollViewFrameInWindow: frameInWindow, keyboardFrame: $0,
                                safeAreaBottom: window.safeAreaInsets.bottom, safeAreaInAdjustedInset: usesSafeBottom)
        } ?? 0
        var target = contentOffset
        if keyboard != nil, let focused = window.focusedView, focused.isDescendant(of: self), focused !== self {
            let rect = focused.convert(focused.bounds, to: self)
            target = scrollRectToVisibleOffset(rect, bounds: bounds, contentSize: contentSize,
                                               adjustedContentInset: adjustedContentInset) ?? target
        } else if keyboard == nil, !isDragging {
            target = offsetLimits.clamp(contentOffset)
        }
        guard target != contentOffset, !isDragging else { return }
        start(.offset(.keyboard(from: contentOffset, to: target.pixelRounded(scale: screenScale)), .keyboard))
    }
}
