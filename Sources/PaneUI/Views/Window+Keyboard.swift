public import PaneGeometry
internal import PanePhysics

extension Window {
    /// Publishes where an on-screen keyboard covers the window (`nil`: it hid). Every scroll view
    /// adds its overlap with the keyboard to the bottom of its adjusted content inset, less the
    /// safe area already there (spec §9.8), and the one holding `focusedView` scrolls it into view,
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
