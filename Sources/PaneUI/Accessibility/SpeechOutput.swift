/// Where a screen reader's words go (a synthesizer, a log file, a test's list). Each utterance
/// interrupts the one before it, as VoiceOver's do: an output that speaks aloud stops the old
/// one and starts the new; a log writes each as a line.
@MainActor
public protocol SpeechOutput: AnyObject {
    /// Speaks `text` (one line, never empty), cutting off whatever is still being spoken.
    func speak(_ text: String)
    /// Speaks `utterance` (never empty), each part in its language where the output has voices;
    /// by default its `text` through `speak(_:)`, for an output that writes words, not sound.
    func speak(_ utterance: Utterance)
}

extension SpeechOutput {
    /// Speaks the utterance's whole line with `speak(_:)`.
    public func speak(_ utterance: Utterance) { speak(utterance.text) }
}

/// Keeps every utterance in order, for tests and for an app that shows what would be spoken.
@MainActor
public final class SpeechTranscript: SpeechOutput {
    /// What was spoken, oldest first.
    public private(set) var utterances: [String] = []
    /// The same, with each part's language.
    public private(set) var spoken: [Utterance] = []

    /// An empty transcript.
    public init() {}

    /// Appends `text`.
    public func speak(_ text: String) { speak(Utterance(text)) }

    /// Appends `utterance`.
    public func speak(_ utterance: Utterance) {
        utterances.append(utterance.text)
        spoken.append(utterance)
    }

    /// Forgets what was spoken so far.
    public func removeAll() {
        utterances.removeAll()
        spoken.removeAll()
    }
}
