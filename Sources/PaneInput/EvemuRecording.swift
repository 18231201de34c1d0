/// A recording in evemu's text format (described in the evemu project's README): an optional device
/// description (`N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:` lines) and events (`E:` lines).
///
/// Reads versions 1.0 to 1.3 (and later 1.x, whose additions it ignores where it can): comments
/// anywhere, `A:` lines with or without the resolution, LED and switch states. Writes 1.3.
/// See `EvemuRecording+Parsing.swift` and `EvemuRecording+Writing.swift`.
public struct EvemuRecording: Sendable {
    /// The version line's `major.minor`; 1.0 when the file has none (as the format says).
    public var version: (major: Int, minor: Int)
    /// `nil` when the file holds events only.
    public var description: DeviceDescription?
    /// The events in file order, with the times they were recorded at.
    public var events: [InputEvent]
    /// The line (1-based) each event came from, parallel to `events`; empty for recordings built in code.
    public var eventLines: [Int]

    /// A recording made in code, written as `version` (1.3 unless asked otherwise).
    public init(description: DeviceDescription?, events: [InputEvent] = [], version: (major: Int, minor: Int) = (1, 3)) {
        self.version = version
        self.description = description
        self.events = events
        self.eventLines = []
    }
}

/// What is wrong with a recording, and on which line (1-based).
public struct EvemuError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the recording the problem is on; 0 when there is no line to point at (a recording
    /// built in code).
    public var line: Int
    /// What is wrong, in words for a log line.
    public var message: String

    /// An error about `line` of a recording.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
