/// Where the speech thread puts espeak-ng's samples: a WAV file (`--speech-out`) or a sound card
/// (`ALSASpeechSink`). Used by that thread only.
protocol SpeechSink: AnyObject {
    /// Takes the next buffer of 16-bit mono samples (a sound card blocks here at its own pace).
    func append(_ samples: UnsafeBufferPointer<Int16>)
    /// An utterance ended.
    func finishUtterance()
    /// A newer utterance cut this one off: what is queued and not yet heard goes.
    func cut()
    /// The speech thread is stopping: play out what is queued and let go of the device.
    func finish()
}

extension WAVWriter: SpeechSink {
    /// A file has nothing queued: every sample written stays, as was spoken.
    func cut() {}
    /// The file is whole after every utterance; closed with the writer.
    func finish() {}
}
