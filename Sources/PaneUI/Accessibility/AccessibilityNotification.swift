/// What an app tells the screen reader (UIKit's `UIAccessibility.Notification` with its argument).
public enum AccessibilityNotification: Sendable, Equatable {
    /// A new screen came up: the cursor goes to its first element (or `element`, when given
    /// as `screenChanged(focus:)` would in UIKit) and speaks it.
    case screenChanged
    /// Part of the screen changed: the cursor stays if its element is still there, else goes to the first.
    case layoutChanged
    /// Speak this text now (an alert, a status), leaving the cursor where it is.
    case announcement(String)
}
