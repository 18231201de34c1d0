extension View {
    /// Whether the window's keys go to this view first (UIKit's `isFirstResponder`).
    public var isFirstResponder: Bool { window?.firstResponder === self }

    /// `becomeFirstResponder()`'s default: when the view can and is in a window, the current
    /// first responder resigns (or keeps it, and this fails) and this view takes its place.
    func makeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// `resignFirstResponder()`'s default: gives the keys back to the window.
    func giveUpFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window, window.firstResponder === self { window.firstResponder = nil }
        return true
    }
}

extension Window {
    /// Records `view` as the first responder without asking anyone, for subclasses that do their
    /// own bookkeeping in `becomeFirstResponder()` and `resignFirstResponder()` (a `TextField`)
    /// and so cannot call `super`'s; `nil` gives the keys back to the window.
    public func recordFirstResponder(_ view: View?) {
        firstResponder = view
    }
}
