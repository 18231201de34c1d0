
/// What a screen reader says for `view` when its cursor lands there, in VoiceOver's order:
/// "selected" when selected, then the label, the value, the trait words ("button", "switch",
/// "heading", "adjustable", "image", "link", "search field", "text field", "dimmed"), and the
/// hint, joined with ", " and empty parts left out: "Coffee, button", "Sound, on, switch",
/// "Volume, 30 %, adjustable".
@MainActor
public func spokenDescription(of view: View, includingHint: Bool = true) -> String {
    spokenUtterance(of: view, includingHint: includingHint, appLanguage: nil).text
}

/// `spokenDescription(of:includingHint:)` in parts, each with the language to speak it in: the
/// view's `accessibilityLanguage` for its label, value and hint when set, else the language the
/// words' script suggests when it is not `appLanguage`'s (`TextLanguage.language(of:besides:)`):
/// an Arabic title in an English app is Arabic, "button" after it the app's language.
@MainActor
public func spokenUtterance(of view: View, includingHint: Bool = true, appLanguage: String?) -> Utterance {
    let traits = view.accessibilityTraits
    let own = view.accessibilityLanguage
    func part(_ text: String, own: String? = nil) -> Utterance.Part { .judged(text, own: own, app: appLanguage) }
    var parts: [Utterance.Part] = []
    if traits.contains(.selected) { parts.append(part("selected")) }
    for text in [view.accessibilityLabel, view.accessibilityValue] {
        if let text = text.map(spokenText), !text.isEmpty { parts.append(part(text, own: own)) }
    }
    parts += traitWords(traits).map { part($0) }
    if includingHint, let hint = view.accessibilityHint.map(spokenText), !hint.isEmpty { parts.append(part(hint, own: own)) }
    return Utterance(parts)
}

/// The words VoiceOver speaks for `traits`, in the order it speaks them.
func traitWords(_ traits: AccessibilityTraits) -> [String] {
    var words: [String] = []
    if traits.contains(.toggleButton) {
        words.append("switch")
    } else if traits.contains(.button) {
        words.append("button")
    }
    if traits.contains(.link) { words.append("link") }
    if traits.contains(.searchField) {
        words.append("search field")
    } else if traits.contains(.textEntry) {
        words.append("text field")
    }
    if traits.contains(.header) { words.append("heading") }
    if traits.contains(.image) { words.append("image") }
    if traits.contains(.adjustable) { words.append("adjustable") }
    if traits.contains(.notEnabled) { words.append("dimmed") }
    return words
}

/// The longest text a screen reader speaks of one label, value or hint, in characters: a
/// screen of text is some 2,000; a label of a megabyte is cut here, never spoken whole.
public let maximumSpokenCharacters = 4000

/// `text` as one line to speak: line breaks and tabs become spaces, runs of spaces one, and
/// text past `maximumSpokenCharacters` is cut.
func spokenText(_ text: String) -> String {
    var out = ""
    var lastWasSpace = true
    var count = 0
    for c in text {
        if count >= maximumSpokenCharacters { break }
        count += 1
        if c.isWhitespace {
            if !lastWasSpace { out.append(" ") }
            lastWasSpace = true
        } else {
            out.append(c)
            lastWasSpace = false
        }
    }
    while out.last == " " { out.removeLast() }
    return out
}
