/// Touch frames to replay into an app instead of a touchscreen: the decoded events of an evemu
/// recording (`--replay FILE`), mapped to the display as a real panel of that description would
/// be, board rotation and calibration included.
public struct TouchScript: Sendable {
    /// The touch frames in order, in display points, with the recording's timestamps.
    public var frames: [TouchFrame]
    /// Key events in order, from keyboard recordings.
    public var keys: [KeyEvent] = []
    /// Mouse and trackball reports in order, from pointer recordings; a headless run turns them
    /// into cursor moves, wheel scrolls and touches (`Application.handlePointer(_:)`).
    public var pointer: [PointerReport] = []
    /// What the recording made the replay skip, drop or cancel (`RecordingReplay`), as log
    /// lines naming the file and line; print them once.
    public var warnings: [String] = []

    /// A script of `frames` made in code, with no warnings.
    public init(frames: [TouchFrame]) {
        self.frames = frames
    }

    /// Decodes the recording at `path` for a display of `size`, as a live panel with the same
    /// board maps its touches (`rotation`, `calibration`, the `releaseTimeout` watchdog), through
    /// `RecordingReplay`. Errors name the file and, for a malformed recording, the line.
    public init(recordingAt path: String, displaySize: Size, rotation: Rotation = .none,
                calibration: CalibrationMatrix = .identity, releaseTimeout: Double? = nil) throws(ScriptError) {
        let text: String
        do { text = try readTextFile(path, limit: EvemuRecording.maxFileBytes) } catch { throw ScriptError("\(error)") }
        let recording: EvemuRecording
        do {
            recording = try EvemuRecording(parsing: text)
        } catch {
            throw ScriptError("\(escapedForLog(path)): \(error)")
        }
        if let description = recording.description, description.isKeyboard || description.isPointer,
           description.touchCapabilities == nil {
            let replay = KeyRecordingReplay(recording)
            frames = []
            keys = description.isKeyboard ? replay.keys : []
            pointer = description.isPointer ? replay.pointer : []
            warnings = replay.warnings.map { "\(escapedForLog(path)): \($0)" }
            return
        }
        guard let description = recording.description,
              let decoder = TouchDecoder(description: description, displaySize: displaySize,
                                         calibration: calibration, rotation: rotation, releaseTimeout: releaseTimeout) else {
            throw ScriptError("\(escapedForLog(path)): line 1: no device description with absolute X/Y axes")
        }
        let replay = RecordingReplay(recording, decoder: decoder)
        frames = replay.frames
        warnings = replay.warningLines(prefix: escapedForLog(path))
    }

    /// The timestamp of the first frame or key, where a replay starts its clock.
    public var startTime: InputTime? {
        [frames.first?.timestamp, keys.first?.time, pointer.first?.time].compactMap { $0 }.min()
    }

    /// One script of several recordings (`--replay` given once per device): frames and keys
    /// merged by time, warnings in order.
    public init(merging scripts: [TouchScript]) {
        frames = scripts.flatMap(\.frames).sorted { $0.timestamp < $1.timestamp }
        keys = scripts.flatMap(\.keys).sorted { $0.time < $1.time }
        pointer = scripts.flatMap(\.pointer).sorted { $0.time < $1.time }
        warnings = scripts.flatMap(\.warnings)
    }

    /// Why a recording cannot be replayed: unreadable, not evemu, or without a touchscreen's description;
    /// `description` names the file and line.
    public struct ScriptError: Error, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }
}
