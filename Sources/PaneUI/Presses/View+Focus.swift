extension View {
    /// Shows or hides the window's focus ring around this view: a 2 pt border in
    /// `window.focusRingColor`, laid over the view as its last subview so it moves and scrolls
    /// with it, 3 pt outside its bounds.
    func updateFocusRing(_ isFocused: Bool) {
        guard let window else { return }
        let ring = window.focusRing
        if isFocused {
            ring.isUserInteractionEnabled = false
            ring.borderWidth = 2
            ring.borderColor = window.focusRingColor
            ring.cornerRadius = 6
            ring.frame = bounds.insetBy(dx: -3, dy: -3)
            ring.autoresizingMask = [.flexibleWidth, .flexibleHeight]   // follows the view when the window turns
            addSubview(ring)
        } else if ring.superview === self {
            ring.removeFromSuperview()
        }
    }
}
