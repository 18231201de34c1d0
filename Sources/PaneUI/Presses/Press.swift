public import PaneInput

/// One key held down, from the press to the release (UIKit's `UIPress` for a hardware key).
///
/// The window makes one when a key goes down and hands the same object to `pressesBegan`,
/// `pressesChanged` (each repeat) and `pressesEnded` or `pressesCancelled`, all on the responder
/// that took the first.
@MainActor
public final class Press: Hashable {
    /// Where the press is in its life (UIKit's `UIPress.Phase`).
    public enum Phase: Sendable {
        /// The key went down.
        case began
        /// The key repeated while held (Pane's use: UIKit sends this for analog presses).
        case changed
        /// Held, not changed (a press another key's event carries along).
        case stationary
        /// The key came up.
        case ended
        /// The key's keyboard went away, or the press was taken from the responder.
        case cancelled
    }

    /// Where the press is now.
    public internal(set) var phase: Phase
    /// The key: what it typed when it went down (or last repeated) and the modifiers then.
    public internal(set) var key: Key?
    /// When the phase last changed, on the input clock.
    public internal(set) var timestamp: InputTime
    /// The responder that took the press (UIKit's `responder`).
    public internal(set) weak var responder: View?

    init(key: Key, timestamp: InputTime) {
        self.phase = .began
        self.key = key
        self.timestamp = timestamp
    }

    nonisolated public static func == (a: Press, b: Press) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The event a set of presses arrives with (UIKit's `UIPressesEvent`).
@MainActor
public final class PressesEvent {
    /// Every key held now, this event's among them.
    public let allPresses: Set<Press>
    /// When the event happened, on the input clock.
    public let timestamp: InputTime

    init(allPresses: Set<Press>, timestamp: InputTime) {
        self.allPresses = allPresses
        self.timestamp = timestamp
    }
}
