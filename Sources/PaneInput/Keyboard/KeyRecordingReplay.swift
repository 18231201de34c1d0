/// A keyboard's or mouse's recording turned into key events and pointer reports, with the
/// faults of `RecordingReplay` handled the same way: impossible events skipped, an unfinished last
/// frame dropped, and keys and buttons still down when the events run out released (keys as
/// cancellations) at the last event's time, one warning.
public struct KeyRecordingReplay {
    /// The key events in order, the closing releases included.
    public var keys: [KeyEvent]
    /// The pointer reports in order, the closing release included.
    public var pointer: [PointerReport]
    /// What was skipped, dropped or released, each naming a line.
    public var warnings: [EvemuError]

    /// Replays `recording` (its description says it is a keyboard or a pointer).
    public init(_ recording: EvemuRecording) {
        var recording = recording
        var warnings = recording.removeImpossibleEvents()
        if let tail = recording.dropUnfinishedFrame() { warnings.append(tail) }
        var decoder = KeyDecoder()
        var keys = decoder.decode(recording.events)
        if let last = recording.events.last, !decoder.held.isEmpty {
            let n = decoder.held.count
            warnings.append(EvemuError(line: recording.eventLines.last ?? 0,
                                       message: "the recording ends with \(n) key\(n == 1 ? "" : "s") still down; released at its last event"))
            keys += decoder.releaseAll(at: last.time)
        }
        var pointerDecoder = PointerDecoder()
        var pointer = pointerDecoder.decode(recording.events)
        if let last = recording.events.last, let release = pointerDecoder.releaseAll(at: last.time) {
            let n = release.released.count
            warnings.append(EvemuError(line: recording.eventLines.last ?? 0,
                                       message: "the recording ends with \(n) button\(n == 1 ? "" : "s") still down; released at its last event"))
            pointer.append(release)
        }
        self.pointer = pointer
        self.keys = keys
        self.warnings = warnings
    }
}
