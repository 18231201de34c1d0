/// What kind of element an accessibility element is and what state it is in (UIKit's
/// `UIAccessibilityTraits`): a screen reader speaks some of them as words after the label and
/// value (`spokenDescription(of:)`) and uses others to decide what keys do (`adjustable`).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits, one per trait.
    public let rawValue: UInt32
    /// A trait set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Acts when activated (spoken "button").
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// A heading that starts a part of the screen, as a navigation bar's title (spoken "heading").
    public static let header = AccessibilityTraits(rawValue: 1 << 1)
    /// Takes increment and decrement: a slider, a stepper, a page control (spoken "adjustable").
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 2)
    /// Currently selected, as a segment or a tab (spoken "selected", first, as VoiceOver does).
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Disabled: activating does nothing (spoken "dimmed", VoiceOver's word).
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 4)
    /// A picture (spoken "image").
    public static let image = AccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change and does nothing (not spoken as a word).
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// Opens something elsewhere (spoken "link").
    public static let link = AccessibilityTraits(rawValue: 1 << 7)
    /// A search field (spoken "search field").
    public static let searchField = AccessibilityTraits(rawValue: 1 << 8)
    /// Its value changes on its own, as a clock (not spoken).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// Flips between on and off, as a switch (UIKit's `toggleButton`, iOS 17; spoken "switch").
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 10)
    /// Takes typed text, as a text field (UIKit keeps this trait private; spoken "text field").
    public static let textEntry = AccessibilityTraits(rawValue: 1 << 11)
}
