/// A recording turned into touch frames the way every replay path does it (`--replay`,
/// `touch-replay --print` and `--gestures`), so that no recording can crash, hang or leave a
/// finger down, and each fault is said once:
///
/// 1. events no device could send are skipped, one warning each (`removeImpossibleEvents`);
/// 2. an unfinished last frame is dropped, one warning (`dropUnfinishedFrame`);
/// 3. the events are decoded, with touches a `SYN_DROPPED` lost without resynchronisation
///    cancelled (`TouchDecoder.cancelsTouchesMissingAfterDrop`);
/// 4. touches still down when the events run out are cancelled at the last event's time, as an
///    unplugged device's are, one warning.
///
/// Warnings name the recording's line; print them with the file name in front.
public struct RecordingReplay {
    /// The decoded frames, the closing cancellation included.
    public var frames: [TouchFrame]
    /// What was skipped, dropped or cancelled, in the recording's order, each naming a line.
    public var warnings: [EvemuError]
    /// The recording as replayed (impossible events and the unfinished tail removed).
    public var recording: EvemuRecording

    /// Replays `recording` through `decoder` (made for its description and display).
    public init(_ recording: EvemuRecording, decoder: TouchDecoder) {
        var recording = recording
        var warnings = recording.removeImpossibleEvents()
        if let tail = recording.dropUnfinishedFrame() { warnings.append(tail) }
        decoder.cancelsTouchesMissingAfterDrop = true
        var frames = decoder.decode(recording.events)
        if let last = recording.events.last, decoder.hasActiveTouches, let cancel = decoder.cancelAll(at: last.time) {
            let n = cancel.touches.count
            warnings.append(EvemuError(line: recording.eventLines.last ?? 0,
                                       message: "the recording ends with \(n) touch\(n == 1 ? "" : "es") still down; "
                                           + "cancelled at its last event"))
            frames.append(cancel)
        }
        self.frames = frames
        self.warnings = warnings
        self.recording = recording
    }

    /// At most `limit` warnings as lines `prefix: line N: …`, then one line counting the rest:
    /// a recording full of bad events cannot flood the log.
    public func warningLines(prefix: String, limit: Int = 10) -> [String] {
        var lines = warnings.prefix(limit).map { "\(prefix): \($0)" }
        if warnings.count > limit { lines.append("\(prefix): \(warnings.count - limit) more warnings not shown") }
        return lines
    }
}
