/// Touch frames to replay into an app instead of a touchscreen: the decoded events of an evemu
/// recording (`--replay FILE`), mapped to the display as a real panel of that description would
/// be, board rotation and calibration included.
public struct TouchScript: Sendable {
    public var frames: [TouchFrame]

    public init(frames: [TouchFrame]) {
        self.frames = frames
    }

    /// Decodes the recording at `path` for a display of `size`. Errors name the file and, for a
    /// malformed recording, the line.
    public init(recordingAt path: String, displaySize: Size, rotation: Rotation = .none,
                calibration: CalibrationMatrix = .identity) throws(ScriptError) {
        let text: String
        do { text = try readTextFile(path) } catch { throw ScriptError("\(error)") }
        let recording: EvemuRecording
        do {
            recording = try EvemuRecording(parsing: text)
            try recording.checkEndsWithReport()
        } catch {
            throw ScriptError("\(path): \(error)")
        }
        guard let description = recording.description,
              let decoder = TouchDecoder(description: description, displaySize: displaySize,
                                         calibration: calibration, rotation: rotation) else {
            throw ScriptError("\(path): line 1: no device description with absolute X/Y axes")
        }
        frames = decoder.decode(recording.events)
    }

    /// The timestamp of the first frame, where a replay starts its clock.
    public var startTime: InputTime? { frames.first?.timestamp }

    public struct ScriptError: Error, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }
}
