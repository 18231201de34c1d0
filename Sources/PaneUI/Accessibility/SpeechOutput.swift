/// Where a screen reader's words go (a synthesizer, a log file, a test's list). Each utterance
/// interrupts the one before it, as VoiceOver's do: an output that speaks aloud stops the old
/// one and starts the new; a log writes each as a line.
@MainActor
public protocol SpeechOutput: AnyObject {
    /// Speaks `text` (one line, never empty), cutting off whatever is still being spoken.
    func speak(_ text: String)
}

/// Keeps every utterance in order, for tests and for an app that shows what would be spoken.
@MainActor
public final class SpeechTranscript: SpeechOutput {
    /// What was spoken, oldest first.
    public private(set) var utterances: [String] = []

    /// An empty transcript.
    public init() {}

    /// Appends `text`.
    public func speak(_ text: String) { utterances.append(text) }

    /// Forgets what was spoken so far.
    public func removeAll() { utterances.removeAll() }
}
