/// How a screen reader's keys adjust an adjustable element (a slider, a stepper, a page
/// control, a segmented control).
public enum AdjustingKeys: Sendable, Hashable {
    /// Up and down adjust it while the cursor is on it, as VoiceOver's swipes and a keyboard's
    /// arrows do; left, right and Tab move on. For keyboards and keypads with left and right.
    case upDown
    /// For a keypad of four keys (EZ-Access's up, down, select and help): up and down always
    /// move, and select on an adjustable element starts adjusting it ("adjusting"): up and down
    /// then change its value until select again ("done") or a move ends it. Otherwise up and
    /// down would adjust it forever and the cursor could not leave.
    case selectThenUpDown

    /// The keys a flag or board key names: `up-down` or `select`; `nil` for anything else.
    public init?(name: String) {
        switch name {
        case "up-down": self = .upDown
        case "select": self = .selectThenUpDown
        default: return nil
        }
    }
}

extension ScreenReader {
    /// Whether up and down adjust the current element now rather than move.
    var arrowsAdjust: Bool {
        guard isAdjustable else { return false }
        return adjustingKeys == .upDown || isAdjusting
    }

    /// Select on an adjustable element under `.selectThenUpDown`: starts or ends adjusting it.
    func toggleAdjusting() {
        isAdjusting.toggle()
        if isAdjusting {
            speak("adjusting")
        } else {
            speak("done")
        }
    }
}
