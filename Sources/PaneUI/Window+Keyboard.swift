public import PaneGeometry
internal import PanePhysics

extension Window {
    /// Publishes where an on-screen keyboard covers the window (`nil`: it hid). Every scroll view
    /// adds its overlap with the keyboard to the bottom of its adjusted content inset, less the
    /// safe area already there (§9.8), and the one holding `focusedView` scrolls it into view,
    /// animated; when the keyboard hides, the insets go back and offsets past the new end slide
    /// back. Any view can act as the keyboard by calling this; `KeyboardView` does.
    public func setKeyboardFrame(_ frame: Rect?) {
        keyboardFrame = frame
        updateKeyboardInsets(in: self)
    }

    private func updateKeyboardInsets(in view: View) {
        if let scroll = view as? ScrollView { scroll.keyboardFrameDidChange(keyboardFrame) }
        for s in view.subviews { updateKeyboardInsets(in: s) }
    }
}

extension ScrollView {
    func keyboardFrameDidChange(_ keyboard: Rect?) {
        guard let window else { return }
        let frameInWindow = convert(bounds, to: nil)
        let usesSafeBottom = adjustedContentInset.bottom - keyboardInset > contentInset.bottom
        keyboardInset = keyboard.map {
            keyboardBottomInset(scrollViewFrameInWindow: frameInWindow, keyboardFrame: $0,
                                safeAreaBottom: window.safeAreaInsets.bottom, safeAreaInAdjustedInset: usesSafeBottom)
        } ?? 0
        if keyboard != nil, let focused = window.focusedView, focused.isDescendant(of: self), focused !== self {
            scrollRectToVisible(focused.convert(focused.bounds, to: self), animated: true)
        } else if keyboard == nil {
            let limits = offsetLimits
            if !limits.contains(contentOffset) { setContentOffset(limits.clamp(contentOffset), animated: true) }
        }
    }
}
