import PaneText

/// What a screen reader says at once, in parts that may each want another voice: an Arabic
/// label, then "button" in the app's language. Its `text` is the parts joined with ", ", as
/// one line.
public struct Utterance: Equatable, Sendable {
    /// A piece of an utterance in one language.
    public struct Part: Equatable, Sendable {
        /// The words, one line.
        public var text: String
        /// Their language (BCP 47: "ar", "de"); `nil`: the app's.
        public var language: String?

        /// `text` in `language` (`nil`: the app's).
        public init(_ text: String, language: String? = nil) {
            self.text = text
            self.language = language
        }

        /// `text` in `own` language when the element names one, else in the language its script
        /// suggests when that is not `app`'s (`TextLanguage.language(of:besides:)`).
        static func judged(_ text: String, own: String?, app: String?) -> Part {
            Part(text, language: own ?? TextLanguage.language(of: text, besides: app))
        }
    }

    /// The parts in order, none empty.
    public private(set) var parts: [Part]

    /// The non-empty `parts`.
    public init(_ parts: [Part]) {
        self.parts = parts.filter { !$0.text.isEmpty }
    }

    /// One part: `text` in `language`.
    public init(_ text: String, language: String? = nil) {
        self.init([Part(text, language: language)])
    }

    /// The whole line: the parts joined with ", ".
    public var text: String { parts.map(\.text).joined(separator: ", ") }

    /// Whether there is nothing to say.
    public var isEmpty: Bool { parts.isEmpty }

    /// Neighbouring parts of the same language as one ("Coffee" and "button" are one run for a
    /// synthesizer), joined with ", ".
    public var runs: [Part] {
        var out: [Part] = []
        for part in parts {
            if let last = out.last, last.language == part.language {
                out[out.count - 1].text += ", " + part.text
            } else {
                out.append(part)
            }
        }
        return out
    }

    /// The utterance cut after `limit` characters of its text (whole graphemes, the ", " between
    /// parts counted), with "…" where it was cut.
    public func truncated(to limit: Int) -> Utterance {
        var left = limit
        var kept: [Part] = []
        for (i, part) in parts.enumerated() {
            if i > 0 { left -= 2 }
            guard left > 0 else { break }
            var end = part.text.startIndex
            var count = 0
            while end < part.text.endIndex, count < left {
                part.text.formIndex(after: &end)
                count += 1
            }
            if end == part.text.endIndex {
                kept.append(part)
                left -= count
            } else {
                kept.append(Part(String(part.text[..<end]) + "…", language: part.language))
                return Utterance(kept)
            }
        }
        if kept.count < parts.count, let last = kept.popLast() {
            kept.append(Part(last.text + "…", language: last.language))
        }
        return Utterance(kept)
    }
}
